// ARGS: -p lower-layout
// EXPECT: accept
// CLASS: legal-rejected
