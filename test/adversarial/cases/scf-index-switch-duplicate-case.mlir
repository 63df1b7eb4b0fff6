// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: duplicate case value
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %c0 = arith.constant 0 : index
    scf.index_switch %c0
    case 1 {
     scf.yield
    }
    case 1 {
     scf.yield
    }
    default {
     scf.yield
    }
    gpu.return
  }
}
