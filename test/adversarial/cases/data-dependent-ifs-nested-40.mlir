// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: hang
gpu.module @m {
  gpu.func @k(%a: memref<?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %f = arith.constant 1.0 : f32
    %x = memref.load %a[%c0] : memref<?xf32>
    %t0 = arith.cmpf ogt, %x, %f : f32
    scf.if %t0 {
    %t1 = arith.cmpf ogt, %x, %f : f32
    scf.if %t1 {
    %t2 = arith.cmpf ogt, %x, %f : f32
    scf.if %t2 {
    %t3 = arith.cmpf ogt, %x, %f : f32
    scf.if %t3 {
    %t4 = arith.cmpf ogt, %x, %f : f32
    scf.if %t4 {
    %t5 = arith.cmpf ogt, %x, %f : f32
    scf.if %t5 {
    %t6 = arith.cmpf ogt, %x, %f : f32
    scf.if %t6 {
    %t7 = arith.cmpf ogt, %x, %f : f32
    scf.if %t7 {
    %t8 = arith.cmpf ogt, %x, %f : f32
    scf.if %t8 {
    %t9 = arith.cmpf ogt, %x, %f : f32
    scf.if %t9 {
    %t10 = arith.cmpf ogt, %x, %f : f32
    scf.if %t10 {
    %t11 = arith.cmpf ogt, %x, %f : f32
    scf.if %t11 {
    %t12 = arith.cmpf ogt, %x, %f : f32
    scf.if %t12 {
    %t13 = arith.cmpf ogt, %x, %f : f32
    scf.if %t13 {
    %t14 = arith.cmpf ogt, %x, %f : f32
    scf.if %t14 {
    %t15 = arith.cmpf ogt, %x, %f : f32
    scf.if %t15 {
    %t16 = arith.cmpf ogt, %x, %f : f32
    scf.if %t16 {
    %t17 = arith.cmpf ogt, %x, %f : f32
    scf.if %t17 {
    %t18 = arith.cmpf ogt, %x, %f : f32
    scf.if %t18 {
    %t19 = arith.cmpf ogt, %x, %f : f32
    scf.if %t19 {
    %t20 = arith.cmpf ogt, %x, %f : f32
    scf.if %t20 {
    %t21 = arith.cmpf ogt, %x, %f : f32
    scf.if %t21 {
    %t22 = arith.cmpf ogt, %x, %f : f32
    scf.if %t22 {
    %t23 = arith.cmpf ogt, %x, %f : f32
    scf.if %t23 {
    %t24 = arith.cmpf ogt, %x, %f : f32
    scf.if %t24 {
    %t25 = arith.cmpf ogt, %x, %f : f32
    scf.if %t25 {
    %t26 = arith.cmpf ogt, %x, %f : f32
    scf.if %t26 {
    %t27 = arith.cmpf ogt, %x, %f : f32
    scf.if %t27 {
    %t28 = arith.cmpf ogt, %x, %f : f32
    scf.if %t28 {
    %t29 = arith.cmpf ogt, %x, %f : f32
    scf.if %t29 {
    %t30 = arith.cmpf ogt, %x, %f : f32
    scf.if %t30 {
    %t31 = arith.cmpf ogt, %x, %f : f32
    scf.if %t31 {
    %t32 = arith.cmpf ogt, %x, %f : f32
    scf.if %t32 {
    %t33 = arith.cmpf ogt, %x, %f : f32
    scf.if %t33 {
    %t34 = arith.cmpf ogt, %x, %f : f32
    scf.if %t34 {
    %t35 = arith.cmpf ogt, %x, %f : f32
    scf.if %t35 {
    %t36 = arith.cmpf ogt, %x, %f : f32
    scf.if %t36 {
    %t37 = arith.cmpf ogt, %x, %f : f32
    scf.if %t37 {
    %t38 = arith.cmpf ogt, %x, %f : f32
    scf.if %t38 {
    %t39 = arith.cmpf ogt, %x, %f : f32
    scf.if %t39 {
    memref.store %f, %a[%c0] : memref<?xf32>
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
