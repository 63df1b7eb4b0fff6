"""The second half of the adversarial corpus (issue 13, session 3): inputs written as a new
user or a fuzzer would, after the first 295 were all handled. `generate.py` calls `register`
with its helpers, so both halves are written, and checked against the files, together.

Classes as in generate.py, plus:

    badly-reported    rejected, but without a location, or with a message that did not name
                      what was expected and what was found (xDSL's own wording)
"""

from __future__ import annotations


def register(case, kernel, apply, PIPE: str, SB: str, ACC: str) -> None:  # noqa: N803 - generate.py's names
    RJ = "reject: "
    B = "block = [128, 1, 1]"
    C0 = "%c0 = arith.constant 0 : index\n"
    K = kernel("", attrs=B)
    BAD = kernel("%x = arith.addi %nope, %nope : index")

    def k1(body: str, t: str = "f32", **kw) -> str:  # a kernel that stores %f to an output
        return kernel(body + f"\n%c0 = arith.constant 0 : index\nmemref.store %f, %o[%c0] : memref<?x{t}>",
                      args=f"%o: memref<?x{t}>", **kw)

    def opt(label: str, spec: str, expect: str, cls: str = "illegal-accepted") -> None:
        case(f"opt-{label}", cls, expect, K, args=f"-p '{spec}'", located=False)

    # ---------------------------------------------------------------- pass options (mlir-opt: one value per option)
    opt("duplicate-option", "aproxy-verify-sync{bound=5 bound=6}", RJ + r"option 'bound' of aproxy-verify-sync given twice")
    opt("duplicate-option-str", "aproxy-insert-fences{proxy_reading=fence proxy_reading=barrier}", RJ + r"given twice")
    opt("duplicate-option-bool", "tirx-to-ptx{print_stages=true print_stages=false}", RJ + r"given twice")
    opt("int-beyond-64-bits", "aproxy-verify-sync{max_mb=99999999999999999999}", RJ + r"'max_mb': expected an integer within 64 bits, found 99999999999999999999")
    opt("bound-beyond-64-bits", "aproxy-verify-sync{bound=99999999999999999999999}", RJ + r"'bound': expected an integer within 64 bits")
    opt("hang-ms-beyond-64-bits", "tirx-to-ptx{hang_check=true hang_ms=99999999999999999999}", RJ + r"'hang_ms': expected an integer within 64 bits")
    opt("hang-ms-over-an-hour", "tirx-to-ptx{hang_check=true hang_ms=3600001}", RJ + r"'hang_ms': expected a number of milliseconds in \[1, 3600000\].*found 3600001")
    opt("aproxy-to-nvvm-hang-ms-zero", "aproxy-to-nvvm{hang_check=true hang_ms=0}", RJ + r"aproxy-to-nvvm: option 'hang_ms'.*found 0", "badly-reported")
    opt("bool-as-int", "tirx-to-ptx{verify_sync=1}", RJ + r"'verify_sync': expected true or false, found 1", "badly-reported")
    opt("bool-no-value", "tirx-to-ptx{verify_sync}", RJ + r"'verify_sync': expected true or false, found no value", "badly-reported")
    opt("bool-quoted", 'tirx-to-ptx{verify_sync="false"}', RJ + r"'verify_sync': expected true or false, found 'false'", "badly-reported")
    opt("bool-yes", "aproxy-verify-sync{summary=yes}", RJ + r"'summary': expected true or false, found 'yes'", "badly-reported")
    opt("int-as-float", "aproxy-verify-sync{bound=1.5}", RJ + r"'bound': expected one integer, found 1.5", "badly-reported")
    opt("int-as-hex", "aproxy-verify-sync{bound=0x10}", RJ + r"'bound': expected one integer, found '0x10'", "badly-reported")
    opt("proxy-reading-choice", "aproxy-verify-sync{proxy_reading=banana}", RJ + r"option 'proxy_reading': expected one of barrier, fence, found 'banana'", "badly-reported")
    opt("insert-fences-choice", "aproxy-insert-fences{proxy_reading=maybe}", RJ + r"aproxy-insert-fences: option 'proxy_reading'", "badly-reported")
    opt("comma-between-options", "tirx-to-ptx{verify_sync=false,hang_check=true}", RJ + r"malformed pass pipeline", "handled")
    opt("empty-value", "tirx-to-ptx{verify_sync=}", RJ + r"malformed pass pipeline", "handled")
    opt("two-option-groups", "tirx-to-ptx{verify_sync=false}{x=1}", RJ + r"expected ',' between passes", "handled")
    opt("empty-element", "tirx-to-ptx,,cse", RJ + r"expected a pass name", "handled")
    opt("max-states-zero", "aproxy-verify-sync{max_states=0}", RJ + r"'max_states': expected a positive integer, found 0", "handled")
    opt("profile-max-events-huge", "profile-instrument{max_events=16777217}", RJ + r"'max_events': expected an integer in \[1, 16777216\]", "handled")
    for spec, label in ((" builtin.module( tirx-to-ptx ) ", "spaces-around"), ("builtin.module(builtin.module(tirx-to-ptx))", "nested-module"),
                        ("tirx-to-ptx{ }", "empty-options"), ("builtin.module()", "empty-module-pipeline"),
                        ("tile-dispatch,tile-dispatch,tile-dispatch", "pass-three-times")):
        case(f"opt-{label}", "handled", "accept", K, args=f"-p '{spec}'")

    # ---------------------------------------------------------------- --verify-diagnostics and --split-input-file
    VD = "--verify-diagnostics"
    case("vd-annotation-beyond-eof", "handled", RJ + r"expected-error \"undefined\" was not produced", "// expected-error @+100 {{undefined}}\n" + BAD, args=VD)
    case("vd-annotation-above-line-1", "handled", RJ + r"was not produced", "// expected-error @above {{undefined}}\n" + BAD, args=VD)
    case("vd-offset-beyond-64-bits", "handled", RJ + r"was not produced", "// expected-error @+99999999999999999999 {{x}}\n" + BAD, args=VD)
    case("vd-annotation-wrong-line", "handled", RJ + r"unexpected error: use of undefined value", "// expected-error @+1 {{undefined}}\n" + BAD, args=VD)
    case("vd-annotation-right-line", "handled", "accept", "// expected-error @+3 {{undefined}}\n" + BAD, args=VD)
    case("vd-annotation-same-line", "handled", "accept", BAD.replace("index\n", "index // expected-error {{undefined}}\n", 1), args=VD)
    case("vd-regex-unclosed", "handled", RJ + r"was not produced", "// expected-error @+3 {{{{[unclosed}}\n" + BAD, args=VD)
    case("vd-no-braces", "handled", RJ + r"malformed expected-\* annotation", "// expected-error @+3 undefined\n" + BAD, args=VD)
    case("vd-at-garbage", "handled", RJ + r"malformed expected-\* annotation", "// expected-error @foo {{x}}\n" + BAD, args=VD)
    case("vd-expected-but-clean", "handled", RJ + r"expected-error \"anything\" was not produced", "// expected-error @+1 {{anything}}\n" + K, args=VD)
    case("vd-warning-never-produced", "handled", RJ + r"expected-warning \"x\" was not produced", "// expected-warning @+1 {{x}}\n" + K, args=VD)
    case("vd-clean-no-annotations", "handled", "accept", K, args=VD)
    case("vd-crlf-lines", "handled", "accept", ("// expected-error @+3 {{undefined}}\n" + BAD).replace("\n", "\r\n"), args=VD)
    case("vd-annotation-in-other-chunk", "handled", RJ + r"unexpected error", "// expected-error @+6 {{undefined}}\n// -----\n" + BAD,
         args=VD + " --split-input-file")
    case("vd-only-expected-allows-extra", "handled", "accept", BAD, args="--verify-diagnostics=only-expected")
    case("vd-bad-level", "handled", RJ + r"invalid choice: 'sometimes'", BAD, args="--verify-diagnostics=sometimes", located=False)
    case("split-marker-without-space", "badly-reported", RJ + r'Redefinition of symbol "m"', K + "//-----\n" + K, args="--split-input-file")
    case("split-marker-indented", "badly-reported", RJ + r'Redefinition of symbol "m"', K + "   // -----\n" + K, args="--split-input-file")
    case("split-marker-trailing-text", "handled", "accept", K + "// ----- more\n" + K, args="--split-input-file")
    case("split-5000-empty-chunks", "handled", "accept", "// -----\n" * 5000, args="--split-input-file")
    case("split-no-newline-at-eof", "handled", "accept", K + "// -----", args="--split-input-file")
    case("split-error-in-second-chunk-line", "handled", RJ + r":\d+:21: error: use of undefined value", K + "// -----\n" + BAD, args="--split-input-file")
    case("two-modules-same-name", "badly-reported", RJ + r'Redefinition of symbol "m"', "gpu.module @m {\n}\ngpu.module @m {\n}\n", args="")
    case("two-funcs-same-name", "badly-reported", RJ + r'Redefinition of symbol "f"',
         "func.func @f() {\n  func.return\n}\nfunc.func @f() {\n  func.return\n}\n", args="")

    # ---------------------------------------------------------------- bytes, unicode, sizes
    case("nul-at-start", "badly-reported", RJ + r"Unexpected character", "\x00\x00", args="")
    case("elf-bytes", "badly-reported", RJ + r"Unexpected character|UTF-8", "\x7fELF\x02\x01\x01" + "\x00" * 32, args="")
    case("utf16-text", "badly-reported", RJ + r":\d+:\d+: expected UTF-8 text, found the byte 0x[0-9a-f]{2}",
         "gpu.module @m {\n}\n".encode("utf-16").decode("utf-8", "surrogateescape"), args="")
    case("unicode-ssa-name", "badly-reported", RJ + r"Expected suffix identifier after '%'", kernel("%\u00e9 = arith.constant 1 : index"), args="")
    case("zero-width-space-in-name", "handled", RJ + r"Unexpected character", kernel("", name="k\u200b"), args="")
    case("unicode-string-attr", "handled", "accept", kernel("", attrs='block = [128, 1, 1], note = "h\u00e9llo \u2713 \u4e2d\u6587"'))
    case("unicode-rtl-override-comment", "handled", "accept", "// \u2713 \u202e evil\n" + K)
    case("cr-only-line-ends", "handled", "accept", K.replace("\n", "\r"))
    case("one-line-of-1MB", "handled", "accept", '"test.op"() {s = "' + "x" * 1_000_000 + '"} : () -> ()\n', args="")
    case("deep-layout-tuple-300", "handled", RJ + r"nested at most 256 deep",
         apply("#layout.layout<" + "(" * 300 + "4" + ")" * 300 + ":" + "(" * 300 + "1" + ")" * 300 + ">"), args="")
    case("deep-affine-map-300", "handled", RJ + r"nested at most 256 deep",
         '"test.op"() {m = affine_map<(d0) -> (' + "(" * 300 + "d0" + ")" * 300 + ")>} : () -> ()\n", args="")
    case("deep-fused-loc-300", "handled", RJ + r"nested at most 256 deep",
         '"test.op"() : () -> () loc(' + "fused[" * 300 + '"a":1:1' + "]" * 300 + ")\n", args="--print-debuginfo")
    case("explicit-loc-of-other-file", "handled", RJ + r"other\.mlir:99:3: error: gpu.func @k-1: expected a PTX identifier",
         'gpu.module @m {\n  gpu.func @"k-1"() kernel {\n    gpu.return\n  } loc("other.mlir":99:3)\n}\n', args="")

    # ---------------------------------------------------------------- literals that xDSL reported without a location
    case("dense-int-overflow-i8", "badly-reported", RJ + r":\d+:\d+: error: Integer value 300 is out of range for type i8",
         k1("%v = arith.constant dense<[1, 300]> : vector<2xi8>\n%f = vector.extract %v[0] : i8 from vector<2xi8>", "i8"), args="")
    case("arith-addf-on-index", "badly-reported", RJ + r":\d+:\d+: error: Unexpected attribute index",
         k1("%a = arith.constant 1 : index\n%f = arith.addf %a, %a : index"), args="")
    case("arith-cmpi-bad-predicate", "badly-reported", RJ + r":\d+:\d+: error: Unknown comparison mnemonic: wat",
         k1("%a = arith.constant 1 : i32\n%b = arith.cmpi wat, %a, %a : i32\n%f = arith.constant 1.0 : f32"), args="")
    case("tile-fill-i32-overflow", "badly-reported", RJ + r":\d+:\d+: error: Integer value 4294967296 is out of range",
         kernel("%f = tile.fill 4294967296 scope(warpgroup) : !tile.frag<64x64xi32, #layout.wgmma_acc<64x64xf32>>", attrs=B), args="")
    case("int-i64-max-unsigned-spelling", "handled", "accept", k1("%f = arith.constant 18446744073709551615 : i64", "i64"))
    case("int-i64-overflow", "handled", RJ + r"out of range for type i64", k1("%f = arith.constant 18446744073709551616 : i64", "i64"), args="")
    case("int-i64-below-min", "handled", RJ + r"out of range for type i64", k1("%f = arith.constant -9223372036854775809 : i64", "i64"), args="")
    case("int-i16-65536", "handled", RJ + r"out of range for type i16", k1("%f = arith.constant 65536 : i16", "i16"), args="")
    case("float-hex-f64-inf", "handled", "accept", k1("%f = arith.constant 0x7FF0000000000000 : f64", "f64"))
    case("float-hex-too-wide-f32", "handled", RJ + r"Hexadecimal float constant out of range", k1("%f = arith.constant 0x7F80000000 : f32"), args="")
    case("float-f32-denormal", "handled", "accept", k1("%f = arith.constant 1.0e-45 : f32"))
    case("float-f8-over-448", "handled", RJ + r"fits f8E4M3FN \(largest finite 448\)", k1("%f = arith.constant 1000.0 : f8E4M3FN", "f8E4M3FN"), args="")
    case("nvvm-mov-const-u32-over", "illegal-accepted", RJ + r"nvvm.mov.const: expected a value that fits .u32 \(\[0, 4294967295\]\), found 4294967296",
         "func.func @f() {\n  %x = nvvm.mov.const<type = u32> {value = 4294967296 : i64} : () -> i32\n  func.return\n}\n", args="")
    case("nvvm-mov-const-s32-under", "illegal-accepted", RJ + r"fits .s32.*found -2147483649",
         "gpu.module @m {\n  gpu.func @k() kernel {\n    %x = nvvm.mov.const<type = s32> {value = -2147483649 : i64} : () -> i32\n    gpu.return\n  }\n}\n", args="-t ptx")

    # ---------------------------------------------------------------- vector / memref / scf rules of MLIR's verifiers
    case("vector-extract-position-oob", "traceback", RJ + r"vector.extract: expected a position in \[0, 3\].*found 7",
         k1("%v = arith.constant dense<1.0> : vector<4xf32>\n%f = vector.extract %v[7] : f32 from vector<4xf32>"))
    case("vector-insert-position-oob", "traceback", RJ + r"vector.insert: expected a position in \[0, 3\].*found 9",
         k1("%v = arith.constant dense<1.0> : vector<4xf32>\n%g = arith.constant 2.0 : f32\n%w = vector.insert %g, %v[9] : f32 into vector<4xf32>\n%f = vector.extract %w[0] : f32 from vector<4xf32>"))
    case("vector-256-elements", "handled", "accept", k1("%v = arith.constant dense<1.0> : vector<256xf32>\n%f = vector.extract %v[255] : f32 from vector<256xf32>"))
    case("memref-dim-constant-oob", "illegal-accepted", RJ + r"memref.dim: expected a dimension in \[0, 0\].*found 5",
         kernel("%c5 = arith.constant 5 : index\n%d = memref.dim %a, %c5 : memref<?xf32>", args="%a: memref<?xf32>"))
    case("memref-dim-negative", "illegal-accepted", RJ + r"memref.dim: expected a dimension.*found -1",
         kernel("%c = arith.constant -1 : index\n%d = memref.dim %a, %c : memref<?xf32>", args="%a: memref<?xf32>"))
    case("memref-2e64-elements", "illegal-accepted", RJ + r"expected a memref of fewer than 2\^63 bytes",
         kernel(C0 + "%v = memref.load %a[%c0] : memref<18446744073709551615xf32>", args="%a: memref<18446744073709551615xf32>"))
    case("memref-2e64-bytes", "illegal-accepted", RJ + r"fewer than 2\^63 bytes",
         kernel(C0 + "%v = memref.load %a[%c0] : memref<4611686018427387904xf32>\nmemref.store %v, %a[%c0] : memref<4611686018427387904xf32>",
                args="%a: memref<4611686018427387904xf32>"))
    case("memref-rank-8-dynamic", "handled", "accept",
         kernel(C0 + "%v = memref.load %a[%c0,%c0,%c0,%c0,%c0,%c0,%c0,%c0] : memref<?x?x?x?x?x?x?x?xf32>\nmemref.store %v, %a[%c0,%c0,%c0,%c0,%c0,%c0,%c0,%c0] : memref<?x?x?x?x?x?x?x?xf32>",
                args="%a: memref<?x?x?x?x?x?x?x?xf32>"))
    case("memref-rank-0", "handled", "accept", kernel("%v = memref.load %a[] : memref<f32>\nmemref.store %v, %a[] : memref<f32>", args="%a: memref<f32>"))
    case("memref-global-align-2e40", "illegal-accepted", RJ + r"memref.global @g: expected an alignment in \[1, 2\^31\]",
         kernel("%p = memref.get_global @g : memref<4xf32, 3>",
                pre='  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<4xf32, 3>, initial_value, alignment = 1099511627776 : i64}> : () -> ()\n'))
    case("memref-global-align-65536", "handled", "accept",
         kernel("%p = memref.get_global @g : memref<4xf32, 3>",
                pre='  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<4xf32, 3>, initial_value, alignment = 65536 : i64}> : () -> ()\n'))
    case("memref-global-shared-initialized", "handled", RJ + r"shared memory cannot be initialized",
         kernel("%p = memref.get_global @g : memref<4xf32, 3>",
                pre='  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<4xf32, 3>, initial_value = dense<1.0> : tensor<4xf32>, alignment = 16 : i64}> : () -> ()\n'))
    case("vector-load-straddles-end", "handled", RJ + r"found \[2, 6\) in dimension 0 \(out of bounds\)",
         kernel(C0 + "%c2 = arith.constant 2 : index\n%v = vector.load %a[%c2] : memref<4xf32>, vector<4xf32>\nvector.store %v, %o[%c0] : memref<?xf32>, vector<4xf32>",
                args="%a: memref<4xf32>, %o: memref<?xf32>"))
    case("scf-if-results-without-else", "illegal-accepted", RJ + r"scf.if: expected an else region",
         kernel("%t = arith.constant true\n%r = scf.if %t -> (f32) {\n %f = arith.constant 1.0 : f32\n scf.yield %f : f32\n}"))
    case("scf-while-yield-mismatch", "illegal-accepted", RJ + r"scf.while: expected the do region to yield the init types \(f32\), found nothing",
         kernel("%t = arith.constant true\n%f = arith.constant 1.0 : f32\nscf.while (%x = %f) : (f32) -> (f32) {\n scf.condition(%t) %x : f32\n} do {\n^bb0(%y: f32):\n scf.yield\n}"))
    case("scf-for-i32-bounds", "handled", "accept",
         kernel("%a0 = arith.constant 0 : i32\n%a4 = arith.constant 4 : i32\n%a1 = arith.constant 1 : i32\nscf.for %i = %a0 to %a4 step %a1 : i32 {\n}"))
    case("scf-for-negative-step-no-iteration", "handled", "accept",
         kernel("%c4 = arith.constant 4 : index\n%c0 = arith.constant 0 : index\n%m = arith.constant -1 : index\nscf.for %i = %c4 to %c0 step %m {\n}"))
    case("scf-index-switch-duplicate-case", "handled", RJ + r"duplicate case value",
         kernel(C0 + "scf.index_switch %c0\ncase 1 {\n scf.yield\n}\ncase 1 {\n scf.yield\n}\ndefault {\n scf.yield\n}"))

    # ---------------------------------------------------------------- gpu launch attributes
    case("cluster-32-ctas", "illegal-accepted", RJ + r"expected a cluster of at most 16 CTAs.*found \[32, 1, 1\]", kernel("", attrs="block = [128, 1, 1], cluster = [32, 1, 1]"))
    case("cluster-4x4x2", "illegal-accepted", RJ + r"at most 16 CTAs.*\(32 CTAs\)", kernel("", attrs="block = [128, 1, 1], cluster = [4, 4, 2]"))
    case("cluster-3-ctas", "handled", "accept", kernel("", attrs="block = [128, 1, 1], cluster = [3, 1, 1]"))
    case("known-block-size-disagrees-with-block", "illegal-accepted",
         RJ + r"expected `block` and `gpu.known_block_size` to name the same CTA shape, found \[128, 1, 1\] and \[256, 1, 1\]",
         kernel("", attrs="block = [128, 1, 1], gpu.known_block_size = array<i32: 256, 1, 1>"))
    case("known-block-size-agrees", "handled", "accept", kernel("", attrs="block = [128], gpu.known_block_size = array<i32: 128, 1, 1>"))
    case("dynamic-smem-over-227KB", "handled", RJ + r"232448", kernel("", attrs="block = [128, 1, 1], dynamic_smem = 300000"))
    case("kernel-arg-i1", "handled", RJ + r"unsupported kernel argument type i1", kernel("", args="%b: i1"))
    case("kernel-arg-bf16", "handled", "accept", kernel("", args="%b: bf16"))
    case("device-func-thread-id", "handled", RJ + r"@f is not a kernel",
         "gpu.module @m {\n  gpu.func @f() {\n    %t = gpu.thread_id x\n    gpu.return\n  }\n  gpu.func @k() kernel {\n    gpu.return\n  }\n}\n")
    case("tile-global-arg-unused", "legal-rejected", "accept",
         kernel("", args="%A: !tile.global<?x?xf32, row_major>", attrs=B))

    # ---------------------------------------------------------------- tile / layout / aproxy / nvvm
    case("tile-view-stage-oob", "illegal-accepted", RJ + r"tile.view: expected a stage index in \[0, 1\] for 2 stages, found 5",
         kernel("%a = tile.alloc scope(cta) : !tile.buffer<2 x 64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>\n"
                "%c5 = arith.constant 5 : index\n%v = tile.view %a[%c5][:, :] : !tile.buffer<2 x 64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>> -> " + SB,
                attrs=B))
    case("tile-fill-nan-bit-pattern", "handled", "accept",
         kernel(f"%f = tile.fill 0x7FC00000 scope(warpgroup) : {ACC}", attrs=B))
    case("tile-fill-scope-grid", "handled", RJ + r"expected a scope \(cta, warpgroup, warp, thread\), found 'grid'",
         kernel(f"%f = tile.fill 0.0 scope(grid) : {ACC}", attrs=B), args="")
    case("tile-alloc-stages-2e63", "handled", RJ + r"expected at most 232448 bytes",
         kernel("%a = tile.alloc scope(cta) : !tile.buffer<9223372036854775807 x 64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>", attrs=B), args="")
    case("tile-alloc-dtype-disagrees", "handled", RJ + r"is for bf16 elements, but the tile holds f16",
         kernel("%a = tile.alloc scope(cta) : !tile.buffer<64x64xf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>", attrs=B), args="")
    case("layout-64-modes-overflow", "handled", RJ + r"does not fit index arithmetic",
         apply("#layout.layout<(" + ",".join(["2"] * 64) + "):(" + ",".join(str(1 << i) for i in range(64)) + ")>"), args="")
    case("layout-stride-longer-than-shape", "handled", RJ + r"not congruent", apply("#layout.layout<(4,4):(1,4,16)>"), args="")
    case("layout-wgmma-acc-n264", "handled", RJ + r"N a multiple of 8 in \[8, 256\], found N = 264",
         apply("#layout.wgmma_acc<64x264xf32>", 2), args="")
    case("layout-ldmatrix-x8", "handled", RJ + r"expected x1, x2 or x4", apply("#layout.ldmatrix<x8>", 2), args="")
    case("layout-double-swizzle", "handled", RJ + r"Expected integer literal or '\('",
         apply("#layout.swizzled<Sw<3,4,3> o Sw<3,4,3> o (8,64):(64,1)>", 2), args="")
    case("smem-alloc-align-2e40", "handled", RJ + r"power of two in \[1, 1024\], found 1099511627776",
         kernel("%s = aproxy.smem_alloc 1024 align 1099511627776 : !aproxy.smem<1024>", attrs=B), args="")
    case("mbarrier-index-negative", "handled", RJ + r"barrier index in \[0, 1\].*found -1",
         kernel("%c = arith.constant -1 : index\n%b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>\naproxy.mbarrier_init %b[%c], arrivals(1) : !aproxy.mbarrier<2>", attrs=B))
    case("pipeline-tx-bytes-2e32", "handled", RJ + r"full\(tx_bytes\) in \[1, 1048575\]",
         kernel("%p = aproxy.pipeline stages(2) full(tx_bytes = 4294967296) empty(arrivals = 1) : !aproxy.pipeline<2>", attrs=B), args="")
    case("named-barrier-threads-negative", "handled", RJ + r"positive multiple of 32.*found -32",
         kernel("aproxy.named_barrier_sync id(1), threads(-32)", attrs=B), args="")
    case("named-barrier-id-0", "handled", "accept", kernel("aproxy.named_barrier_sync id(0), threads(128)", attrs=B))
    case("wgmma-wait-8-groups", "handled", RJ + r"group count in \[0, 7\], found 8", kernel("aproxy.wgmma_wait 8", attrs=B), args="")
    case("role-regs-256", "handled", "accept", kernel('aproxy.specialize {\n aproxy.role "a" warpgroups(0) regs(256) {\n }\n}', attrs=B))
    case("role-regs-264", "handled", RJ + r"multiple of 8 in \[24, 256\].*found 264",
         kernel('aproxy.specialize {\n aproxy.role "a" warpgroups(0) regs(264) {\n }\n}', attrs=B), args="")
    case("specialize-nested", "handled", RJ + r"not to be nested inside another aproxy.specialize",
         kernel('aproxy.specialize {\n aproxy.role "a" warpgroups(0) regs(40) {\n  aproxy.specialize {\n  }\n }\n}', attrs=B), args="")
    case("tensormap-inner-box-8-bytes", "handled", RJ + r"multiple of 16 bytes, found 8",
         kernel("", args='%t: !aproxy.tensormap<2, bf16, box = [4, 64], swizzle = "none">', attrs=B), args="")
    case("wgmma-desc-lbo-unaligned", "handled", RJ + r"lbo a multiple of 16 in \[0, 2\^18\).*found 17",
         kernel('%s = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>\n%d = aproxy.wgmma_desc %s swizzle("128B") lbo(17) sbo(1024) : !aproxy.smem<16384>', attrs=B), args="")
    case("elect-one-nested", "handled", RJ + r"aproxy.elect_one executes with width warp.*but 1 thread",
         kernel(C0 + "%b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>\naproxy.elect_one warpgroup {\naproxy.elect_one warp {\n"
                "aproxy.mbarrier_init %b[%c0], arrivals(1) : !aproxy.mbarrier<1>\n}\n}", attrs=B))
    case("wgmma-fence-one-thread", "handled", RJ + r"wgmma_fence executes with width warpgroup",
         kernel("%t = gpu.thread_id x\n%c1 = arith.constant 1 : index\n%p = arith.cmpi ult, %t, %c1 : index\nscf.if %p {\naproxy.wgmma_fence\n}", attrs=B))
    case("nvvm-slot-given-twice", "handled", RJ + r"slot 'type' given twice",
         "func.func @f(%a: i32) {\n  %e = nvvm.add<type = s32, type = u32> %a, %a : (i32, i32) -> i32\n  func.return\n}\n", args="")
    case("nvvm-bar-count-100", "handled", RJ + r"slot 'count' has illegal value 100; legal values: 32..1024 step 32",
         "func.func @f() {\n  nvvm.bar.sync<id = 1, count = 100> : () -> ()\n  func.return\n}\n", args="")
    case("nvvm-setmaxnreg-7", "handled", RJ + r"legal values: 24..256 step 8",
         "func.func @f() {\n  nvvm.setmaxnreg<action = inc, count = 7> : () -> ()\n  func.return\n}\n", args="")
    case("nvvm-func-at-top-level-ptx", "handled", RJ + r"expected only gpu.module ops at the top level",
         "func.func @f(%a: i32) {\n  %e = nvvm.add<type = s32> %a, %a : (i32, i32) -> i32\n  func.return\n}\n", args="-t ptx")

    # ---------------------------------------------------------------- the second round (driver flags, regions, layouts)
    case("no-implicit-module-two-modules", "illegal-accepted",
         RJ + r"expected a single top-level builtin.module \(--no-implicit-module\), found more input after it",
         "builtin.module {\n}\nbuiltin.module {\n}\n", args="--no-implicit-module")
    case("no-implicit-module-one", "handled", "accept", "builtin.module {\n" + K + "}\n", args="--no-implicit-module")
    case("no-implicit-module-bare-op", "handled", RJ + r"builtin.module operation expected", K, args="--no-implicit-module")
    case("output-is-a-directory", "handled", RJ + r"cannot write '/tmp': it is a directory", K, args="-o /tmp", located=False)
    case("target-mlir-unknown-option", "handled", RJ + r'Provided arguments \["x"\] not found', K, args="-t 'mlir{x=1}'", located=False)
    case("two-modules-one-kernel-name", "handled", RJ + r"@k is defined twice; PTX has one namespace",
         "gpu.module @a {\n  gpu.func @k() kernel {\n    gpu.return\n  }\n}\ngpu.module @b {\n  gpu.func @k() kernel {\n    gpu.return\n  }\n}\n")
    case("kernel-name-ptx-opcode", "handled", "accept", kernel("", name="ret", attrs=B))
    case("kernel-name-1100-chars", "handled", "accept", kernel("", name="k" + "a" * 1100, attrs=B))
    case("scf-if-yields-two-for-one", "illegal-accepted",
         RJ + r"scf.if: expected the then region to yield the results' types \(f32\), found f32, f32",
         kernel("%t = arith.constant true\n%r = scf.if %t -> (f32) {\n %f = arith.constant 1.0 : f32\n scf.yield %f, %f : f32, f32\n}"
                " else {\n %g = arith.constant 1.0 : f32\n scf.yield %g : f32\n}"), args="")
    case("cf-cond-br-successor-args", "illegal-accepted",
         RJ + r"cf.cond_br: expected successor #1 to get the block's argument types \(f32\), found none",
         kernel("%t = arith.constant true\n%f = arith.constant 1.0 : f32\ncf.cond_br %t, ^bb1(%f : f32), ^bb1\n^bb1(%x: f32):"), args="")
    case("cf-block-arg-i1", "handled", "accept",
         kernel("%t = arith.constant true\ncf.cond_br %t, ^bb1(%t : i1), ^bb1(%t : i1)\n^bb1(%x: i1):", attrs=B))
    case("layout-apply-coordinate-oob", "illegal-accepted", RJ + r"layout.apply: expected coordinate 0 in \[0, 3\].*found 100",
         "func.func @f() -> index {\n  %i = arith.constant 100 : index\n  %0 = layout.apply #layout.layout<(4,4):(1,4)> (%i, %i) : index\n"
         "  func.return %0 : index\n}\n", args="-p lower-layout")
    case("layout-apply-linear-index-oob", "illegal-accepted", RJ + r"expected a linear index in \[0, 15\].*found 16",
         "func.func @f() -> index {\n  %i = arith.constant 16 : index\n  %0 = layout.apply #layout.layout<(4,4):(1,4)> (%i) : index\n"
         "  func.return %0 : index\n}\n", args="-p lower-layout")
    case("layout-apply-last-coordinate", "handled", "accept",
         "func.func @f() -> index {\n  %i = arith.constant 15 : index\n  %0 = layout.apply #layout.layout<(4,4):(1,4)> (%i) : index\n"
         "  func.return %0 : index\n}\n", args="-p lower-layout")
    case("cluster-sync-without-cluster", "handled", RJ + r"expected the enclosing kernel to declare cluster",
         kernel("aproxy.cluster_sync", attrs=B))
    case("cluster-sync-one-thread", "handled", RJ + r"aproxy.cluster_sync has width cluster",
         kernel("%t = gpu.thread_id x\n%c1 = arith.constant 1 : index\n%p = arith.cmpi ult, %t, %c1 : index\nscf.if %p {\naproxy.cluster_sync\n}",
                attrs="block = [128, 1, 1], cluster = [2, 1, 1]"))
    case("profile-markers-none-and-roles", "handled", RJ + r"expected none alone", K, args="-p 'profile-instrument{markers=none,roles}'", located=False)
    case("scf-for-vector-iter-arg", "handled", "accept",
         kernel(C0 + "%c4 = arith.constant 4 : index\n%c1 = arith.constant 1 : index\n%v = arith.constant dense<1.0> : vector<4xf32>\n"
                "%r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %v) -> (vector<4xf32>) {\n %y = arith.addf %x, %x : vector<4xf32>\n"
                " scf.yield %y : vector<4xf32>\n}\n%e = vector.extract %r[0] : f32 from vector<4xf32>\nmemref.store %e, %o[%c0] : memref<?xf32>",
                args="%o: memref<?xf32>", attrs=B))
    # SIMT kernels: a CTA barrier some threads of the block do not reach (PTX ISA "bar, barrier")
    TID = "%t = gpu.thread_id x\n%c = arith.constant {n} : index\n%p = arith.cmpi ult, %t, %c : index\nscf.if %p {{\ngpu.barrier\n}}"
    case("gpu-barrier-five-threads", "illegal-accepted", RJ + r"gpu.barrier has width cta .* but 5 of the block's 128 threads reach it",
         kernel(TID.format(n=5), attrs=B))
    case("gpu-barrier-half-block", "illegal-accepted", RJ + r"but 64 of the block's 128 threads reach it", kernel(TID.format(n=64), attrs=B))
    case("gpu-barrier-whole-block-branch", "handled", "accept", kernel(TID.format(n=128), attrs=B))
    case("gpu-barrier-uniform-argument-branch", "handled", "accept",
         kernel("%c = arith.constant 0 : index\n%p = arith.cmpi ugt, %n, %c : index\nscf.if %p {\ngpu.barrier\n}", args="%n: index", attrs=B))
    case("gpu-barrier-block-id-branch", "handled", "accept",
         kernel("%b = gpu.block_id x\n%c = arith.constant 1 : index\n%p = arith.cmpi ult, %b, %c : index\nscf.if %p {\ngpu.barrier\n}", attrs=B))
    case("gpu-barrier-no-block-attr", "handled", "accept", kernel(TID.format(n=5)))
    # wgmma accumulators (PTX ISA "wgmma.mma_async": .dtype .f16 takes .f16/.e4m3/.e5m2 inputs)
    WG = ("%d = arith.constant 0 : i64\n%acc = arith.constant dense<{z}> : {t}\naproxy.wgmma_fence\n"
          "%a = aproxy.wgmma m64n128k{k} types({ta}, {tb}, {td}) %d, %d, %acc : i64, {t}\naproxy.wgmma_commit\naproxy.wgmma_wait 0")
    case("wgmma-e4m3-f16-accumulator", "legal-rejected", "accept",
         kernel(WG.format(z=0, t="vector<32xi32>", k=32, ta="e4m3", tb="e4m3", td="f16"), attrs=B))
    case("wgmma-e5m2-e4m3-f16-accumulator", "legal-rejected", "accept",
         kernel(WG.format(z=0, t="vector<32xi32>", k=32, ta="e5m2", tb="e4m3", td="f16"), attrs=B))
    case("wgmma-f16-f16-accumulator", "legal-rejected", "accept",
         kernel(WG.format(z=0, t="vector<32xi32>", k=16, ta="f16", tb="f16", td="f16"), attrs=B))
    case("wgmma-bf16-f16-accumulator", "handled", RJ + r"expected accumulator type f32 for bf16 operands",
         kernel(WG.format(z="0.0", t="vector<64xf32>", k=16, ta="bf16", tb="bf16", td="f16"), attrs=B), args="")
    # tile.reduce_sum2 (session 5): two row sums of one row tile in one exchange across warps
    R2 = ("%a = tile.fill 1.0 scope(cta) : !tile.frag<1x2048x{ta}, #tile.rows<1x2048, threads = 256, vec = 8>>\n"
          "%b = tile.fill 2.0 scope(cta) : !tile.frag<{rb}x2048x{ta}, #tile.rows<{rb}x2048, threads = 256, vec = 8>>\n"
          "%s, %q = \"tile.reduce_sum2\"(%a, %b) <{{scope = \"cta\"}}> : (!tile.frag<1x2048x{ta}, #tile.rows<1x2048, threads = 256, vec = 8>>, "
          "!tile.frag<{rb}x2048x{ta}, #tile.rows<{rb}x2048, threads = 256, vec = 8>>) -> (!tile.frag<1x{ta}, #tile.rows<1x2048, threads = 256, vec = 8>>, "
          "!tile.frag<1x{ta}, #tile.rows<1x2048, threads = 256, vec = 8>>)")
    B256 = "block = [256, 1, 1]"
    case("tile-reduce-sum2-two-layouts", "handled", RJ + r"tile.reduce_sum2: expected two operands of one type",
         kernel(R2.format(ta="f32", rb=2), attrs=B256))
    case("tile-reduce-sum2-bf16", "handled", RJ + r"tile.reduce_sum2: expected f32 fragments .*found bf16",
         kernel(R2.format(ta="bf16", rb=1), attrs=B256))
    case("tile-reduce-sum2-across-eight-warps", "handled", "accept", kernel(R2.format(ta="f32", rb=1), attrs=B256))
    case("wgmma-f16-accumulator-as-f32-vector", "handled", RJ + r"expected an accumulator of type vector<32xi32> \(N/4 packed f16x2",
         kernel(WG.format(z="0.0", t="vector<64xf32>", k=32, ta="e4m3", tb="e4m3", td="f16"), attrs=B), args="")
    # a string literal that never closes, after a long run of plain characters (session 7's
    # fuzzer: a truncated op name hung the lexer, whose regex backtracked exponentially in the
    # run's length; source._STRING_LITERAL matches the same language in linear time)
    case("unterminated-string-long-op-name", "hang", RJ + r"End of file reached before closing string literal",
         kernel('%y = "memref.extract_aligned_pointer_as_index_of_a_kernel_argument'), args="")
    case("unterminated-string-long-attribute", "hang", RJ + r"closing string literal",
         'gpu.module @m attributes {a = "' + "x" * 80 + '} {\n}\n', args="")
    case("unterminated-string-escapes-then-run", "hang", RJ + r"closing string literal",
         kernel('%y = arith.constant "a\\n\\t\\41' + "y" * 60 + ' : i32'), args="")
    # tile.stash (session 8): a row tile kept in shared memory, one slice per warpgroup
    ST = ("%w = tile.fill 2.0 scope({s}) : !tile.frag<1x{n}x{t}, #tile.rows<1x{n}, threads = {th}, vec = {v}>>\n"
          "%h = tile.stash %w scope({s}) : !tile.frag<1x{n}x{t}, #tile.rows<1x{n}, threads = {th}, vec = {v}>>\n"
          "%u = tile.add %h, %h scope({s}) : !tile.frag<1x{n}x{t}, #tile.rows<1x{n}, threads = {th}, vec = {v}>>")
    case("tile-stash-no-block-attribute", "handled", RJ + r"tile.stash: variant 'row_tile': expected the kernel to have a block",
         kernel(ST.format(s="warpgroup", n=512, t="f32", th=128, v=4)))
    case("tile-stash-over-the-shared-memory", "handled", RJ + r"!aproxy.smem: expected a size in \[1, 232448\] bytes, found 262144",
         kernel(ST.format(s="cta", n=65536, t="f32", th=1024, v=8), attrs="block = [1024, 1, 1]"))
    case("tile-stash-two-values-a-thread", "handled", RJ + r"tile.stash: expected a multiple of 4 values a thread",
         kernel(ST.format(s="cta", n=512, t="f32", th=256, v=2), attrs=B256), args="")
    case("tile-stash-bf16", "handled", RJ + r"tile.stash: expected an f32 fragment, found bf16",
         kernel(ST.format(s="cta", n=2048, t="bf16", th=256, v=8), attrs=B256), args="")
    case("tile-stash-warpgroup-tiles-in-two-warpgroups", "handled", "accept",
         kernel(ST.format(s="warpgroup", n=512, t="f32", th=128, v=4), attrs=B256))
