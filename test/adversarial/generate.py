"""Writes the adversarial corpus, test/adversarial/cases/*.mlir (run from anywhere:
`python3 test/adversarial/generate.py`; it rewrites every file it owns and removes none).

Each case: a name, the class of issue 13 it belongs to, the expected outcome (`accept` or
`reject: <regex>`), the tirx-opt arguments, and the IR. The classes:

    traceback         once ended in a Python traceback
    hang              once ran without end (or for minutes)
    illegal-accepted  illegal input that was once accepted (ptxas or the GPU would fail)
    legal-rejected    legal input that was once rejected
    handled           bad input that was already diagnosed well (kept so it stays so)
    badly-reported    rejected, but unlocated or in words that did not say expected vs found (generate_more.py)
"""

from __future__ import annotations

from pathlib import Path

OUT = Path(__file__).resolve().parent / "cases"
PIPE = "-p tirx-to-ptx -t ptx"
CASES: list[tuple[str, str, str, str, str]] = []


def case(name: str, cls: str, expect: str, ir: str, args: str = PIPE, located: bool = True) -> None:
    CASES.append((name, cls, expect, args, ir, located))


def kernel(body: str, args: str = "", attrs: str = "", name: str = "k", pre: str = "") -> str:
    attr = f" attributes {{{attrs}}}" if attrs else ""
    return (f"gpu.module @m {{\n{pre}  gpu.func @{name}({args}) kernel{attr} {{\n"
            + "".join(f"    {line}\n" for line in body.strip("\n").split("\n") if line.strip())
            + "    gpu.return\n  }\n}\n")


RJ = "reject: "
# ------------------------------------------------------------------ empty and odd files
case("empty-file", "legal-rejected", "accept", "", args="")
case("empty-file-pipeline", "legal-rejected", "accept", "", args=PIPE.replace(" -t ptx", ""))
case("comments-only", "legal-rejected", "accept", "// nothing here\n// at all\n", args="")
case("whitespace-only", "legal-rejected", "accept", "\n\n   \t\n", args="")
case("split-empty-chunks", "legal-rejected", "accept",
     "// -----\n// -----\n" + kernel("") + "// -----\n", args="--split-input-file")
case("split-comment-chunk", "legal-rejected", "accept",
     kernel("") + "// -----\n// only a comment here\n", args="--split-input-file -p tirx-to-ptx")
case("split-one-bad-chunk", "handled", RJ + r"expected|unknown|not registered|Could not parse",
     kernel("") + "// -----\n%x = \n", args="--split-input-file")
case("non-utf8-bytes", "traceback", RJ + r"UTF-8", "gpu.module @m {\n// caf\udce9\n}\n", args="", located=False)
case("nul-byte", "handled", RJ + r"expected|unexpected|Could not parse|Unexpected", "gpu.module @m {\x00}\n", args="")
case("unterminated-region", "handled", RJ + r"expected|Expected|block definition", "gpu.module @m {\n  gpu.func @k() kernel {\n", args="")
case("unterminated-string", "handled", RJ + r"string|Expected|expected", 'gpu.module @m attributes {a = "abc} {\n}\n', args="")
case("stray-closing-brace", "handled", RJ + r"Could not parse|expected", "}\n", args="")
case("undefined-value", "handled", RJ + r"undefined|not defined|%nope", kernel("%x = arith.addi %nope, %nope : index"), args="")
case("redefined-value", "handled", RJ + r"already|defined", kernel("%x = arith.constant 1 : index\n%x = arith.constant 2 : index"), args="")
case("unknown-op", "handled", RJ + r"not registered|unregistered|Unregistered|unknown", kernel('"foo.bar"() : () -> ()'))
case("unknown-dialect-type", "handled", RJ + r"not registered|unregistered|Undefined|unknown|dialect", kernel("", args="%a: !nope.t<3>"), args="")
case("long-identifier", "legal-rejected", "accept", kernel("", name="k" + "x" * 5000))

# ------------------------------------------------------------------ deep nesting
def nested_ifs(n: int) -> str:
    return kernel("%t = arith.constant true\n" + "scf.if %t {\n" * n + "}\n" * n)


for n in (50, 150, 250):
    case(f"deep-scf-if-{n}", "traceback", "accept", nested_ifs(n))
for n in (300, 3000):
    case(f"deep-scf-if-{n}", "traceback", RJ + r"nest.*deeper than 256", nested_ifs(n))
for n, cls in ((200, "legal-rejected"), (3000, "traceback")):
    exp = "accept" if n < 256 else RJ + r"nest.*deeper than 256"
    case(f"deep-array-attr-{n}", cls, exp, '"test.op"() {a = ' + "[" * n + "]" * n + "} : () -> ()\n", args="")
    case(f"deep-tuple-type-{n}", cls, exp, '"test.op"() {a = ' + "tuple<" * n + "i32" + ">" * n + "} : () -> ()\n", args="")
    case(f"deep-dict-attr-{n}", cls, exp, '"test.op"() {a = ' + "{b = " * n + "1" + "}" * n + "} : () -> ()\n", args="")
    m = n if n > 256 else 120  # two brackets, `({`, per level
    term, close = '"test.termop"() : () -> ()\n', "}) : () -> ()\n"
    case(f"deep-generic-regions-{m}", cls, exp, '"test.op"() ({\n' * m + term + (close + term) * (m - 1) + close, args="")
case("deep-memref-of-vector-types", "handled", RJ + r"expected|Expected|element", kernel("", args="%a: memref<?xvector<4xvector<4xf32>>>"))
case("long-def-use-chain", "hang", "accept",
     kernel("%c = arith.constant 1 : index\n%c0 = arith.constant 0 : index\n%v0 = arith.addi %c, %c : index\n"
            + "".join(f"%v{i + 1} = arith.addi %v{i}, %c : index\n" for i in range(3000))
            + "%s = memref.dim %a, %c0 : memref<?xf32>", args="%a: memref<?xf32>"))
# 30 levels: xDSL's canonicalize grows faster than cubically with loop nesting (40 levels: 5 s).
case("deep-scf-for-nest", "traceback", "accept",
     kernel("%c0 = arith.constant 0 : index\n%c1 = arith.constant 1 : index\n%f = arith.constant 1.0 : f32\n"
            + "".join(f"scf.for %i{i} = %c0 to %n step %c1 {{\n" for i in range(30))
            + "memref.store %f, %a[%i29] : memref<?xf32>\n" + "}\n" * 30, args="%a: memref<?xf32>, %n: index"))

# ------------------------------------------------------------------ kernel names (PTX ISA 4.4 identifiers)
for nm, label in (('"k-1"', "dash"), ('"k x"', "space"), ('"1k"', "digit-first"), ('"k.v"', "dot"),
                  ('"_"', "lone-underscore"), ('"caf\u00e9"', "non-ascii"), ('"k@2"', "at-sign"),
                  ('""', "empty")):
    case(f"kernel-name-{label}", "illegal-accepted", RJ + r"PTX identifier", kernel("", name=nm),
         args="")
