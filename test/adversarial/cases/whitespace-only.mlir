// ARGS: %s
// EXPECT: accept
// CLASS: legal-rejected


   	
