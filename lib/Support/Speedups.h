//===- Speedups.h - Whether the speed machinery is built --------*- C++ -*-===//
//
// The caches (the listing's printed lines and the tables under them) and the
// driver's process tuning buy time, never meaning: every output is the same
// without them. A build configured with -DGFXAS_SPEEDUPS=OFF leaves them out,
// so that a reader or a bug hunt can see the plain path alone; at run time a
// sink's setSpeedups(false) (the driver's hidden --no-speedups) takes the same
// plain path.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_SUPPORT_SPEEDUPS_H
#define GFXAS_LIB_SUPPORT_SPEEDUPS_H

namespace gfxas {

#ifdef GFXAS_NO_SPEEDUPS
inline constexpr bool SpeedupsBuilt = false;
#else
inline constexpr bool SpeedupsBuilt = true;
#endif

} // namespace gfxas

#endif
