// ARGS: %s
// EXPECT: accept
// CLASS: legal-rejected
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.op"() ({
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
"test.termop"() : () -> ()
}) : () -> ()
