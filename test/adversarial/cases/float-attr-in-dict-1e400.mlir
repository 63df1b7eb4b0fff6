// ARGS: %s
// EXPECT: reject: out of range|overflow|too large
// CLASS: illegal-accepted
"test.op"() {v = 1.0e400 : f64} : () -> ()
