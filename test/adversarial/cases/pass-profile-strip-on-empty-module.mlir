// ARGS: -p profile-strip
// EXPECT: accept
// CLASS: legal-rejected