for nm, label in (("k_1", "underscore"), ("_k", "leading-underscore"), ("K9", "upper"), ('"$k"', "dollar")):
    case(f"kernel-name-{label}", "handled", "accept", kernel("", name=nm))
case("device-func-name-dash", "illegal-accepted", RJ + r"PTX identifier",
     'gpu.module @m {\n  gpu.func @"f-g"() {\n    gpu.return\n  }\n  gpu.func @k() kernel {\n    gpu.return\n  }\n}\n', args="")
case("global-name-dash", "illegal-accepted", RJ + r"PTX identifier",
     kernel("%p = memref.get_global @\"s-1\" : memref<4xf32, 3>",
            pre='  "memref.global"() <{sym_name = "s-1", sym_visibility = "private", type = memref<4xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()\n'))

# ------------------------------------------------------------------ launch shape (CUDA C Programming Guide, Compute Capabilities table)
for blk, label, exp in (("[2048, 1, 1]", "x-2048", RJ + r"1024"), ("[1, 1, 128]", "z-128", RJ + r"z.*64|64.*z"),
                        ("[1024, 2, 1]", "product-2048", RJ + r"2048 threads|1024"),
                        ("[0, 1, 1]", "zero", RJ + r"positive|\[1,"), ("[-32, 1, 1]", "negative", RJ + r"positive|\[1,"),
                        ("[1, 2, 3, 4]", "four-dims", RJ + r"1 to 3|three|3 "), ("[]", "empty", RJ + r"1 to 3|three|3 "),
                        ('["a", 1, 1]', "string", RJ + r"integer"), ("5", "not-array", RJ + r"array|\[x, y, z\]"),
                        ("[32, 1025, 1]", "y-1025", RJ + r"1024"),
                        ("[4294967424, 1, 1]", "x-overflow", RJ + r"1024")):
    case(f"block-{label}", "illegal-accepted", exp, kernel("", attrs=f"block = {blk}"))
for blk, label in (("[384]", "one-element"), ("[32, 4]", "two-elements"), ("[1024, 1, 1]", "x-1024"),
                   ("[16, 1, 64]", "z-64"), ("[8, 8, 16]", "product-1024")):
    case(f"block-{label}", "legal-rejected" if "element" in label else "handled", "accept",
         kernel("", attrs=f"block = {blk}"))
case("known-block-size-2048", "illegal-accepted", RJ + r"1024",
     kernel("", attrs="gpu.known_block_size = array<i32: 2048, 1, 1>"))
case("known-block-size-z-65", "illegal-accepted", RJ + r"64",
     kernel("", attrs="gpu.known_block_size = array<i32: 1, 1, 65>"))
NB = "aproxy.named_barrier_sync id(1), threads(128)"
NOSYNC = "-p 'tirx-to-ptx{verify_sync=false}' -t ptx"
case("block-one-element-named-barrier", "traceback", "accept",
     kernel("%s = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>\n"
            "%g = tile.view %C[%m : 64, %n : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x64xbf16, row_major>\n"
            "tile.copy %s -> %g scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>> -> !tile.global<64x64xbf16, row_major>",
            args="%C: !tile.global<?x?xbf16, row_major>, %m: index, %n: index", attrs="block = [384]"), args=NOSYNC)
case("block-one-element-cta-copy", "traceback", "accept",
     kernel("%s = tile.alloc scope(cta) : !tile.buffer<64x64xf32, #layout.smem<64x64xf32, swizzle = none, major = K>>\n"
            "%g = tile.view %C[%m : 64, 0 : 64] : !tile.global<?x?xf32, row_major> -> !tile.global<64x64xf32, row_major>\n"
            "tile.copy %g -> %s scope(cta) : !tile.global<64x64xf32, row_major> -> !tile.buffer<64x64xf32, #layout.smem<64x64xf32, swizzle = none, major = K>>",
            args="%C: !tile.global<?x?xf32, row_major>, %m: index", attrs="block = [256]"), args=NOSYNC)
case("block-one-element-aproxy-barrier", "traceback", "accept", kernel(NB, attrs="block = [256]"), args=NOSYNC)
case("block-two-elements-role", "traceback", RJ + r"whole warpgroups along x",
     kernel('aproxy.specialize {\n aproxy.role "a" warpgroups(0) regs(40) {\n }\n aproxy.role "b" warpgroups(1) regs(232) {\n }\n}',
            attrs="block = [128, 2]"))

# ------------------------------------------------------------------ kernel parameters (ptxas: at most 0x7ffc = 32764 bytes)
def many(n: int, t: str) -> str:
    return ", ".join(f"%a{i}: {t}" for i in range(n))


case("params-4800-bytes", "handled", "accept", kernel("", args=many(300, "memref<?xf32>")))
case("params-over-32764-bytes", "illegal-accepted", RJ + r"parameter.*32764|32764.*param",
     kernel("", args=many(1100, "memref<?x?x?xf32>")))
case("params-scalars-over-limit", "illegal-accepted", RJ + r"32764", kernel("", args=many(4200, "i64")))
case("params-just-under-limit", "handled", "accept", kernel("", args=many(4095, "i64")))

# ------------------------------------------------------------------ shared memory (227 KB per CTA on sm_90)
def sglobal(name: str, n: int, t: str = "f32") -> str:
    return (f'  "memref.global"() <{{sym_name = "{name}", sym_visibility = "private", type = memref<{n}x{t}, 3>, '
            f'initial_value, alignment = 16 : i64}}> : () -> ()\n')


def use(name: str, n: int, t: str = "f32") -> str:
    return (f"%p{name} = memref.get_global @{name} : memref<{n}x{t}, 3>\n%c0{name} = arith.constant 0 : index\n"
            f"%v{name} = memref.load %p{name}[%c0{name}] : memref<{n}x{t}, 3>\nmemref.store %v{name}, %o[%c0{name}] : memref<?x{t}>")


case("smem-static-4MB", "illegal-accepted", RJ + r"232448|227 KB", kernel(use("big", 1048576), args="%o: memref<?xf32>", pre=sglobal("big", 1048576)))
case("smem-static-two-globals-over", "illegal-accepted", RJ + r"232448|227 KB",
     kernel(use("s1", 40000) + "\n" + use("s2", 40000), args="%o: memref<?xf32>", pre=sglobal("s1", 40000) + sglobal("s2", 40000)))
case("smem-static-at-limit", "handled", "accept", kernel(use("s", 58112), args="%o: memref<?xf32>", pre=sglobal("s", 58112)))
case("smem-alloc-plus-global-over", "illegal-accepted", RJ + r"232448|227 KB",
     kernel("%s = aproxy.smem_alloc 200000 align 16 : !aproxy.smem<200000>\n" + use("g", 16384),
            args="%o: memref<?xf32>", pre=sglobal("g", 16384)))
case("smem-two-allocs-over", "illegal-accepted", RJ + r"232448|227 KB",
     kernel("%s = aproxy.smem_alloc 200000 align 16 : !aproxy.smem<200000>\n%t = aproxy.smem_alloc 200000 align 16 : !aproxy.smem<200000>"))
