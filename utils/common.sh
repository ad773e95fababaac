# Shared set-up for utils/run and utils/check: install what is missing from
# Debian's archive, then configure and build into build/.
# Everything here writes to stderr so that utils/run's stdout is the listing.

GFXAS_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
LLVM_ROOT=/usr/lib/llvm-19
BUILD_DIR=${GFXAS_BUILD_DIR:-$GFXAS_ROOT/build}

gfxas_log() { echo "gfxas: $*" >&2; }

# Each entry is "file-that-proves-it-is-installed:debian-package".
GFXAS_REQUIREMENTS=(
  "$LLVM_ROOT/bin/llvm-mc:llvm-19"
  "$LLVM_ROOT/lib/libLLVMSupport.a:llvm-19-dev"
  "$LLVM_ROOT/cmake/LLVMConfig.cmake:llvm-19-dev"
  "$LLVM_ROOT/bin/FileCheck:llvm-19-tools"
  "$LLVM_ROOT/build/utils/lit/lit.py:llvm-19-tools"
  "/usr/include/zstd.h:libzstd-dev"
  "/usr/include/zlib.h:zlib1g-dev"
  "/usr/include/gtest/gtest.h:libgtest-dev"
  "/usr/bin/cmake:cmake"
  "/usr/bin/g++:g++"
  "/usr/bin/make:make"
  "/usr/bin/python3:python3"
)

gfxas_install_deps() {
  local missing=() entry file pkg
  for entry in "${GFXAS_REQUIREMENTS[@]}"; do
    file=${entry%%:*}
    pkg=${entry##*:}
    [ -e "$file" ] || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  # De-duplicate while keeping order.
  mapfile -t missing < <(printf '%s\n' "${missing[@]}" | awk '!seen[$0]++')
  gfxas_log "installing ${missing[*]}"
  local sudo=
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  export DEBIAN_FRONTEND=noninteractive
  if ! { $sudo apt-get update -qq >&2 &&
         $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2; }; then
    gfxas_log "apt-get install ${missing[*]} failed"
    return 1
  fi
}

gfxas_build() {
  local type=${1:-Release}
  if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
    mkdir -p "$BUILD_DIR"
    cmake -S "$GFXAS_ROOT" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE="$type" \
      -DLLVM_DIR="$LLVM_ROOT/cmake" >"$BUILD_DIR/configure.log" 2>&1 ||
      { cat "$BUILD_DIR/configure.log" >&2; gfxas_log "configure failed"; return 1; }
  fi
  local log
  log=$(cmake --build "$BUILD_DIR" -j"$(nproc)" 2>&1) ||
    { echo "$log" >&2; gfxas_log "build failed"; return 1; }
}
