// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// The input reader (tirx_mlir/source.py): literals out of their type's range, nesting deeper than
// 256 brackets, and rules xDSL's verifiers of builtin, memref, vector and scf ops leave out.

// -----
// An empty chunk, and one of comments only, are empty modules.

// -----

// expected-error @below {{expected a value that fits f16 (largest finite 65504), found 70000, which is out of range}}
%a = arith.constant 70000.0 : f16

// -----

// expected-error @below {{expected a value that fits f32 (largest finite 3.40282e+38), found 1e+39, which is out of range}}
%a = arith.constant 1.0e39 : f32

// -----

// 65519 rounds to 65504, the largest f16; hex literals are bit patterns (here: infinity).
%a = arith.constant 65519.0 : f16
%b = arith.constant 0x7C00 : f16

// -----

// expected-error @below {{expected a floating-point literal within the range of f64 (largest finite 1.79769e+308), found 1.0e400, which is out of range}}
%a = arith.constant 1.0e400 : f64

// -----

// expected-error @below {{expected values within the range of the element type, found one out of range}}
%a = arith.constant dense<70000.0> : vector<8xf16>

// -----

// expected-error @below {{expected an index value within 64 bits, found 36893488147419103232}}
%a = arith.constant 36893488147419103232 : index

// -----

// expected-error @below {{expected brackets nested at most 256 deep, found this one nested deeper than 256}}
"test.op"() {a = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]} : () -> ()

// -----

func.func @f() {
  // expected-error @below {{expected a vector of at least one element, found vector<0xf32>}}
  %v = arith.constant dense<> : vector<0xf32>
  func.return
}

// -----

func.func @f(%x: f32) {
  // expected-error @below {{expected a vector of at most 256 elements (vectors are scalarized into registers, at most 255 per thread), found vector<1024xf32> (1024 elements)}}
  %v = vector.broadcast %x : f32 to vector<1024xf32>
  func.return
}

// -----

func.func @f(%a: memref<4xf32>) {
  %c4 = arith.constant 4 : index
  // expected-error @below {{expected indices within the extents of memref<4xf32>, found index 4 in dimension 0 (out of bounds)}}
  %v = memref.load %a[%c4] : memref<4xf32>
  func.return
}

// -----

func.func @f(%a: memref<8xf32>) {
  %c6 = arith.constant 6 : index
  // expected-error @below {{expected indices within the extents of memref<8xf32>, found [6, 10) in dimension 0 (out of bounds)}}
  %v = vector.load %a[%c6] : memref<8xf32>, vector<4xf32>
  func.return
}

// -----

func.func @f(%a: memref<0xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{expected a memref with elements, found memref<0xf32>: every access to it is out of bounds}}
  memref.store %x, %a[%c0] : memref<0xf32>
  func.return
}

// -----

// memref<0xT, 3> is the dynamic shared-memory window: accesses are not known to be out of bounds.
func.func @f(%a: memref<0xf32, 3>, %i: index) {
  %v = memref.load %a[%i] : memref<0xf32, 3>
  func.return
}

// -----

func.func @f(%a: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{expected 2 indices (one per dimension of memref<?x?xf32>), found 1}}
  %v = memref.load %a[%c0] : memref<?x?xf32>
  func.return
}

// -----

func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{expected a positive constant step (MLIR's scf.for rule), found 0: the loop would not end}}
  scf.for %i = %c0 to %n step %c0 {
  }
  func.return
}
