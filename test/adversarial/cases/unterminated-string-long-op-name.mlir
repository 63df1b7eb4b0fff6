// ARGS: %s
// EXPECT: reject: End of file reached before closing string literal
// CLASS: hang
gpu.module @m {
  gpu.func @k() kernel {
    %y = "memref.extract_aligned_pointer_as_index_of_a_kernel_argument
    gpu.return
  }
}
