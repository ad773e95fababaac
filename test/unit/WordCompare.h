//===- WordCompare.h - Words against the words wanted -----------*- C++ -*-===//
//
// The round trip tests' last step: the words assembled again must be the
// words wanted, one by one.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_TEST_UNIT_WORDCOMPARE_H
#define GFXAS_TEST_UNIT_WORDCOMPARE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include "gtest/gtest.h"
#include <string>

namespace gfxas {

/// Appends Word to Bytes as the disassembler reads it, little-endian.
inline void appendWordBytes(std::string &Bytes, uint32_t Word) {
  char B[4];
  llvm::support::endian::write32le(B, Word);
  Bytes.append(B, 4);
}

/// Expects Got to be Want word for word; reports the first five words that
/// differ, and how many do.
inline void expectSameWords(llvm::ArrayRef<uint32_t> Got,
                            llvm::ArrayRef<uint32_t> Want) {
  ASSERT_EQ(Got.size(), Want.size());
  unsigned Mismatches = 0;
  for (size_t W = 0; W < Want.size(); ++W)
    if (Got[W] != Want[W] && ++Mismatches <= 5)
      ADD_FAILURE() << "word " << W << ": 0x" << llvm::utohexstr(Got[W])
                    << ", want 0x" << llvm::utohexstr(Want[W]);
  EXPECT_EQ(Mismatches, 0u);
}

} // namespace gfxas

#endif
