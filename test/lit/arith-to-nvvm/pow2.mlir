// RUN: tirx-opt %s -p arith-to-nvvm | filecheck %s
// Unsigned division and remainder by a constant power of two become shr / and (ptxas keeps
// div.u64 / rem.u64 by a register constant as a called subroutine); other divisors and
// signed division stay div / rem.

gpu.module @m {
  gpu.func @k(%x: index, %a: i32) kernel {
    %c128 = arith.constant 128 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : i32
    %0 = arith.divui %x, %c128 : index
    %1 = arith.remui %x, %c128 : index
    %2 = arith.divui %x, %c6 : index
    %3 = arith.remui %a, %c8 : i32
    %4 = arith.divsi %a, %c8 : i32
    gpu.return
  }
}
// CHECK:      %c128 = arith.constant 128 : i64
// CHECK-NEXT: %c6 = arith.constant 6 : i64
// CHECK-NEXT: %c8 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.constant 7 : i32
// CHECK-NEXT: %1 = nvvm.shr<type = u64> %x, %0 : (i64, i32) -> i64
// CHECK-NEXT: %2 = arith.constant 127 : i64
// CHECK-NEXT: %3 = nvvm.and<type = b64> %x, %2 : (i64, i64) -> i64
// CHECK-NEXT: %4 = nvvm.div<type = u64> %x, %c6 : (i64, i64) -> i64
// CHECK-NEXT: %5 = arith.constant 7 : i32
// CHECK-NEXT: %6 = nvvm.and<type = b32> %a, %5 : (i32, i32) -> i32
// CHECK-NEXT: %7 = nvvm.div<type = s32> %a, %c8 : (i32, i32) -> i32
