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

# LLVM 19's source, Debian's llvm-toolchain-19 source package: the web
# build compiles its Support library (utils/build-web), and the check takes
# LLVM's own MC tests from it (utils/fetch-llvm-tests). It is downloaded
# once into a cache outside the tree that every checkout and build shares,
# GFXAS_LLVM_SOURCE_DIR: a fresh clone, as CI's, does not fetch 160 MB
# again.
LLVM_VERSION=19.1.7
LLVM_SOURCE_DIR=${GFXAS_LLVM_SOURCE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/gfxas-llvm-source}
LLVM_SOURCE_TARBALL=$LLVM_SOURCE_DIR/llvm-toolchain-19_$LLVM_VERSION.orig.tar.xz
# The directory the tarball's files are under.
LLVM_SOURCE_TOP=llvm-toolchain-19_$LLVM_VERSION

# gfxas_fetch_llvm_source: downloads the source package into
# LLVM_SOURCE_DIR unless its tarball is there, with apt-get source, adding
# deb-src entries for Debian 12 when apt knows no such version.
gfxas_fetch_llvm_source() {
  [ -f "$LLVM_SOURCE_TARBALL" ] && return 0
  local sudo=
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  if ! apt-cache showsrc llvm-toolchain-19 2>/dev/null | grep -q "^Version: 1:$LLVM_VERSION"; then
    gfxas_log "adding deb-src entries for Debian 12 (/etc/apt/sources.list.d/gfxas-src.sources)"
    $sudo tee /etc/apt/sources.list.d/gfxas-src.sources >/dev/null <<'SRC'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb-src
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
    $sudo apt-get update -qq >&2 || { gfxas_log "apt-get update failed"; return 1; }
  fi
  gfxas_log "downloading LLVM $LLVM_VERSION's source into $LLVM_SOURCE_DIR"
  # Into a scratch directory first: an interrupted download leaves no
  # tarball that looks whole.
  local tmp
  mkdir -p "$LLVM_SOURCE_DIR" &&
    tmp=$(mktemp -d "$LLVM_SOURCE_DIR/download.XXXXXX") || return 1
  if ! (cd "$tmp" && apt-get source --download-only -qq llvm-toolchain-19 >&2) ||
     [ ! -f "$tmp/${LLVM_SOURCE_TARBALL##*/}" ]; then
    rm -rf "$tmp"
    gfxas_log "cannot download LLVM $LLVM_VERSION's source (apt-get source llvm-toolchain-19)"
    return 1
  fi
  mv "$tmp"/* "$LLVM_SOURCE_DIR/" && rmdir "$tmp"
}
