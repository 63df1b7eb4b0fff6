// ARGS: -p aproxy-insert-fences
// EXPECT: accept
// CLASS: legal-rejected
