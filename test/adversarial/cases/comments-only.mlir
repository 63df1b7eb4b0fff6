// ARGS: %s
// EXPECT: accept
// CLASS: legal-rejected
// nothing here
// at all
