// ARGS: %s
// EXPECT: reject: :\d+:\d+: error: Integer value 300 is out of range for type i8
// CLASS: badly-reported
gpu.module @m {
  gpu.func @k(%o: memref<?xi8>) kernel {
    %v = arith.constant dense<[1, 300]> : vector<2xi8>
    %f = vector.extract %v[0] : i8 from vector<2xi8>
    %c0 = arith.constant 0 : index
    memref.store %f, %o[%c0] : memref<?xi8>
    gpu.return
  }
}
