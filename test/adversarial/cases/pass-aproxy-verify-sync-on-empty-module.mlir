// ARGS: -p aproxy-verify-sync
// EXPECT: accept
// CLASS: legal-rejected