# memref<0xT, 3> is the `.extern .shared` window of dynamic shared memory
case("smem-global-zero-size", "handled", "accept",
     kernel("%p = memref.get_global @z : memref<0xf32, 3>", pre=sglobal("z", 0)))
case("smem-alloc-zero", "handled", RJ + r"size in \[1", kernel("%s = aproxy.smem_alloc 0 align 16 : !aproxy.smem<0>"), args="")
case("smem-alloc-huge", "handled", RJ + r"232448", kernel("%s = aproxy.smem_alloc 18446744073709551616 align 16 : !aproxy.smem<18446744073709551616>"), args="")
case("smem-alloc-align-0", "handled", RJ + r"power of two", kernel("%s = aproxy.smem_alloc 1024 align 0 : !aproxy.smem<1024>"), args="")
case("get-global-undefined", "illegal-accepted", RJ + r"nope|symbol|not defined|undefined",
     kernel("%p = memref.get_global @nope : memref<4xf32, 3>\n%c0 = arith.constant 0 : index\n%v = memref.load %p[%c0] : memref<4xf32, 3>\nmemref.store %v, %o[%c0] : memref<?xf32>",
            args="%o: memref<?xf32>"))
case("get-global-type-mismatch", "illegal-accepted", RJ + r"type|memref<8xf32",
     kernel("%p = memref.get_global @g : memref<8xf32, 3>\n%c0 = arith.constant 0 : index\n%v = memref.load %p[%c0] : memref<8xf32, 3>\nmemref.store %v, %o[%c0] : memref<?xf32>",
            args="%o: memref<?xf32>", pre=sglobal("g", 4)))
case("nvvm-mov-sym-undefined", "illegal-accepted", RJ + r"nope|symbol|not defined|undefined",
     kernel("%y = nvvm.mov.sym<type = u64> {sym = @nope} : () -> i64"), args="-t ptx")

# ------------------------------------------------------------------ float literals
FT = {"f16": 65504.0, "bf16": 3.3895313892515355e38, "f32": 3.4028234663852886e38}
for lit, t, label in (("1.0e400", "f32", "1e400-f32"), ("1.0e400", "f64", "1e400-f64"), ("-1.0e400", "f64", "neg-1e400-f64"),
                      ("1.0e39", "f32", "1e39-f32"), ("70000.0", "f16", "70000-f16"), ("-65520.0", "f16", "neg-65520-f16"),
                      ("1.0e39", "bf16", "1e39-bf16"), ("3.5e38", "f32", "3.5e38-f32")):
    case(f"float-literal-{label}", "illegal-accepted", RJ + r"out of range|overflow|too large",
         kernel(f"%f = arith.constant {lit} : {t}\n%c0 = arith.constant 0 : index\nmemref.store %f, %o[%c0] : memref<?x{t}>",
                args=f"%o: memref<?x{t}>"))
for lit, t, label in (("65504.0", "f16", "f16-max"), ("3.0e38", "f32", "f32-near-max"), ("1.0e308", "f64", "f64-large"),
                      ("1.0e-400", "f64", "underflow-to-zero"), ("0x7F800000", "f32", "hex-inf-f32"),
                      ("0x7FC00000", "f32", "hex-nan-f32"), ("0xFC00", "f16", "hex-neg-inf-f16"), ("65519.0", "f16", "f16-rounds-to-max")):
    case(f"float-literal-{label}", "handled", "accept",
         kernel(f"%f = arith.constant {lit} : {t}\n%c0 = arith.constant 0 : index\nmemref.store %f, %o[%c0] : memref<?x{t}>",
                args=f"%o: memref<?x{t}>"))
case("float-dense-1e400", "illegal-accepted", RJ + r"out of range|overflow|too large",
     kernel("%f = arith.constant dense<1.0e400> : vector<4xf32>\n%c0 = arith.constant 0 : index\nvector.store %f, %o[%c0] : memref<?xf32>, vector<4xf32>", args="%o: memref<?xf32>"))
case("float-dense-70000-f16", "illegal-accepted", RJ + r"out of range|overflow|too large",
     kernel("%f = arith.constant dense<70000.0> : vector<8xf16>\n%c0 = arith.constant 0 : index\nvector.store %f, %o[%c0] : memref<?xf16>, vector<8xf16>", args="%o: memref<?xf16>"))
case("float-attr-in-dict-1e400", "illegal-accepted", RJ + r"out of range|overflow|too large",
     '"test.op"() {v = 1.0e400 : f64} : () -> ()\n', args="")
case("int-literal-overflow-i32", "handled", RJ + r"out of range|overflow|not in|range|fit", kernel("%c = arith.constant 4294967296 : i32"), args="")
case("int-literal-huge-index", "illegal-accepted", RJ + r"within 64 bits", kernel("%c = arith.constant 36893488147419103232 : index"), args="")
case("int-literal-i64-min", "handled", "accept", kernel("%c = arith.constant -9223372036854775808 : i64"), args="")
for v, t, label in (("70000.0", "f16", "70000-f16"), ("1.0e39", "f32", "1e39-f32"),
                    ("-70000.0", "f16", "neg-70000-f16")):
    case(f"tile-fill-{label}", "illegal-accepted", RJ + r"out of range|overflow|too large|finite",
         kernel(f"%f = tile.fill {v} scope(warpgroup) : !tile.frag<64x64x{t}, #layout.wgmma_acc<64x64x{t}>>",
                attrs="block = [128, 1, 1]"), args="")
case("tile-fill-f16-max", "handled", "accept",
     kernel("%f = tile.fill 65504.0 scope(warpgroup) : !tile.frag<64x64xf16, #layout.wgmma_acc<64x64xf16>>", attrs="block = [128, 1, 1]"), args="")

# ------------------------------------------------------------------ vectors and memrefs with no elements
case("vector-load-zero-length", "illegal-accepted", RJ + r"vector<0xf32>|at least one|no elements",
     kernel("%c0 = arith.constant 0 : index\n%v = vector.load %a[%c0] : memref<?xf32>, vector<0xf32>", args="%a: memref<?xf32>"))
case("vector-add-zero-length", "illegal-accepted", RJ + r"vector<0xf32>|at least one|no elements",
     kernel("%v = arith.constant dense<> : vector<0xf32>\n%w = arith.addf %v, %v : vector<0xf32>"))
case("vector-arg-zero-length", "illegal-accepted", RJ + r"vector<0xf32>|at least one|no elements", kernel("", args="%v: vector<0xf32>"))
case("vector-broadcast-zero", "illegal-accepted", RJ + r"vector<0xf32>|at least one|no elements",
     kernel("%f = arith.constant 1.0 : f32\n%v = vector.broadcast %f : f32 to vector<0xf32>"))
case("vector-reduction-zero", "illegal-accepted", RJ + r"vector<0xf32>|at least one|no elements",
     kernel("%v = arith.constant dense<> : vector<0xf32>\n%r = vector.reduction <add>, %v : vector<0xf32> into f32\n%c0 = arith.constant 0 : index\nmemref.store %r, %o[%c0] : memref<?xf32>",
            args="%o: memref<?xf32>"))
