# Install rules, the CMake package and the man page.
#
#   bin/gfxas                        the assembler
#   lib/libgfxas.a                   the library (target gfxasLib)
#   include/gfxas/*.h                the embedding API
#   lib/cmake/gfxas/                 gfxasConfig.cmake, its version file and
#                                    the exported target gfxas::gfxas
#   share/man/man1/gfxas.1.gz        the man page (docs/gfxas.1)
#
# The driver's helper library gfxasDriver is not installed: it is linked
# into bin/gfxas. Paths are relative to the prefix, so the tree can be moved.
include(CMakePackageConfigHelpers)

set(GFXAS_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/gfxas)

install(TARGETS gfxas RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

set_target_properties(gfxasLib PROPERTIES EXPORT_NAME gfxas)
install(TARGETS gfxasLib EXPORT gfxasTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
file(GLOB GFXAS_PUBLIC_HEADERS CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/include/gfxas/*.h)
install(FILES ${GFXAS_PUBLIC_HEADERS}
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/gfxas)

install(EXPORT gfxasTargets NAMESPACE gfxas::
  FILE gfxasTargets.cmake DESTINATION ${GFXAS_CMAKE_DIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/gfxasConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/gfxasConfig.cmake
  INSTALL_DESTINATION ${GFXAS_CMAKE_DIR})
# 0.x: a minor version may change the API.
write_basic_package_version_file(
  ${CMAKE_CURRENT_BINARY_DIR}/gfxasConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/gfxasConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/gfxasConfigVersion.cmake
  DESTINATION ${GFXAS_CMAKE_DIR})

# The man page, compressed as Debian wants it when gzip is there.
set(GFXAS_MANPAGE ${PROJECT_SOURCE_DIR}/docs/gfxas.1)
find_program(GFXAS_GZIP gzip)
if(GFXAS_GZIP)
  set(GFXAS_MANPAGE_GZ ${CMAKE_CURRENT_BINARY_DIR}/man/gfxas.1.gz)
  add_custom_command(OUTPUT ${GFXAS_MANPAGE_GZ}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/man
    COMMAND ${CMAKE_COMMAND} -E copy ${GFXAS_MANPAGE} ${CMAKE_CURRENT_BINARY_DIR}/man/gfxas.1
    COMMAND ${GFXAS_GZIP} -9nf ${CMAKE_CURRENT_BINARY_DIR}/man/gfxas.1
    DEPENDS ${GFXAS_MANPAGE} VERBATIM)
  add_custom_target(gfxas-manpage ALL DEPENDS ${GFXAS_MANPAGE_GZ})
  install(FILES ${GFXAS_MANPAGE_GZ} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
else()
  install(FILES ${GFXAS_MANPAGE} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()

# The man page names every option --help lists, and only those.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME manpage
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/check-manpage.py
          $<TARGET_FILE:gfxas> ${GFXAS_MANPAGE})
