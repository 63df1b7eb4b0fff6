// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: traceback
gpu.module @m {
  gpu.func @k() kernel {
    %t = arith.constant true
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
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
