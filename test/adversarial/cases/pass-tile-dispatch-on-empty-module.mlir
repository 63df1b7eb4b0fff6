// ARGS: -p tile-dispatch
// EXPECT: accept
// CLASS: legal-rejected
