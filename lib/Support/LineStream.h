//===- LineStream.h - A buffered stream into a small string -----*- C++ -*-===//
//
// llvm::raw_svector_ostream has no buffer: every '<<' of a listing line's
// pieces (a mnemonic, a register, a number, a comma) is a virtual write of
// its own. This one collects them on the stack and appends to the string
// when it is flushed or goes out of scope.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_SUPPORT_LINESTREAM_H
#define GFXAS_LIB_SUPPORT_LINESTREAM_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

namespace gfxas {

class LineStream final : public llvm::raw_ostream {
public:
  explicit LineStream(llvm::SmallVectorImpl<char> &Out) : Out(Out) {
    SetBuffer(Storage, sizeof(Storage));
  }
  ~LineStream() override { flush(); }

private:
  void write_impl(const char *Ptr, size_t Size) override {
    Out.append(Ptr, Ptr + Size);
  }
  uint64_t current_pos() const override { return Out.size(); }

  llvm::SmallVectorImpl<char> &Out;
  char Storage[256];
};

} // namespace gfxas

#endif