case("vector-huge", "hang", RJ + r"vector<1048576xf32>|at most|too many",
     kernel("%f = arith.constant 1.0 : f32\n%v = vector.broadcast %f : f32 to vector<1048576xf32>\n%w = arith.addf %v, %v : vector<1048576xf32>\n%c0 = arith.constant 0 : index\n%e = vector.extract %w[0] : f32 from vector<1048576xf32>\nmemref.store %e, %o[%c0] : memref<?xf32>",
            args="%o: memref<?xf32>"))
case("vector-2d", "handled", "accept",
     kernel("%f = arith.constant 1.0 : f32\n%v = vector.broadcast %f : f32 to vector<2x4xf32>\n%w = arith.addf %v, %v : vector<2x4xf32>"))
case("memref-load-zero-size", "illegal-accepted", RJ + r"memref<0xf32>|no elements|out of bounds",
     kernel("%c0 = arith.constant 0 : index\n%v = memref.load %a[%c0] : memref<0xf32>\nmemref.store %v, %o[%c0] : memref<?xf32>",
            args="%a: memref<0xf32>, %o: memref<?xf32>"))
case("memref-store-zero-size-2d", "illegal-accepted", RJ + r"memref<4x0xf32>|no elements|out of bounds",
     kernel("%c0 = arith.constant 0 : index\n%f = arith.constant 1.0 : f32\nmemref.store %f, %a[%c0, %c0] : memref<4x0xf32>",
            args="%a: memref<4x0xf32>"))
case("vector-load-zero-size-memref", "illegal-accepted", RJ + r"memref<0xf32>|no elements|out of bounds",
     kernel("%c0 = arith.constant 0 : index\n%v = vector.load %a[%c0] : memref<0xf32>, vector<4xf32>\nvector.store %v, %o[%c0] : memref<?xf32>, vector<4xf32>",
            args="%a: memref<0xf32>, %o: memref<?xf32>"))
case("memref-load-constant-out-of-bounds", "illegal-accepted", RJ + r"out of bounds|index 8|\[0, 4\)",
     kernel("%c8 = arith.constant 8 : index\n%c0 = arith.constant 0 : index\n%v = memref.load %a[%c8] : memref<4xf32>\nmemref.store %v, %o[%c0] : memref<?xf32>",
            args="%a: memref<4xf32>, %o: memref<?xf32>"))
case("memref-load-negative-constant-index", "illegal-accepted", RJ + r"out of bounds|index -1|\[0, 4\)",
     kernel("%cm = arith.constant -1 : index\n%c0 = arith.constant 0 : index\n%v = memref.load %a[%cm] : memref<4xf32>\nmemref.store %v, %o[%c0] : memref<?xf32>",
            args="%a: memref<4xf32>, %o: memref<?xf32>"))
case("memref-zero-size-arg-unused", "handled", "accept", kernel("", args="%a: memref<0xf32>"))
case("memref-load-wrong-rank", "handled", RJ + r"expected|indices|rank",
     kernel("%c0 = arith.constant 0 : index\n%v = memref.load %a[%c0] : memref<?x?xf32>", args="%a: memref<?x?xf32>"), args="")
case("memref-i1-element", "handled", RJ + r"i1|element|expected",
     kernel("%c0 = arith.constant 0 : index\n%v = memref.load %a[%c0] : memref<?xi1>\nmemref.store %v, %a[%c0] : memref<?xi1>", args="%a: memref<?xi1>"))
case("memref-unranked", "handled", RJ + r"unranked|expected|memref",
     kernel("", args="%a: memref<*xf32>"))
case("memref-strided-layout", "handled", RJ + r"layout|strided|expected|contiguous",
     kernel("%c0 = arith.constant 0 : index\n%v = memref.load %a[%c0] : memref<4xf32, strided<[2]>>", args="%a: memref<4xf32, strided<[2]>>"))
case("memref-private-space", "handled", RJ + r"memory space|space|expected",
     kernel("%c0 = arith.constant 0 : index\n%v = memref.load %a[%c0] : memref<4xf32, 5>", args="%a: memref<4xf32, 5>"))

# ------------------------------------------------------------------ layouts (CuTe notation)
def apply(layout: str, n: int = 1) -> str:
    coords = ", ".join(["%i"] * n)
    return f"func.func @f(%i: index) -> index {{\n  %0 = layout.apply {layout} ({coords}) : index\n  func.return %0 : index\n}}\n"


for sw, label in (("Sw<9,3,3>", "bits-9"), ("Sw<3,60,3>", "base-60"), ("Sw<3,3,70>", "shift-70"),
                  ("Sw<-1,3,3>", "negative-bits"), ("Sw<3,-2,3>", "negative-base"), ("Sw<99999999999999999999,3,3>", "bits-huge"),
                  ("Sw<3,3,-70>", "shift-minus-70")):
    case(f"swizzle-{label}", "illegal-accepted", RJ + r"Sw|swizzle|Swizzle|expected",
         apply(f"#layout.swizzled<{sw} o (8,64):(64,1)>"), args="")
case("swizzle-base-40", "handled", "accept", apply("#layout.swizzled<Sw<3,40,3> o (8,64):(64,1)>"), args="")
case("swizzle-zero-bits", "handled", "accept", apply("#layout.swizzled<Sw<0,4,3> o (8,64):(64,1)>"), args="")
case("swizzle-overlap", "handled", RJ + r"shift", apply("#layout.swizzled<Sw<3,3,2> o (8,64):(64,1)>"), args="")
for lay, label in (("#layout.layout<(4294967296,4294967296):(4294967296,1)>", "offset-2e19"),
                                      ("#layout.layout<2:9223372036854775807>", "stride-i64-max"),
                   ("#layout.layout<9223372036854775807:2>", "shape-i64-max"),
                   ("#layout.layout<3:-9223372036854775807>", "stride-negative-huge"),
                   ("#layout.layout<99999999999999999999999:1>", "shape-beyond-i64")):
    case(f"layout-{label}", "illegal-accepted", RJ + r"overflow|2\^63|index|exceed|range",
         apply(lay), args="")
case("layout-offset-2e48-fits", "handled", "accept", apply("#layout.layout<(65536,65536,65536):(1,65536,4294967296)>"), args="")
case("layout-largest-fits", "handled", "accept", apply("#layout.layout<(65536,65536):(65536,1)>"), args="-p lower-layout")
case("layout-zero-shape", "handled", RJ + r"shape|positive|expected|zero", apply("#layout.layout<(0,4):(1,0)>"), args="")
case("layout-negative-shape", "handled", RJ + r"shape|positive|expected|negative", apply("#layout.layout<(-4,4):(1,4)>"), args="")
case("layout-mismatched-profile", "handled", RJ + r"profile|congruent|expected|same|stride", apply("#layout.layout<(4,4):(1,(4,1))>"), args="")
case("layout-unbalanced-parens", "handled", RJ + r"expected|Expected|\)", apply("#layout.layout<(4,4:(1,4)>"), args="")
case("layout-apply-too-many-coords", "handled", RJ + r"coordinates", apply("#layout.layout<(4,4):(1,4)>", 3), args="")
case("layout-smem-bad-swizzle", "handled", RJ + r"swizzle", "func.func @f(%i: index) -> index {\n  %0 = layout.apply #layout.smem<128x64xbf16, swizzle = 96B, major = K> (%i, %i) : index\n  func.return %0 : index\n}\n", args="")
case("layout-wgmma-acc-bad-n", "handled", RJ + r"N|n |multiple|expected", "func.func @f(%i: index) -> index {\n  %0 = layout.apply #layout.wgmma_acc<64x7xf32> (%i, %i) : index\n  func.return %0 : index\n}\n", args="")
case("layout-ldmatrix-x3", "handled", RJ + r"x1|x2|x4|expected", "func.func @f(%i: index) -> index {\n  %0 = layout.apply #layout.ldmatrix<x3> (%i, %i) : index\n  func.return %0 : index\n}\n", args="")

