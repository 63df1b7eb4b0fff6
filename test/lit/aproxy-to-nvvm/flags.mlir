// RUN: tirx-opt %s -p aproxy-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p aproxy-to-nvvm | tirx-opt | filecheck %s
// The grid-scope flags (lowering/aproxy_to_nvvm/flags.py): the address is the memref's base
// + 4 i; arrive is red.release.gpu.global.add.u32 of 1; wait spins on ld.acquire.gpu until the
// count, then resets the flag with st.relaxed.gpu (cf form after the pass).

gpu.module @m {
  gpu.func @k(%F: memref<?xi32>, %i: index, %n: index) kernel attributes {block = [128, 1, 1]} {
    aproxy.elect_one warpgroup {
      aproxy.flag_arrive %F[%i] : memref<?xi32>
      aproxy.flag_wait %F[%i] count(%n) : memref<?xi32>
    }
    gpu.return
  }
}
// CHECK:      %[[P:.*]] = "memref.extract_aligned_pointer_as_index"(%F) : (memref<?xi32>) -> index
// CHECK-NEXT: %[[B:.*]] = arith.index_cast %[[P]] : index to i64
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %i : index to i64
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i64
// CHECK-NEXT: %[[O:.*]] = arith.muli %[[I]], %[[C4]] : i64
// CHECK-NEXT: %[[A:.*]] = arith.addi %[[B]], %[[O]] : i64
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: nvvm.red<sem = release, scope = gpu, space = global, op = add, type = u32> %[[A]], %[[ONE]] : (i64, i32) -> ()
// CHECK:      %[[A2:.*]] = arith.addi %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %n : index to i32
// CHECK-NEXT: cf.br ^[[HEAD:.*]]
// CHECK-NEXT: ^[[HEAD]]:
// CHECK-NEXT: %[[V:.*]] = nvvm.ld<sem = acquire, scope = gpu, space = global, type = u32> %[[A2]] : (i64) -> i32
// CHECK-NEXT: %[[NE:.*]] = arith.cmpi ne, %[[V]], %[[N]] : i32
// CHECK-NEXT: cf.cond_br %[[NE]], ^[[BODY:.*]], ^[[EXIT:.*]]
// CHECK:      %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: nvvm.st<sem = relaxed, scope = gpu, space = global, type = u32> %[[A2]], %[[Z]] : (i64, i32) -> ()
