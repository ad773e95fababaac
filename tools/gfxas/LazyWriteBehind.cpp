//===- LazyWriteBehind.cpp - The listing's stream, threaded if it helps ---===//

#include "LazyWriteBehind.h"
#include "WriteBehind.h"

using namespace gfxas;

LazyWriteBehind::LazyWriteBehind() = default;
LazyWriteBehind::~LazyWriteBehind() = default;

llvm::raw_ostream &LazyWriteBehind::start(llvm::raw_ostream &Target,
                                          uint64_t InputSize, uint64_t From) {
  if (InputSize < From || !WriteBehindStream::worthwhile())
    return Target;
  Behind = std::make_unique<WriteBehindStream>(Target);
  return *Behind;
}

void LazyWriteBehind::catchUp() {
  if (Behind)
    Behind->catchUp();
}

void LazyWriteBehind::finish() { Behind.reset(); }