# ------------------------------------------------------------------ aproxy
TM = '!aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">'
case("mbarrier-count-2e64", "hang", RJ + r"232448",
     kernel("%b = aproxy.mbarrier_alloc count(18446744073709551616) : !aproxy.mbarrier<18446744073709551616>"))
case("mbarrier-count-1e6", "hang", RJ + r"mbarrier|count|at most|232448|expected",
     kernel("%b = aproxy.mbarrier_alloc count(1048577) : !aproxy.mbarrier<1048577>", attrs="block = [128, 1, 1]"))
case("mbarrier-count-zero", "handled", RJ + r"count|at least|expected|\[1", kernel("%b = aproxy.mbarrier_alloc count(0) : !aproxy.mbarrier<0>"), args="")
case("mbarrier-type-mismatch", "handled", RJ + r"expected|mbarrier", kernel("%b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<4>"), args="")
case("mbarrier-arrivals-zero", "handled", RJ + r"arrival|expected|\[1",
     kernel("%c0 = arith.constant 0 : index\n%b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>\naproxy.mbarrier_init %b[%c0], arrivals(0) : !aproxy.mbarrier<1>"), args="")
case("mbarrier-arrivals-huge", "handled", RJ + r"arrival|expected|2\^20|1048575",
     kernel("%c0 = arith.constant 0 : index\n%b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>\naproxy.mbarrier_init %b[%c0], arrivals(4294967296) : !aproxy.mbarrier<1>"), args="")
case("mbarrier-tx-bytes-huge", "handled", RJ + r"bytes|tx|expected|2\^20|1048575",
     kernel("%c0 = arith.constant 0 : index\n%b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>\naproxy.mbarrier_arrive_expect_tx %b[%c0], bytes(4294967296) : !aproxy.mbarrier<1>"), args="")
case("mbarrier-constant-index-out-of-range", "illegal-accepted", RJ + r"barrier index in \[0, 1\].*found 5",
     kernel("%c5 = arith.constant 5 : index\n%b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>\naproxy.mbarrier_init %b[%c5], arrivals(1) : !aproxy.mbarrier<2>",
            attrs="block = [128, 1, 1]"))
case("pipeline-stages-100000", "hang", RJ + r"stages|at most|232448|expected",
     kernel("%p = aproxy.pipeline stages(100000) full(tx_bytes = 1024) empty(arrivals = 1) : !aproxy.pipeline<100000>", attrs="block = [128, 1, 1]"))
case("pipeline-stages-zero", "handled", RJ + r"stages|at least|expected|\[1",
     kernel("%p = aproxy.pipeline stages(0) full(tx_bytes = 1024) empty(arrivals = 1) : !aproxy.pipeline<0>"), args="")
case("pipeline-type-mismatch", "handled", RJ + r"expected|pipeline",
     kernel("%p = aproxy.pipeline stages(2) full(tx_bytes = 1024) empty(arrivals = 1) : !aproxy.pipeline<3>"), args="")
case("named-barrier-id-16", "handled", RJ + r"id|\[0, 15\]|expected|16", kernel("aproxy.named_barrier_sync id(16), threads(128)", attrs="block = [128, 1, 1]"), args="")
case("named-barrier-threads-not-warp-multiple", "handled", RJ + r"threads|multiple of 32|expected",
     kernel("aproxy.named_barrier_sync id(1), threads(100)", attrs="block = [128, 1, 1]"), args="")
case("named-barrier-threads-over-block", "illegal-accepted", RJ + r"threads|block|expected|more",
     kernel("aproxy.named_barrier_sync id(1), threads(1024)", attrs="block = [128, 1, 1]"))
case("wgmma-wait-huge", "handled", RJ + r"\[0, 7\]|at most|expected|group", kernel("aproxy.wgmma_wait 4294967296"), args="")
case("bulk-wait-huge", "handled", RJ + r"at most|expected|group|\[0", kernel("aproxy.bulk_wait 4294967296"), args="")
case("role-regs-out-of-range", "handled", RJ + r"regs|\[24, 256\]|multiple of 8|expected",
     kernel('aproxy.specialize {\n aproxy.role "a" warpgroups(0) regs(7) {\n }\n}', attrs="block = [128, 1, 1]"), args="")
case("role-warpgroup-outside-block", "handled", RJ + r"warpgroup|block|expected",
     kernel('aproxy.specialize {\n aproxy.role "a" warpgroups(5) regs(40) {\n }\n}', attrs="block = [128, 1, 1]"), args="")
case("role-duplicate-warpgroup", "handled", RJ + r"warpgroup|twice|more than one|expected|overlap",
     kernel('aproxy.specialize {\n aproxy.role "a" warpgroups(0) regs(40) {\n }\n aproxy.role "b" warpgroups(0) regs(40) {\n }\n}', attrs="block = [256, 1, 1]"), args="")
case("tensormap-rank-zero", "handled", RJ + r"rank|expected|\[1, 5\]", kernel("", args='%t: !aproxy.tensormap<0, bf16, box = [], swizzle = "none">'), args="")
case("tensormap-rank-six", "handled", RJ + r"rank|expected|\[1, 5\]",
     kernel("", args='%t: !aproxy.tensormap<6, bf16, box = [1, 1, 1, 1, 1, 1], swizzle = "none">'), args="")
case("tensormap-box-257", "handled", RJ + r"box|256|expected", kernel("", args='%t: !aproxy.tensormap<2, bf16, box = [257, 64], swizzle = "none">'), args="")
case("tensormap-box-zero", "handled", RJ + r"box|\[1, 256\]|expected|positive", kernel("", args='%t: !aproxy.tensormap<2, bf16, box = [0, 64], swizzle = "none">'), args="")
case("tensormap-bad-swizzle", "handled", RJ + r"swizzle|expected", kernel("", args='%t: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "96B">'), args="")
case("tensormap-swizzle-span", "handled", RJ + r"swizzle|128|bytes|expected", kernel("", args='%t: !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "64B">'), args="")
case("tensormap-rank-box-mismatch", "handled", RJ + r"box|rank|expected", kernel("", args='%t: !aproxy.tensormap<2, bf16, box = [64], swizzle = "none">'), args="")
case("tensormap-valid-arg", "handled", "accept", kernel("", args=f"%t: {TM}"))
case("smem-offset-negative", "handled", RJ + r"offset|expected|negative|within",
     kernel("%c = arith.constant -16 : index\n%s = aproxy.smem_alloc 2048 align 16 : !aproxy.smem<2048>\n%v = aproxy.smem_offset %s, %c : !aproxy.smem<2048> -> !aproxy.smem<1024>"), args="")
