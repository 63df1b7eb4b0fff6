// ARGS: -p aproxy-to-nvvm
// EXPECT: accept
// CLASS: legal-rejected
