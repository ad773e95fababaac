//===- LazyWriteBehind.h - The listing's stream, threaded if it helps -*- C++
//-*-//
//
// The driver writes a large listing through a WriteBehindStream when a
// second thread can run beside it. The single-threaded build (the
// WebAssembly driver, GFXAS_SINGLE_THREADED) has no threads to start, so it
// links LazyWriteBehindOneThread.cpp instead of LazyWriteBehind.cpp and
// writes to the target directly; the driver is the same either way.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_TOOLS_LAZYWRITEBEHIND_H
#define GFXAS_TOOLS_LAZYWRITEBEHIND_H

#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <memory>

namespace gfxas {

class WriteBehindStream;

class LazyWriteBehind {
public:
  LazyWriteBehind();
  ~LazyWriteBehind();
  /// The stream to write the listing to: Target, or once InputSize reaches
  /// From and a second thread may run, a write-behind stream over it.
  llvm::raw_ostream &start(llvm::raw_ostream &Target, uint64_t InputSize,
                           uint64_t From);
  /// Before a diagnostic is written: see WriteBehindStream::catchUp.
  void catchUp();
  /// Writes what is left and stops the thread.
  void finish();

private:
  std::unique_ptr<WriteBehindStream> Behind;
};

} // namespace gfxas

#endif