case("wgmma-bad-shape", "handled", RJ + r"m64|n|shape|expected|wgmma",
     kernel("%d = arith.constant 0 : i64\n%acc = arith.constant dense<0.0> : vector<64xf32>\n%a = aproxy.wgmma m64n7k16 types(bf16, bf16, f32) %d, %d, %acc : i64, vector<64xf32>"), args="")
case("wgmma-acc-length", "handled", RJ + r"accumulator|vector|expected|64",
     kernel("%d = arith.constant 0 : i64\n%acc = arith.constant dense<0.0> : vector<8xf32>\n%a = aproxy.wgmma m64n128k16 types(bf16, bf16, f32) %d, %d, %acc : i64, vector<8xf32>"), args="")
case("elect-one-bad-width", "handled", RJ + r"warp|warpgroup|expected", kernel("aproxy.elect_one cluster {\n}"), args="")
case("tma-load-outside-elect", "handled", RJ + r"expected|elect|one thread|thread",
     kernel(f"%z = arith.constant 0 : i32\n%c0 = arith.constant 0 : index\n%s = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>\n%b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>\naproxy.tma_load %t[%z, %z] -> %s, %b[%c0] : {TM}, !aproxy.smem<8192>, !aproxy.mbarrier<1>",
            args=f"%t: {TM}", attrs="block = [128, 1, 1]"))
case("tma-load-smem-too-small", "handled", RJ + r"bytes|box|expected|smem",
     kernel(f"%z = arith.constant 0 : i32\n%c0 = arith.constant 0 : index\n%s = aproxy.smem_alloc 4096 align 1024 : !aproxy.smem<4096>\n%b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>\naproxy.elect_one warpgroup {{\naproxy.tma_load %t[%z, %z] -> %s, %b[%c0] : {TM}, !aproxy.smem<4096>, !aproxy.mbarrier<1>\n}}",
            args=f"%t: {TM}", attrs="block = [128, 1, 1]"), args="")
case("tma-load-wrong-coord-count", "handled", RJ + r"coordinate|expected|rank",
     kernel(f"%z = arith.constant 0 : i32\n%c0 = arith.constant 0 : index\n%s = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>\n%b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>\naproxy.elect_one warpgroup {{\naproxy.tma_load %t[%z] -> %s, %b[%c0] : {TM}, !aproxy.smem<8192>, !aproxy.mbarrier<1>\n}}",
            args=f"%t: {TM}", attrs="block = [128, 1, 1]"), args="")

# ------------------------------------------------------------------ tile
SB = "!tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>"
ACC = "!tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>"
case("tile-alloc-huge", "illegal-accepted", RJ + r"232448|227 KB|too large|exceed",
     kernel("%a = tile.alloc scope(cta) : !tile.buffer<1024 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>", attrs="block = [128, 1, 1]"))
case("tile-alloc-zero-stages", "handled", RJ + r"stage|expected|positive|at least",
     kernel("%a = tile.alloc scope(cta) : !tile.buffer<0 x 64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>", attrs="block = [128, 1, 1]"), args="")
case("tile-alloc-wrong-scope", "handled", RJ + r"scope|cta|expected", kernel(f"%a = tile.alloc scope(warpgroup) : {SB}"), args="")
case("tile-view-out-of-bounds", "handled", RJ + r"bounds|within|expected|exceed",
     kernel(f"%a = tile.alloc scope(cta) : {SB}\n%v = tile.view %a[96 : 64, 0 : 64] : {SB} -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>",
            attrs="block = [128, 1, 1]"), args="")
case("tile-view-negative-offset", "handled", RJ + r"offset|negative|expected|within|bounds|integer",
     kernel(f"%a = tile.alloc scope(cta) : {SB}\n%v = tile.view %a[-64 : 64, 0 : 64] : {SB} -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>",
            attrs="block = [128, 1, 1]"), args="")
case("tile-global-zero-dim", "handled", RJ + r"shape|positive|expected|zero|dimension",
     kernel("", args="%A: !tile.global<0x64xbf16, row_major>"), args="")
case("tile-global-bad-layout", "handled", RJ + r"row_major|col_major|layout|expected",
     kernel("", args="%A: !tile.global<?x?xbf16, diagonal>"), args="")
case("tile-frag-layout-mismatch", "handled", RJ + r"expected|shape|layout",
     kernel("%f = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x128xf32>>", attrs="block = [128, 1, 1]"), args="")
case("tile-gemm-k-mismatch", "handled", RJ + r"K|expected|shape|mismatch",
     kernel(f"%a = tile.alloc scope(cta) : {SB}\n%b = tile.alloc scope(cta) : !tile.buffer<64x32xbf16, #layout.smem<64x32xbf16, swizzle = 64B, major = K>>\n%z = tile.fill 0.0 scope(warpgroup) : {ACC}\n%d = tile.gemm_async %a, %b, %z scope(warpgroup) : {SB}, !tile.buffer<64x32xbf16, #layout.smem<64x32xbf16, swizzle = 64B, major = K>>, {ACC}",
            attrs="block = [128, 1, 1]"), args="")
case("tile-gemm-in-thread-scope", "handled", RJ + r"scope|warpgroup|expected",
     kernel(f"%a = tile.alloc scope(cta) : {SB}\n%z = tile.fill 0.0 scope(warpgroup) : {ACC}\n%d = tile.gemm_async %a, %a, %z scope(thread) : {SB}, {SB}, {ACC}",
            attrs="block = [128, 1, 1]"), args="")
case("tile-copy-shape-mismatch", "handled", RJ + r"shape|expected|mismatch",
     kernel(f"%a = tile.alloc scope(cta) : {SB}\n%g = tile.view %C[%m : 32, 0 : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<32x64xbf16, row_major>\ntile.copy %a -> %g scope(warpgroup) : {SB} -> !tile.global<32x64xbf16, row_major>",
            args="%C: !tile.global<?x?xbf16, row_major>, %m: index", attrs="block = [128, 1, 1]"), args="")
case("tile-dispatch-no-block-attr", "handled", RJ + r"block = \[x, y, z\]|block",
     kernel("%s = tile.alloc scope(cta) : !tile.buffer<64x64xf32, #layout.smem<64x64xf32, swizzle = none, major = K>>\n"
            "%g = tile.view %C[%m : 64, 0 : 64] : !tile.global<?x?xf32, row_major> -> !tile.global<64x64xf32, row_major>\n"
            "tile.copy %g -> %s scope(cta) : !tile.global<64x64xf32, row_major> -> !tile.buffer<64x64xf32, #layout.smem<64x64xf32, swizzle = none, major = K>>",
            args="%C: !tile.global<?x?xf32, row_major>, %m: index"), args="-p tile-dispatch")
