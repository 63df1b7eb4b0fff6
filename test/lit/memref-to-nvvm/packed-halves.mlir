// RUN: tirx-opt %s -p memref-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p memref-to-nvvm | tirx-opt | filecheck %s
// bf16 lanes that an scf.if yields (tile-dispatch's guarded row loads: the vector's lanes
// when the row is inside the tensor, zeros else) leave the if as the b32 words they were
// loaded in, split again after it (lowering/packed_halves.py): the then branch yields the
// ld's words, the else branch the word 0 for each zero pair. A pair that is not one word in
// both branches (@mixed: a lane pair of a word against two unrelated values; @negzero: -0.0,
// whose bits are not the word 0) stays as it was.
// A loop-carried bf16 vector whose lane pairs are words' halves on entry and on the back
// edge (@carried: the persistent row loops' prefetched tile) is carried as a vector of the
// words, unpacked at the top of the body and after the loop.

gpu.module @m {
  gpu.func @guarded(%p: i64, %i: index, %ok: i1) kernel {
    %a = builtin.unrealized_conversion_cast %p : i64 to memref<64xbf16>
    %r:4 = scf.if %ok -> (bf16, bf16, bf16, bf16) {
      %v = vector.load %a[%i] : memref<64xbf16>, vector<4xbf16>
      %e0 = vector.extract %v[0] : bf16 from vector<4xbf16>
      %e1 = vector.extract %v[1] : bf16 from vector<4xbf16>
      %e2 = vector.extract %v[2] : bf16 from vector<4xbf16>
      %e3 = vector.extract %v[3] : bf16 from vector<4xbf16>
      scf.yield %e0, %e1, %e2, %e3 : bf16, bf16, bf16, bf16
    } else {
      %z = arith.constant 0.000000e+00 : bf16
      scf.yield %z, %z, %z, %z : bf16, bf16, bf16, bf16
    }
    %f = arith.extf %r#1 : bf16 to f32
    gpu.return
  }
  gpu.func @mixed(%p: i64, %i: index, %ok: i1, %x: bf16) kernel {
    %a = builtin.unrealized_conversion_cast %p : i64 to memref<64xbf16>
    %r:2 = scf.if %ok -> (bf16, bf16) {
      %v = vector.load %a[%i] : memref<64xbf16>, vector<2xbf16>
      %e0 = vector.extract %v[0] : bf16 from vector<2xbf16>
      %e1 = vector.extract %v[1] : bf16 from vector<2xbf16>
      scf.yield %e0, %e1 : bf16, bf16
    } else {
      scf.yield %x, %x : bf16, bf16
    }
    gpu.return
  }
  gpu.func @negzero(%p: i64, %i: index, %ok: i1) kernel {
    %a = builtin.unrealized_conversion_cast %p : i64 to memref<64xbf16>
    %r:2 = scf.if %ok -> (bf16, bf16) {
      %v = vector.load %a[%i] : memref<64xbf16>, vector<2xbf16>
      %e0 = vector.extract %v[0] : bf16 from vector<2xbf16>
      %e1 = vector.extract %v[1] : bf16 from vector<2xbf16>
      scf.yield %e0, %e1 : bf16, bf16
    } else {
      %z = arith.constant -0.000000e+00 : bf16
      scf.yield %z, %z : bf16, bf16
    }
    gpu.return
  }
  gpu.func @carried(%w0: i32, %w1: i32, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %a, %b = nvvm.mov.split<type = b32> %w0 : (i32) -> (bf16, bf16)
    %v0 = vector.broadcast %a : bf16 to vector<2xbf16>
    %v1 = vector.insert %b, %v0 [1] : bf16 into vector<2xbf16>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%p = %v1) -> (vector<2xbf16>) {
      %e = vector.extract %p[1] : bf16 from vector<2xbf16>
      %f = arith.extf %e : bf16 to f32
      %c, %d = nvvm.mov.split<type = b32> %w1 : (i32) -> (bf16, bf16)
      %u0 = vector.broadcast %c : bf16 to vector<2xbf16>
      %u1 = vector.insert %d, %u0 [1] : bf16 into vector<2xbf16>
      scf.yield %u1 : vector<2xbf16>
    }
    %g = vector.extract %r[0] : bf16 from vector<2xbf16>
    gpu.return
  }
}

