//===- LazyWriteBehindOneThread.cpp - The listing's stream, on one thread -===//
//
// The single-threaded build's LazyWriteBehind: with no second thread, the
// listing goes straight to its target.
//
//===----------------------------------------------------------------------===//

#include "LazyWriteBehind.h"

using namespace gfxas;

// WriteBehindStream is never made here, so the unique_ptr of the
// incomplete type is only ever null.
namespace gfxas {
class WriteBehindStream {};
} // namespace gfxas

LazyWriteBehind::LazyWriteBehind() = default;
LazyWriteBehind::~LazyWriteBehind() = default;

llvm::raw_ostream &LazyWriteBehind::start(llvm::raw_ostream &Target, uint64_t,
                                          uint64_t) {
  return Target;
}

void LazyWriteBehind::catchUp() {}

void LazyWriteBehind::finish() {}
