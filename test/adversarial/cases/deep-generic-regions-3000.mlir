// ARGS: %s
// EXPECT: reject: nest.*deeper than 256
// CLASS: traceback
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
