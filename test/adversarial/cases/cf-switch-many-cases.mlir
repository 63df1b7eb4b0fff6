// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: memref<?xi32>) kernel {
    %c0 = arith.constant 0 : index
    %x = memref.load %a[%c0] : memref<?xi32>
    %v = scf.index_switch %c0 -> i32
    case 0 {
     %r0 = arith.constant 0 : i32
     scf.yield %r0 : i32
    }
    case 1 {
     %r1 = arith.constant 1 : i32
     scf.yield %r1 : i32
    }
    case 2 {
     %r2 = arith.constant 2 : i32
     scf.yield %r2 : i32
    }
    case 3 {
     %r3 = arith.constant 3 : i32
     scf.yield %r3 : i32
    }
    case 4 {
     %r4 = arith.constant 4 : i32
     scf.yield %r4 : i32
    }
    case 5 {
     %r5 = arith.constant 5 : i32
     scf.yield %r5 : i32
    }
    case 6 {
     %r6 = arith.constant 6 : i32
     scf.yield %r6 : i32
    }
    case 7 {
     %r7 = arith.constant 7 : i32
     scf.yield %r7 : i32
    }
    case 8 {
     %r8 = arith.constant 8 : i32
     scf.yield %r8 : i32
    }
    case 9 {
     %r9 = arith.constant 9 : i32
     scf.yield %r9 : i32
    }
    case 10 {
     %r10 = arith.constant 10 : i32
     scf.yield %r10 : i32
    }
    case 11 {
     %r11 = arith.constant 11 : i32
     scf.yield %r11 : i32
    }
    case 12 {
     %r12 = arith.constant 12 : i32
     scf.yield %r12 : i32
    }
    case 13 {
     %r13 = arith.constant 13 : i32
     scf.yield %r13 : i32
    }
    case 14 {
     %r14 = arith.constant 14 : i32
     scf.yield %r14 : i32
    }
    case 15 {
     %r15 = arith.constant 15 : i32
     scf.yield %r15 : i32
    }
    case 16 {
     %r16 = arith.constant 16 : i32
     scf.yield %r16 : i32
    }
    case 17 {
     %r17 = arith.constant 17 : i32
     scf.yield %r17 : i32
    }
    case 18 {
     %r18 = arith.constant 18 : i32
     scf.yield %r18 : i32
    }
    case 19 {
     %r19 = arith.constant 19 : i32
     scf.yield %r19 : i32
    }
    case 20 {
     %r20 = arith.constant 20 : i32
     scf.yield %r20 : i32
    }
    case 21 {
     %r21 = arith.constant 21 : i32
     scf.yield %r21 : i32
    }
    case 22 {
     %r22 = arith.constant 22 : i32
     scf.yield %r22 : i32
    }
    case 23 {
     %r23 = arith.constant 23 : i32
     scf.yield %r23 : i32
    }
    case 24 {
     %r24 = arith.constant 24 : i32
     scf.yield %r24 : i32
    }
    case 25 {
     %r25 = arith.constant 25 : i32
     scf.yield %r25 : i32
    }
    case 26 {
     %r26 = arith.constant 26 : i32
     scf.yield %r26 : i32
    }
    case 27 {
     %r27 = arith.constant 27 : i32
     scf.yield %r27 : i32
    }
    case 28 {
     %r28 = arith.constant 28 : i32
     scf.yield %r28 : i32
    }
    case 29 {
     %r29 = arith.constant 29 : i32
     scf.yield %r29 : i32
    }
    case 30 {
     %r30 = arith.constant 30 : i32
     scf.yield %r30 : i32
    }
    case 31 {
     %r31 = arith.constant 31 : i32
     scf.yield %r31 : i32
    }
    case 32 {
     %r32 = arith.constant 32 : i32
     scf.yield %r32 : i32
    }
    case 33 {
     %r33 = arith.constant 33 : i32
     scf.yield %r33 : i32
    }
    case 34 {
     %r34 = arith.constant 34 : i32
     scf.yield %r34 : i32
    }
    case 35 {
     %r35 = arith.constant 35 : i32
     scf.yield %r35 : i32
    }
    case 36 {
     %r36 = arith.constant 36 : i32
     scf.yield %r36 : i32
    }
    case 37 {
     %r37 = arith.constant 37 : i32
     scf.yield %r37 : i32
    }
    case 38 {
     %r38 = arith.constant 38 : i32
     scf.yield %r38 : i32
    }
    case 39 {
     %r39 = arith.constant 39 : i32
     scf.yield %r39 : i32
    }
    default {
     scf.yield %x : i32
    }
    memref.store %v, %a[%c0] : memref<?xi32>
    gpu.return
  }
}