case("tile-dispatch-unknown-variant", "handled", RJ + r"dispatch|variant|expected|unknown",
     kernel(f"%a = tile.alloc scope(cta) : {SB}\n%g = tile.view %C[%m : 64, 0 : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x64xbf16, row_major>\ntile.copy %a -> %g scope(warpgroup) {{dispatch = \"teleport\"}} : {SB} -> !tile.global<64x64xbf16, row_major>",
            args="%C: !tile.global<?x?xbf16, row_major>, %m: index", attrs="block = [128, 1, 1]"), args="-p tile-dispatch")
case("tile-frag-huge", "hang", RJ + r"expected|shape|256|fragment|N",
     kernel("%f = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x1048576xf32, #layout.wgmma_acc<64x1048576xf32>>", attrs="block = [128, 1, 1]"))

# ------------------------------------------------------------------ simt / gpu / nvvm / prof
case("simt-shfl-f64", "handled", RJ + r"i32|f32|expected", kernel("%o = arith.constant 1 : i32\n%a = simt.shfl_xor %v, %o : f64", args="%v: f64"), args="")
# PTX ISA 9.7.9.6 (shfl.sync): a source lane out of range reads the thread's own value
case("simt-shfl-offset-64", "handled", "accept",
     kernel("%o = arith.constant 64 : i32\n%a = simt.shfl_xor %v, %o : f32\n%c0 = arith.constant 0 : index\nmemref.store %a, %r[%c0] : memref<?xf32>",
            args="%v: f32, %r: memref<?xf32>"))
case("gpu-thread-id-w", "handled", RJ + r"x, y or z", kernel("%t = gpu.thread_id w"), args="")
case("gpu-kernel-with-result", "handled", RJ + r"result|return|void|expected",
     "gpu.module @m {\n  gpu.func @k() -> i32 kernel {\n    %c = arith.constant 1 : i32\n    gpu.return %c : i32\n  }\n}\n")
case("gpu-func-outside-module", "handled", RJ + r"gpu.module|expected|parent",
     "gpu.func @k() kernel {\n  gpu.return\n}\n")
case("gpu-no-kernel-module", "handled", "accept", "gpu.module @m {\n}\n")
case("gpu-two-kernels-same-name", "handled", RJ + r"(?i)already|duplicate|redefin|defined",
     "gpu.module @m {\n  gpu.func @k() kernel {\n    gpu.return\n  }\n  gpu.func @k() kernel {\n    gpu.return\n  }\n}\n")
case("gpu-workgroup-attribution", "handled", RJ + r"workgroup", "gpu.module @m {\n  gpu.func @k() workgroup(%w : memref<4xf32, 3>) kernel {\n    gpu.return\n  }\n}\n", args="")
case("nvvm-unknown-slot", "handled", RJ + r"slot|expected|unknown",
     "func.func @f(%a: f32, %b: f32) {\n  %e = nvvm.add<colour = red, type = f32> %a, %b : (f32, f32) -> f32\n  func.return\n}\n", args="")
case("nvvm-type-mismatch", "handled", RJ + r"expected|type|f32",
     "func.func @f(%a: i32, %b: i32) {\n  %e = nvvm.add<type = f32> %a, %b : (i32, i32) -> i32\n  func.return\n}\n", args="")
case("nvvm-unknown-op", "handled", RJ + r"not registered|unknown|expected|Unregistered|no row",
     "func.func @f() {\n  nvvm.teleport<type = f32> : () -> ()\n  func.return\n}\n", args="")
case("nvvm-bar-id-16", "handled", RJ + r"id|\[0, 15\]|expected|16", "func.func @f() {\n  nvvm.bar.sync<id = 16, count = 128> : () -> ()\n  func.return\n}\n", args="")
case("nvvm-bar-count-huge", "handled", RJ + r"count|expected|multiple|range",
     "func.func @f() {\n  nvvm.bar.sync<id = 1, count = 4294967296> : () -> ()\n  func.return\n}\n", args="")
case("nvvm-mov-const-inf-literal", "illegal-accepted", RJ + r"out of range|overflow|too large",
     "func.func @f() {\n  %x = nvvm.mov.const<type = f32> {value = 1.0e400 : f32} : () -> f32\n  func.return\n}\n", args="")
case("prof-range-empty-name", "handled", RJ + r"name|empty|expected",
     kernel('prof.range "" {\n"test.op"() : () -> ()\n}', attrs="block = [128, 1, 1]"), args="-p profile-instrument")
case("prof-unknown-option", "handled", RJ + r"option|unknown|colour|expected",
     kernel("", attrs="block = [128, 1, 1]"), args="-p profile-instrument{colour=red}", located=False)
case("prof-strip-plain", "handled", "accept", kernel('prof.range "r" {\n}', attrs="block = [128, 1, 1]"), args="-p profile-strip")

# ------------------------------------------------------------------ passes: options and levels
for spec, label in (("aproxy-verify-sync{bound=abc}", "verify-sync-bound-text"),
                    ("tile-dispatch{nope=1}", "tile-dispatch-unknown-option"),
                    ("tirx-to-ptx{print_stages=maybe}", "pipeline-bad-bool"),
                    ("no-such-pass", "unknown-pass"),
                    ("tirx-to-ptx{", "unterminated-options")):
    case(f"pass-{label}", "handled",
         RJ + r"option|unknown|expected|bound|pass|spec|malformed|Unknown|invalid|Invalid", kernel(""),
         args=f"-p {spec}", located=False)
for p in ("tile-dispatch", "lower-layout", "aproxy-verify-sync", "aproxy-insert-fences", "aproxy-to-nvvm",
          "gpu-to-nvvm", "memref-to-nvvm", "arith-to-nvvm", "cf-to-nvvm", "profile-instrument", "profile-strip"):
    case(f"pass-{p}-on-empty-module", "legal-rejected", "accept", "", args=f"-p {p}")
    case(f"pass-{p}-on-empty-kernel", "handled", "accept", kernel("", attrs="block = [128, 1, 1]"), args=f"-p {p}")
case("target-ptx-on-tile-level", "handled", RJ + r"expected|tirx-to-ptx|lowered|nvvm|not",
     kernel("%f = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>", attrs="block = [128, 1, 1]"), args="-t ptx")
case("target-ptx-arith-left", "handled", RJ + r"expected|arith|lowered|not|nvvm",
     kernel("%c = arith.constant 1 : index\n%d = arith.addi %c, %c : index"), args="-t ptx")
case("target-unknown", "handled", RJ + r"target|unknown|invalid|choice", kernel(""), args="-t cuda", located=False)
case("arith-to-nvvm-f64-rsqrt", "handled", RJ + r"only f32",
     kernel("%c0 = arith.constant 0 : index\n%x = memref.load %a[%c0] : memref<?xf64>\n%r = math.rsqrt %x : f64\nmemref.store %r, %a[%c0] : memref<?xf64>", args="%a: memref<?xf64>"))
case("arith-divsi-by-zero-constant", "handled", "accept",
     kernel("%c0 = arith.constant 0 : index\n%z = arith.constant 0 : i32\n%x = memref.load %a[%c0] : memref<?xi32>\n%d = arith.divsi %x, %z : i32\nmemref.store %d, %a[%c0] : memref<?xi32>", args="%a: memref<?xi32>"))