// CHECK-LABEL: gpu.func @guarded
// CHECK:        %[[R0:.*]], %[[R1:.*]] = scf.if %ok -> (i32, i32) {
// CHECK:          %[[LD:.*]] = nvvm.ld<space = global, vec = v2, type = b32> %{{.*}} : (i64) -> vector<2xi32>
// CHECK-NEXT:     %[[W0:.*]] = nvvm.mov.extract<type = b32, lane = 0> %[[LD]] : (vector<2xi32>) -> i32
// CHECK-NEXT:     %[[W1:.*]] = nvvm.mov.extract<type = b32, lane = 1> %[[LD]] : (vector<2xi32>) -> i32
// CHECK:          scf.yield %[[W0]], %[[W1]] : i32, i32
// CHECK-NEXT:   } else {
// CHECK:          %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:     %{{.*}} = arith.constant 0 : i32
// CHECK-NEXT:     scf.yield %[[Z]], %{{.*}} : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %[[L0:.*]], %[[H0:.*]] = nvvm.mov.split<type = b32> %[[R0]] : (i32) -> (bf16, bf16)
// CHECK-NEXT:   %{{.*}}, %{{.*}} = nvvm.mov.split<type = b32> %[[R1]] : (i32) -> (bf16, bf16)
// CHECK-NEXT:   %f = arith.extf %[[H0]] : bf16 to f32
// CHECK-NEXT:   gpu.return
// CHECK-LABEL: gpu.func @mixed
// CHECK:        %{{.*}}, %{{.*}} = scf.if %ok -> (bf16, bf16) {
// CHECK:          scf.yield %x, %x : bf16, bf16
// CHECK-LABEL: gpu.func @negzero
// CHECK:        %{{.*}}, %{{.*}} = scf.if %ok -> (bf16, bf16) {
// CHECK:          scf.yield %z, %z : bf16, bf16
// CHECK-LABEL: gpu.func @carried
// CHECK:        %[[V0:.*]] = vector.insert %b, %v0 [1] : bf16 into vector<2xbf16>
// CHECK-NEXT:   %[[I:.*]] = vector.broadcast %w0 : i32 to vector<1xi32>
// CHECK-NEXT:   %[[R:.*]] = scf.for %i = %c0 to %n step %c1 iter_args(%[[A:.*]] = %[[I]]) -> (vector<1xi32>) {
// CHECK-NEXT:     %[[W:.*]] = vector.extract %[[A]][0] : i32 from vector<1xi32>
// CHECK-NEXT:     %[[L:.*]], %[[H:.*]] = nvvm.mov.split<type = b32> %[[W]] : (i32) -> (bf16, bf16)
// CHECK-NEXT:     %[[B:.*]] = vector.broadcast %[[L]] : bf16 to vector<2xbf16>
// CHECK-NEXT:     %p = vector.insert %[[H]], %[[B]] [1] : bf16 into vector<2xbf16>
// CHECK-NEXT:     %e = vector.extract %p[1] : bf16 from vector<2xbf16>
// CHECK:          %[[Y:.*]] = vector.broadcast %w1 : i32 to vector<1xi32>
// CHECK-NEXT:     scf.yield %[[Y]] : vector<1xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %[[RW:.*]] = vector.extract %[[R]][0] : i32 from vector<1xi32>
// CHECK-NEXT:   %{{.*}}, %{{.*}} = nvvm.mov.split<type = b32> %[[RW]] : (i32) -> (bf16, bf16)
// CHECK:        %g = vector.extract %r[0] : bf16 from vector<2xbf16>
