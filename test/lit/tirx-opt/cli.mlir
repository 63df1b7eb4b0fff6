// RUN: tirx-opt --version | filecheck %s --check-prefix=VERSION
// RUN: tirx-opt --list-passes | filecheck %s --check-prefix=LIST
// RUN: tirx-opt --help | filecheck %s --check-prefix=HELP
// RUN: cat %s | tirx-opt - | filecheck %s --check-prefix=STDIN
// RUN: cat %s | tirx-opt | filecheck %s --check-prefix=STDIN
// RUN: tirx-opt %s -p ' builtin.module( canonicalize , builtin.module(cse) ) ' | filecheck %s --check-prefix=NEST
// RUN: tirx-opt %s -p 'canonicalize,cse' --time-passes 2>%t.err | filecheck %s --check-prefix=NEST
// RUN: filecheck %s --check-prefix=TIME < %t.err
// RUN: tirx-opt %s -p cse --print-between-passes 2>&1 >/dev/null | filecheck %s --check-prefix=BETWEEN
// RUN: tirx-opt %s -o %t.out && filecheck %s --check-prefix=STDIN < %t.out
// RUN: not tirx-opt %S 2>&1 | filecheck %s --check-prefix=DIRIN
// RUN: not tirx-opt %s -o %S 2>&1 | filecheck %s --check-prefix=DIROUT
// RUN: not tirx-opt %t.missing.mlir 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: not tirx-opt %s -o /dev/full 2>&1 | filecheck %s --check-prefix=FULL
// RUN: not tirx-opt %s > /dev/full 2>%t.full; filecheck %s --check-prefix=STDOUTFULL < %t.full
// mlir-opt's command-line conventions.

// VERSION: tirx-opt (tirx-mlir) 0.1.0, on xDSL 0.75.0

// LIST: tirx-mlir passes and pipelines
// LIST: tirx-to-ptx  [pipeline]
// LIST-NEXT: Runs every lowering stage
// LIST-NEXT: print_stages: bool = false: {{.+}}
// LIST: {{^}}  aproxy-verify-sync{{$}}
// LIST-NEXT: {{[A-Z].+}}
// LIST-NEXT: summary: bool = true
// LIST: {{^}}  profile-instrument{{$}}
// LIST: max_events: int = 4096
// LIST: xDSL's passes (canonicalize, cse, dce, ...) are accepted too

// HELP: usage: tirx-opt
// HELP: Our passes: tirx-to-ptx, tile-dispatch,
// HELP-NOT: convert-linalg

// STDIN: func.func @f(%a: i32) -> i32 {
// STDIN-NEXT: %0 = arith.addi %a, %a : i32
// STDIN-NEXT: %1 = arith.addi %a, %a : i32
// NEST: func.func @f(%a: i32) -> i32 {
// NEST-NEXT:  %0 = arith.addi %a, %a : i32
// NEST-NEXT:  func.return %0 : i32

// TIME: tirx-opt execution time report
// TIME: parse
// TIME: canonicalize
// TIME: cse
// TIME: Total

// BETWEEN: // -----// IR Dump After cse //----- //
// BETWEEN-NEXT: builtin.module {

// DIRIN: tirx-opt: error: cannot read '{{.*}}tirx-opt': it is a directory
// DIROUT: tirx-opt: error: cannot write '{{.*}}tirx-opt': it is a directory
// FULL: tirx-opt: error: cannot write '/dev/full': No space left on device
// STDOUTFULL: tirx-opt: error: cannot write the output: No space left on device
// STDOUTFULL-NOT: Traceback
// MISSING: tirx-opt: error: cannot read '{{.*}}missing.mlir': No such file or directory

func.func @f(%a : i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  func.return %0 : i32
}
