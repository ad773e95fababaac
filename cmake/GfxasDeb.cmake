# The Debian package: `cpack -G DEB` in the build folder makes
# gfxas_VERSION_ARCH.deb with what cmake/GfxasInstall.cmake installs, under
# /usr.
set(CPACK_PACKAGE_NAME gfxas)
set(CPACK_PACKAGE_VENDOR "gfxas maintainers")
set(CPACK_PACKAGE_CONTACT
  "Seed 59a73d7b maintainers <maintainers@users.noreply.a-seed-59a73d7b.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
"gfxas assembles the AMDGPU scalar instructions s_sendmsg, s_sendmsghalt,
s_waitcnt, s_delay_alu and s_nop for gfx6 to gfx12, with llvm-mc 19's
command line, listings, encodings, ELF objects and diagnostics.
The package also holds the static library libgfxas.a, its headers and a
CMake package (find_package(gfxas), target gfxas::gfxas); building against
them needs llvm-19-dev.")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
# Depends: what dpkg-shlibdeps finds the binary needs (libc6: libstdc++ is
# linked in, and LLVMSupport statically). The library's users need LLVM's
# headers and archives, which the assembler does not: a suggestion only.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "llvm-19-dev")
include(CPack)
