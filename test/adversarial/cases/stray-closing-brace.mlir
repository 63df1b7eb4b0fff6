// ARGS: %s
// EXPECT: reject: Could not parse|expected
// CLASS: handled
}
