// ARGS: -p cf-to-nvvm
// EXPECT: accept
// CLASS: legal-rejected
