#!/bin/sh
# Regenerates the nvcc part of the PTX corpus: every src/*.cu compiled for sm_90a to PTX.
# Needs nvcc (CUDA 13.0 made the committed files). Run from anywhere:
#   sh test/ptx_corpus/regen.sh
set -e
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$here/nvcc"
for src in "$here"/src/*.cu; do
  name=$(basename "$src" .cu)
  nvcc -arch=sm_90a -O3 -ptx -o "$here/nvcc/$name.ptx" "$src"
  ptxas -arch=sm_90a "$here/nvcc/$name.ptx" -o /dev/null 2>/dev/null
  echo "nvcc/$name.ptx: $(grep -c ';' "$here/nvcc/$name.ptx") statements"
done
