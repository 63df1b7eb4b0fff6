// ARGS: --no-implicit-module
// EXPECT: reject: expected a single top-level builtin.module \(--no-implicit-module\), found more input after it
// CLASS: illegal-accepted
builtin.module {
}
builtin.module {
}
