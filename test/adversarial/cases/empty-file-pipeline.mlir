// ARGS: -p tirx-to-ptx
// EXPECT: accept
// CLASS: legal-rejected
