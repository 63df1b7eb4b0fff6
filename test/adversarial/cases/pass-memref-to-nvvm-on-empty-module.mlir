// ARGS: -p memref-to-nvvm
// EXPECT: accept
// CLASS: legal-rejected
