// ARGS: -p gpu-to-nvvm
// EXPECT: accept
// CLASS: legal-rejected
