import tirx_mlir.lang as tx

M = tx.symbols("M")[0]


def make_try():
    @tx.kernel
    def k(x: tx.Tensor[M, tx.f32]):
        try:  # LINE: try
            pass
        except ValueError:
            pass
    return k


def make_break():
    @tx.kernel
    def k(x: tx.Tensor[M, tx.f32], n: tx.i32):
        for i in tx.range(n):
            break  # LINE: break
    return k


def make_return():
    @tx.kernel
    def k(x: tx.Tensor[M, tx.f32]):
        return x  # LINE: return
    return k


def make_annotation():
    @tx.kernel
    def k(x: int):  # LINE: annotation
        pass
    return k


def make_macro_return():
    @tx.macro
    def first_index(n):
        for i in tx.range(n):
            return i  # LINE: macro_return

    @tx.kernel
    def k(x: tx.Tensor[M, tx.f32], n: tx.i32):
        first_index(n)
    return k.ir()


def make_self_call():
    @tx.kernel
    def k(x: tx.Tensor[M, tx.f32]):
        k(x)  # LINE: self_call
    return k.ir()


def make_bad_tensor():
    @tx.kernel
    def k(x: tx.Tensor[M, "float99"]):  # LINE: bad_tensor
        pass
    return k


def make_zero_division():
    @tx.kernel
    def k(x: tx.Tensor[M, tx.f32], n: tx.i32):
        m = n % 0  # noqa: F841  # LINE: zero_division
    return k.ir()


def make_float_floordiv():
    @tx.kernel
    def k(x: tx.Tensor[M, tx.f32], s: tx.f32):
        t = s // 2  # noqa: F841  # LINE: float_floordiv
    return k.ir()


def make_other_kernel_call():
    @tx.kernel
    def helper(x: tx.Tensor[M, tx.f32]):
        pass

    @tx.kernel
    def k(x: tx.Tensor[M, tx.f32]):
        helper(x)  # LINE: other_kernel_call
    return k.ir()


def make_window_setitem():
    @tx.kernel
    def k(x: tx.Tensor[M, tx.f32]):
        x[0:4] = 1.0  # LINE: window_setitem
    return k.ir()


def make_window_math():
    @tx.kernel
    def k(x: tx.Tensor[M, tx.f32]):
        x[0:4] += 1.0  # LINE: window_math
    return k.ir()


def make_buffer_math():
    @tx.kernel(threads=128)
    def k(x: tx.Tensor[M, tx.f32]):
        s = tx.alloc((64, 64), tx.bf16)
        t = s * 2  # noqa: F841  # LINE: buffer_math
    return k.ir()


def make_argument_default():
    @tx.kernel
    def k(x: tx.Tensor[M, tx.f32], n: tx.i32 = 4):  # LINE: argument_default
        pass
    return k
