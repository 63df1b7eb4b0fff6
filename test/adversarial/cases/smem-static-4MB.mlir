// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: 232448|227 KB
// CLASS: illegal-accepted
gpu.module @m {
  "memref.global"() <{sym_name = "big", sym_visibility = "private", type = memref<1048576xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
  gpu.func @k(%o: memref<?xf32>) kernel {
    %pbig = memref.get_global @big : memref<1048576xf32, 3>
    %c0big = arith.constant 0 : index
    %vbig = memref.load %pbig[%c0big] : memref<1048576xf32, 3>
    memref.store %vbig, %o[%c0big] : memref<?xf32>
    gpu.return
  }
}