case("arith-shift-by-64", "handled", "accept",
     kernel("%c0 = arith.constant 0 : index\n%s = arith.constant 64 : i64\n%x = memref.load %a[%c0] : memref<?xi64>\n%d = arith.shli %x, %s : i64\nmemref.store %d, %a[%c0] : memref<?xi64>", args="%a: memref<?xi64>"))
case("arith-i128", "handled", RJ + r"i128|width|expected|type",
     kernel("%c = arith.constant 1 : i128\n%d = arith.addi %c, %c : i128\n%e = arith.trunci %d : i128 to i32\n%c0 = arith.constant 0 : index\nmemref.store %e, %a[%c0] : memref<?xi32>", args="%a: memref<?xi32>"))
case("arith-i7", "handled", RJ + r"i7|width|expected|type",
     kernel("%c0 = arith.constant 0 : index\n%x = memref.load %a[%c0] : memref<?xi32>\n%t = arith.trunci %x : i32 to i7\n%e = arith.extui %t : i7 to i32\nmemref.store %e, %a[%c0] : memref<?xi32>", args="%a: memref<?xi32>"))
case("math-unsupported", "handled", RJ + r"math|expected|not|support|lower",
     kernel("%c0 = arith.constant 0 : index\n%x = memref.load %a[%c0] : memref<?xf32>\n%r = math.atan2 %x, %x : f32\nmemref.store %r, %a[%c0] : memref<?xf32>", args="%a: memref<?xf32>"))
case("cf-switch-many-cases", "handled", "accept",
     kernel("%c0 = arith.constant 0 : index\n%x = memref.load %a[%c0] : memref<?xi32>\n%v = scf.index_switch %c0 -> i32\n"
            + "".join(f"case {i} {{\n %r{i} = arith.constant {i} : i32\n scf.yield %r{i} : i32\n}}\n" for i in range(40))
            + "default {\n scf.yield %x : i32\n}\nmemref.store %v, %a[%c0] : memref<?xi32>", args="%a: memref<?xi32>"))
case("scf-for-zero-step", "illegal-accepted", RJ + r"step|positive|zero",
     kernel("%c0 = arith.constant 0 : index\n%c4 = arith.constant 4 : index\n%f = arith.constant 1.0 : f32\nscf.for %i = %c0 to %c4 step %c0 {\n memref.store %f, %a[%i] : memref<?xf32>\n}", args="%a: memref<?xf32>"))
case("scf-for-negative-step", "illegal-accepted", RJ + r"step|positive|negative",
     kernel("%c0 = arith.constant 0 : index\n%c4 = arith.constant 4 : index\n%m = arith.constant -1 : index\n%f = arith.constant 1.0 : f32\nscf.for %i = %c0 to %c4 step %m {\n memref.store %f, %a[%i] : memref<?xf32>\n}", args="%a: memref<?xf32>"))
case("scf-for-huge-trip-count", "hang", "accept",
     kernel("%c0 = arith.constant 0 : index\n%big = arith.constant 1000000000000 : index\n%c1 = arith.constant 1 : index\n%f = arith.constant 1.0 : f32\nscf.for %i = %c0 to %big step %c1 {\n memref.store %f, %a[%i] : memref<?xf32>\n}", args="%a: memref<?xf32>"))
case("data-dependent-ifs-nested-40", "hang", "accept",
     kernel("%c0 = arith.constant 0 : index\n%f = arith.constant 1.0 : f32\n%x = memref.load %a[%c0] : memref<?xf32>\n"
            + "".join(f"%t{i} = arith.cmpf ogt, %x, %f : f32\nscf.if %t{i} {{\n" for i in range(40))
            + "memref.store %f, %a[%c0] : memref<?xf32>\n" + "}\n" * 40, args="%a: memref<?xf32>"))
case("data-dependent-ifs-sequential-100", "hang", "accept",
     kernel("%c0 = arith.constant 0 : index\n%f = arith.constant 1.0 : f32\n%x = memref.load %a[%c0] : memref<?xf32>\n"
            + "".join(f"%t{i} = arith.cmpf ogt, %x, %f : f32\nscf.if %t{i} {{\n memref.store %f, %a[%c0] : memref<?xf32>\n}}\n"
                      for i in range(100)), args="%a: memref<?xf32>"))
case("scf-while-infinite", "hang", "accept",
     kernel("%t = arith.constant true\nscf.while () : () -> () {\n scf.condition(%t)\n} do {\n scf.yield\n}"))
case("verify-sync-huge-loop", "hang", "accept",
     kernel("%c0 = arith.constant 0 : index\n%big = arith.constant 1000000000000 : index\n%c1 = arith.constant 1 : index\n"
            "scf.for %i = %c0 to %big step %c1 {\n aproxy.named_barrier_sync id(1), threads(128)\n}", attrs="block = [128, 1, 1]"),
     args="-p aproxy-verify-sync")

# ------------------------------------------------------------------ the examples, mutated
EX = Path(__file__).resolve().parents[2] / "examples"
for ex in ("vector_add", "saxpy", "softmax", "rmsnorm"):
    src = (EX / f"{ex}.mlir").read_text()
    case(f"example-{ex}", "handled", "accept", src)
    case(f"example-{ex}-truncated", "handled", RJ + r"expected|Expected|Could not parse|end of file|not defined|block definition|not registered",
         src[: len(src) * 2 // 3], args="")
    case(f"example-{ex}-renamed-dash", "illegal-accepted", RJ + r"PTX identifier", src.replace(f"@{ex}(", f'@"{ex}-v2"(', 1))
    case(f"example-{ex}-block-2048", "illegal-accepted", RJ + r"1024",
         src.replace(") kernel attributes {", ") kernel attributes {block = [2048, 1, 1], ", 1))
    case(f"example-{ex}-split-twice", "handled", "accept", src + "\n// -----\n" + src, args="--split-input-file " + PIPE)
    case(f"example-{ex}-crlf", "legal-rejected", "accept", src.replace("\n", "\r\n"))
    case(f"example-{ex}-tabs", "handled", "accept", src.replace("    ", "\t"))
    case(f"example-{ex}-generic-roundtrip", "handled", "accept", src, args="--print-op-generic")

# ------------------------------------------------------------------ the second half (generate_more.py)
from generate_more import register  # noqa: E402

register(case, kernel, apply, PIPE, SB, ACC)


def render(c: tuple) -> bytes:
    """A case file: its header lines, then the IR."""
    name, cls, expect, args, ir, located = c
    head = f"// ARGS: {args or '%s'}\n// EXPECT: {expect}\n// CLASS: {cls}\n" + ("" if located else "// LOCATED: no\n")
    return (head + ir).encode("utf-8", "surrogateescape")


def write() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    names = [c[0] for c in CASES]
    dup = {n for n in names if names.count(n) > 1}
    assert not dup, f"duplicate case names: {sorted(dup)}"
    for c in CASES:
        (OUT / f"{c[0]}.mlir").write_bytes(render(c))
    return len(CASES)


if __name__ == "__main__":
    print(f"wrote {write()} cases to {OUT}")
