// ARGS: -p arith-to-nvvm
// EXPECT: accept
// CLASS: legal-rejected
