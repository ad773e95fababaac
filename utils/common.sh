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
  # cpack -G DEB (utils/check-install): dpkg-shlibdeps and file find the
  # package's dependencies.
  "/usr/bin/dpkg-shlibdeps:dpkg-dev"
  "/usr/bin/file:file"
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

# gfxas_build [DIR [CMAKE_ARGS...]]: configure DIR (default build/, a
# Release build) once, then build it. A configure that failed (LLVM 19 not
# yet installed, say) leaves a cache but no Makefile, so it is run again.
gfxas_build() {
  local dir=${1:-$BUILD_DIR}
  [ $# -gt 0 ] && shift
  if [ ! -f "$dir/CMakeCache.txt" ] || [ ! -f "$dir/Makefile" ]; then
    mkdir -p "$dir"
    [ $# -gt 0 ] || set -- -DCMAKE_BUILD_TYPE=Release
    cmake -S "$GFXAS_ROOT" -B "$dir" -DLLVM_DIR="$LLVM_ROOT/cmake" "$@" \
      >"$dir/configure.log" 2>&1 ||
      { cat "$dir/configure.log" >&2; gfxas_log "configure of $dir failed"; return 1; }
  fi
  local log
  log=$(cmake --build "$dir" -j"$(nproc)" 2>&1) ||
    { echo "$log" >&2; gfxas_log "build of $dir failed"; return 1; }
}

# The sanitizer build: everything compiled with AddressSanitizer and
# UndefinedBehaviorSanitizer, and any report is fatal.
SANITIZE_DIR=${GFXAS_SANITIZE_DIR:-$GFXAS_ROOT/build-sanitize}
SANITIZE_FLAGS="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
gfxas_build_sanitized() {
  gfxas_build "$SANITIZE_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    "-DCMAKE_CXX_FLAGS=$SANITIZE_FLAGS" \
    "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=address,undefined"
}
# A report aborts the process, so that even a test that expects gfxas to
# fail (`not gfxas ...`) sees a crash rather than an ordinary error exit.
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1:detect_stack_use_after_return=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1:abort_on_error=1}
