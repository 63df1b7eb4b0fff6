// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: 232448|227 KB
// CLASS: illegal-accepted
gpu.module @m {
  "memref.global"() <{sym_name = "s1", sym_visibility = "private", type = memref<40000xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
  "memref.global"() <{sym_name = "s2", sym_visibility = "private", type = memref<40000xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
  gpu.func @k(%o: memref<?xf32>) kernel {
    %ps1 = memref.get_global @s1 : memref<40000xf32, 3>
    %c0s1 = arith.constant 0 : index
    %vs1 = memref.load %ps1[%c0s1] : memref<40000xf32, 3>
    memref.store %vs1, %o[%c0s1] : memref<?xf32>
    %ps2 = memref.get_global @s2 : memref<40000xf32, 3>
    %c0s2 = arith.constant 0 : index
    %vs2 = memref.load %ps2[%c0s2] : memref<40000xf32, 3>
    memref.store %vs2, %o[%c0s2] : memref<?xf32>
    gpu.return
  }
}
