// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: traceback
gpu.module @m {
  gpu.func @k(%a: memref<?xf32>, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f = arith.constant 1.0 : f32
    scf.for %i0 = %c0 to %n step %c1 {
    scf.for %i1 = %c0 to %n step %c1 {
    scf.for %i2 = %c0 to %n step %c1 {
    scf.for %i3 = %c0 to %n step %c1 {
    scf.for %i4 = %c0 to %n step %c1 {
    scf.for %i5 = %c0 to %n step %c1 {
    scf.for %i6 = %c0 to %n step %c1 {
    scf.for %i7 = %c0 to %n step %c1 {
    scf.for %i8 = %c0 to %n step %c1 {
    scf.for %i9 = %c0 to %n step %c1 {
    scf.for %i10 = %c0 to %n step %c1 {
    scf.for %i11 = %c0 to %n step %c1 {
    scf.for %i12 = %c0 to %n step %c1 {
    scf.for %i13 = %c0 to %n step %c1 {
    scf.for %i14 = %c0 to %n step %c1 {
    scf.for %i15 = %c0 to %n step %c1 {
    scf.for %i16 = %c0 to %n step %c1 {
    scf.for %i17 = %c0 to %n step %c1 {
    scf.for %i18 = %c0 to %n step %c1 {
    scf.for %i19 = %c0 to %n step %c1 {
    scf.for %i20 = %c0 to %n step %c1 {
    scf.for %i21 = %c0 to %n step %c1 {
    scf.for %i22 = %c0 to %n step %c1 {
    scf.for %i23 = %c0 to %n step %c1 {
    scf.for %i24 = %c0 to %n step %c1 {
    scf.for %i25 = %c0 to %n step %c1 {
    scf.for %i26 = %c0 to %n step %c1 {
    scf.for %i27 = %c0 to %n step %c1 {
    scf.for %i28 = %c0 to %n step %c1 {
    scf.for %i29 = %c0 to %n step %c1 {
    memref.store %f, %a[%i29] : memref<?xf32>
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    gpu.return
  }
}
