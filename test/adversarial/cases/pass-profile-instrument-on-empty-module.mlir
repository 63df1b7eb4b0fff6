// ARGS: -p profile-instrument
// EXPECT: accept
// CLASS: legal-rejected
