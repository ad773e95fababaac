# Install rules and the CMake package.
#
#   bin/gfxas                        the assembler
#   lib/libgfxas.a                   the library (target gfxasLib)
#   include/gfxas/*.h                the embedding API
#   lib/cmake/gfxas/                 gfxasConfig.cmake, its version file and
#                                    the exported target gfxas::gfxas
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
