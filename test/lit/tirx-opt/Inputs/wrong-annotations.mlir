func.func @f() {
  %0 = arith.constant 1 : i32
  // expected-error @+1 {{operand is used with type i64}}
  %1 = arith.addi %0, %0 : i64
  func.return
}
// -----
func.func @g() {
  %0 = arith.constant 1 : i32
  %1 = arith.addi %0, %0 : i64 // expected-error-re {{operand {{.*}} type i64}}
  func.return
}
// -----
func.func @h() {
  %0 = arith.constant 1 : i32
  %1 = arith.addi %0, %0 : i64
  // expected-error @above {{wrong text}}
  func.return
}
// -----
func.func @k() {
  func.return
  // expected-error @below {{never}}
}
