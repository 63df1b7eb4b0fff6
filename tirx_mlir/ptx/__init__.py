"""The PTX instruction table seen from the command line.

    python -m tirx_mlir.ptx list        every form, one per line, as PTX spells it
    python -m tirx_mlir.ptx certify     assemble every row's legal slot combinations with ptxas
"""
