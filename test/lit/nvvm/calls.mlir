// RUN: tirx-opt --split-input-file %s | tirx-opt --split-input-file | filecheck %s
// Call-sequence rows (PTX ISA 9.7.12.5 call): `call` / `call.ret` name the callee, the return
// .param variable and the parameter list as symbols; `st.param` writes a .param variable by name.

// CHECK-LABEL: func.func @seq
func.func @seq(%a: f32, %x: i64, %h: bf16) {
  // CHECK-NEXT: nvvm.st.param<type = f32> %a {sym = @param0} : (f32) -> ()
  nvvm.st.param<type = f32> %a {sym = @param0} : (f32) -> ()
  // CHECK-NEXT: nvvm.st.param<type = b64> %x {sym = @param1, offset = 8 : i64} : (i64) -> ()
  nvvm.st.param<type = b64> %x {sym = @param1, offset = 8 : i64} : (i64) -> ()
  // CHECK-NEXT: nvvm.st.param<type = bf16> %h {sym = @param2} : (bf16) -> ()
  nvvm.st.param<type = bf16> %h {sym = @param2} : (bf16) -> ()
  // CHECK-NEXT: nvvm.call.ret<uni> {ret = @retval0, callee = @axpy, args = [@param0, @param1, @param2]} : () -> ()
  nvvm.call.ret<uni> {ret = @retval0, callee = @axpy, args = [@param0, @param1, @param2]} : () -> ()
  // CHECK-NEXT: nvvm.ld<space = param, type = f32> {sym = @retval0} : () -> f32
  %r = nvvm.ld<space = param, type = f32> {sym = @retval0} : () -> f32
  // CHECK-NEXT: nvvm.call {callee = @bump, args = [@param0]} : () -> ()
  nvvm.call {callee = @bump, args = [@param0]} : () -> ()
  // CHECK-NEXT: nvvm.call<uni> {callee = @nothing} : () -> ()
  nvvm.call<uni> {callee = @nothing} : () -> ()
  func.return
}
