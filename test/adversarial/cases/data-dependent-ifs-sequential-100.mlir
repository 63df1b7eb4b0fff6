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
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t1 = arith.cmpf ogt, %x, %f : f32
    scf.if %t1 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t2 = arith.cmpf ogt, %x, %f : f32
    scf.if %t2 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t3 = arith.cmpf ogt, %x, %f : f32
    scf.if %t3 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t4 = arith.cmpf ogt, %x, %f : f32
    scf.if %t4 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t5 = arith.cmpf ogt, %x, %f : f32
    scf.if %t5 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t6 = arith.cmpf ogt, %x, %f : f32
    scf.if %t6 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t7 = arith.cmpf ogt, %x, %f : f32
    scf.if %t7 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t8 = arith.cmpf ogt, %x, %f : f32
    scf.if %t8 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t9 = arith.cmpf ogt, %x, %f : f32
    scf.if %t9 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t10 = arith.cmpf ogt, %x, %f : f32
    scf.if %t10 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t11 = arith.cmpf ogt, %x, %f : f32
    scf.if %t11 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t12 = arith.cmpf ogt, %x, %f : f32
    scf.if %t12 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t13 = arith.cmpf ogt, %x, %f : f32
    scf.if %t13 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t14 = arith.cmpf ogt, %x, %f : f32
    scf.if %t14 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t15 = arith.cmpf ogt, %x, %f : f32
    scf.if %t15 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t16 = arith.cmpf ogt, %x, %f : f32
    scf.if %t16 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t17 = arith.cmpf ogt, %x, %f : f32
    scf.if %t17 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t18 = arith.cmpf ogt, %x, %f : f32
    scf.if %t18 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t19 = arith.cmpf ogt, %x, %f : f32
    scf.if %t19 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t20 = arith.cmpf ogt, %x, %f : f32
    scf.if %t20 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t21 = arith.cmpf ogt, %x, %f : f32
    scf.if %t21 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t22 = arith.cmpf ogt, %x, %f : f32
    scf.if %t22 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t23 = arith.cmpf ogt, %x, %f : f32
    scf.if %t23 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t24 = arith.cmpf ogt, %x, %f : f32
    scf.if %t24 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t25 = arith.cmpf ogt, %x, %f : f32
    scf.if %t25 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t26 = arith.cmpf ogt, %x, %f : f32
    scf.if %t26 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t27 = arith.cmpf ogt, %x, %f : f32
    scf.if %t27 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t28 = arith.cmpf ogt, %x, %f : f32
    scf.if %t28 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t29 = arith.cmpf ogt, %x, %f : f32
    scf.if %t29 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t30 = arith.cmpf ogt, %x, %f : f32
    scf.if %t30 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t31 = arith.cmpf ogt, %x, %f : f32
    scf.if %t31 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t32 = arith.cmpf ogt, %x, %f : f32
    scf.if %t32 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t33 = arith.cmpf ogt, %x, %f : f32
    scf.if %t33 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t34 = arith.cmpf ogt, %x, %f : f32
    scf.if %t34 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t35 = arith.cmpf ogt, %x, %f : f32
    scf.if %t35 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t36 = arith.cmpf ogt, %x, %f : f32
    scf.if %t36 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t37 = arith.cmpf ogt, %x, %f : f32
    scf.if %t37 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t38 = arith.cmpf ogt, %x, %f : f32
    scf.if %t38 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t39 = arith.cmpf ogt, %x, %f : f32
    scf.if %t39 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t40 = arith.cmpf ogt, %x, %f : f32
    scf.if %t40 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t41 = arith.cmpf ogt, %x, %f : f32
    scf.if %t41 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t42 = arith.cmpf ogt, %x, %f : f32
    scf.if %t42 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t43 = arith.cmpf ogt, %x, %f : f32
    scf.if %t43 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t44 = arith.cmpf ogt, %x, %f : f32
    scf.if %t44 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t45 = arith.cmpf ogt, %x, %f : f32
    scf.if %t45 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t46 = arith.cmpf ogt, %x, %f : f32
    scf.if %t46 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t47 = arith.cmpf ogt, %x, %f : f32
    scf.if %t47 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t48 = arith.cmpf ogt, %x, %f : f32
    scf.if %t48 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t49 = arith.cmpf ogt, %x, %f : f32
    scf.if %t49 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t50 = arith.cmpf ogt, %x, %f : f32
    scf.if %t50 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t51 = arith.cmpf ogt, %x, %f : f32
    scf.if %t51 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t52 = arith.cmpf ogt, %x, %f : f32
    scf.if %t52 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t53 = arith.cmpf ogt, %x, %f : f32
    scf.if %t53 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t54 = arith.cmpf ogt, %x, %f : f32
    scf.if %t54 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t55 = arith.cmpf ogt, %x, %f : f32
    scf.if %t55 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t56 = arith.cmpf ogt, %x, %f : f32
    scf.if %t56 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t57 = arith.cmpf ogt, %x, %f : f32
    scf.if %t57 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t58 = arith.cmpf ogt, %x, %f : f32
    scf.if %t58 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t59 = arith.cmpf ogt, %x, %f : f32
    scf.if %t59 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t60 = arith.cmpf ogt, %x, %f : f32
    scf.if %t60 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t61 = arith.cmpf ogt, %x, %f : f32
    scf.if %t61 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t62 = arith.cmpf ogt, %x, %f : f32
    scf.if %t62 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t63 = arith.cmpf ogt, %x, %f : f32
    scf.if %t63 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t64 = arith.cmpf ogt, %x, %f : f32
    scf.if %t64 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t65 = arith.cmpf ogt, %x, %f : f32
    scf.if %t65 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t66 = arith.cmpf ogt, %x, %f : f32
    scf.if %t66 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t67 = arith.cmpf ogt, %x, %f : f32
    scf.if %t67 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t68 = arith.cmpf ogt, %x, %f : f32
    scf.if %t68 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t69 = arith.cmpf ogt, %x, %f : f32
    scf.if %t69 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t70 = arith.cmpf ogt, %x, %f : f32
    scf.if %t70 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t71 = arith.cmpf ogt, %x, %f : f32
    scf.if %t71 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t72 = arith.cmpf ogt, %x, %f : f32
    scf.if %t72 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t73 = arith.cmpf ogt, %x, %f : f32
    scf.if %t73 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t74 = arith.cmpf ogt, %x, %f : f32
    scf.if %t74 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t75 = arith.cmpf ogt, %x, %f : f32
    scf.if %t75 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t76 = arith.cmpf ogt, %x, %f : f32
    scf.if %t76 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t77 = arith.cmpf ogt, %x, %f : f32
    scf.if %t77 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t78 = arith.cmpf ogt, %x, %f : f32
    scf.if %t78 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t79 = arith.cmpf ogt, %x, %f : f32
    scf.if %t79 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t80 = arith.cmpf ogt, %x, %f : f32
    scf.if %t80 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t81 = arith.cmpf ogt, %x, %f : f32
    scf.if %t81 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t82 = arith.cmpf ogt, %x, %f : f32
    scf.if %t82 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t83 = arith.cmpf ogt, %x, %f : f32
    scf.if %t83 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t84 = arith.cmpf ogt, %x, %f : f32
    scf.if %t84 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t85 = arith.cmpf ogt, %x, %f : f32
    scf.if %t85 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t86 = arith.cmpf ogt, %x, %f : f32
    scf.if %t86 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t87 = arith.cmpf ogt, %x, %f : f32
    scf.if %t87 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t88 = arith.cmpf ogt, %x, %f : f32
    scf.if %t88 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t89 = arith.cmpf ogt, %x, %f : f32
    scf.if %t89 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t90 = arith.cmpf ogt, %x, %f : f32
    scf.if %t90 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t91 = arith.cmpf ogt, %x, %f : f32
    scf.if %t91 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t92 = arith.cmpf ogt, %x, %f : f32
    scf.if %t92 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t93 = arith.cmpf ogt, %x, %f : f32
    scf.if %t93 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t94 = arith.cmpf ogt, %x, %f : f32
    scf.if %t94 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t95 = arith.cmpf ogt, %x, %f : f32
    scf.if %t95 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t96 = arith.cmpf ogt, %x, %f : f32
    scf.if %t96 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t97 = arith.cmpf ogt, %x, %f : f32
    scf.if %t97 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t98 = arith.cmpf ogt, %x, %f : f32
    scf.if %t98 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    %t99 = arith.cmpf ogt, %x, %f : f32
    scf.if %t99 {
     memref.store %f, %a[%c0] : memref<?xf32>
    }
    gpu.return
  }
}
