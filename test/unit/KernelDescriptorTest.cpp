//===- KernelDescriptorTest.cpp - The .amdhsa_kernel model vs llvm-mc -----===//
//
// Each case of KernelDescriptorCases.inc (written by utils/gen-kd-tests
// from llvm-mc 19) is an .amdhsa_kernel block with llvm-mc's listing and
// descriptor bytes, or its first error with line and column. The test
// feeds the block's fields to the model with the offsets the parser will
// give it and compares.
//
//===----------------------------------------------------------------------===//

#include "Target/KernelDescriptor.h"
#include "llvm/ADT/StringExtras.h"
#include "gtest/gtest.h"

using namespace gfxas;

namespace {

struct KdCase {
  const char *Cpu, *Mattr;
  unsigned CodeObjectVersion;
  const char *Fields;
  const char *Listing = nullptr, *Bytes = nullptr;
  unsigned Line = 0, Column = 0;
  const char *Message = nullptr;
};

const KdCase Cases[] = {
#define KD_CASE(Cpu, Mattr, Cov, Fields, Listing, Bytes)                       \
  {Cpu, Mattr, Cov, Fields, Listing, Bytes},
#define KD_ERROR(Cpu, Mattr, Cov, Fields, Line, Column, Message)               \
  {Cpu, Mattr, Cov, Fields, nullptr, nullptr, Line, Column, Message},
#include "KernelDescriptorCases.inc"
};

/// The source utils/gen-kd-tests assembles (its source()); u is a symbol
/// the block cannot evaluate.
std::string kdSource(const KdCase &C) {
  std::string S;
  if (C.CodeObjectVersion)
    S += ".amdhsa_code_object_version " + std::to_string(C.CodeObjectVersion) +
         "\n";
  S += ".text\nk:\n  s_endpgm\n.rodata\n.amdhsa_kernel k\n";
  llvm::SmallVector<llvm::StringRef> Lines;
  llvm::StringRef(C.Fields).split(Lines, '\n');
  for (llvm::StringRef L : Lines)
    S += "  " + L.str() + "\n";
  return S + ".end_amdhsa_kernel\nu = 1\n";
}

std::pair<unsigned, unsigned> lineColumn(llvm::StringRef Text,
                                         uint32_t Offset) {
  llvm::StringRef Before = Text.take_front(Offset);
  unsigned Line = Before.count('\n') + 1;
  size_t LastNewline = Before.rfind('\n');
  unsigned Column =
      LastNewline == llvm::StringRef::npos ? Offset + 1 : Offset - LastNewline;
  return {Line, Column};
}

struct Result {
  bool Ok;
  Diagnostic Err;
  KernelDescriptorBuilder KD;
};

KdTarget targetOf(const KdCase &C) {
  const CpuInfo *Cpu = lookupCpu(C.Cpu);
  llvm::StringRef Mattr = C.Mattr;
  KdTarget T = KdTarget::forCpu(*Cpu, !Mattr.contains("-xnack"),
                                Mattr.contains("+wavefrontsize64"));
  T.CuMode = Mattr.contains("+cumode");
  T.TgSplit = Mattr.contains("+tgsplit");
  if (C.CodeObjectVersion)
    T.CodeObjectVersion = C.CodeObjectVersion;
  return T;
}

/// Walks the source's block as the parser will: the name and the value of
/// each field line, then the end of `.end_amdhsa_kernel`.
Result assemble(const KdCase &C, llvm::StringRef Src) {
  Result R{true, {}, KernelDescriptorBuilder(targetOf(C), "k")};
  size_t Pos = Src.find(".amdhsa_kernel k\n") + 17;
  while (true) {
    size_t Eol = Src.find('\n', Pos);
    llvm::StringRef Line = Src.slice(Pos, Eol);
    size_t NameStart = Pos + Line.find('.');
    llvm::StringRef Rest = Src.slice(NameStart, Eol);
    if (Rest == ".end_amdhsa_kernel") {
      R.Ok = R.KD.finish(Eol, R.Err);
      return R;
    }
    auto [Name, Value] = Rest.split(' ');
    uint32_t ValueLoc = NameStart + Name.size() + 1;
    long long V = 0;
    bool Added = llvm::getAsSignedInteger(Value, 10, V)
                     ? R.KD.addUnresolvedField(Name, NameStart, ValueLoc, R.Err)
                     : R.KD.addField(Name, NameStart, V, ValueLoc, R.Err);
    if (!Added) {
      R.Ok = false;
      return R;
    }
    Pos = Eol + 1;
  }
}

TEST(KernelDescriptor, MatchesLlvmMc) {
  for (const KdCase &C : Cases) {
    std::string Src = kdSource(C);
    SCOPED_TRACE(std::string(C.Cpu) + " " + C.Mattr + "\n" + Src);
    Result R = assemble(C, Src);
    if (C.Message) {
      ASSERT_FALSE(R.Ok);
      EXPECT_EQ(R.Err.Message, C.Message);
      EXPECT_EQ(lineColumn(Src, R.Err.Offset),
                std::make_pair(C.Line, C.Column));
      continue;
    }
    ASSERT_TRUE(R.Ok) << R.Err.Message;
    // The model keeps no expression: llvm-mc's bytes and listing of a
    // block with one are for the parser hook to reach.
    if (R.KD.hasUnresolved())
      continue;
    EXPECT_EQ(R.KD.listing(), C.Listing);
    auto B = R.KD.bytes();
    EXPECT_EQ(llvm::toHex(llvm::ArrayRef<uint8_t>(B.data(), B.size()),
                          /*LowerCase=*/true),
              C.Bytes);
  }
}

TEST(KernelDescriptor, FieldNames) {
  EXPECT_EQ(lookupKdField(".amdhsa_accum_offset"), KdField::AccumOffset);
  EXPECT_EQ(kdFieldSpelling(KdField::NextFreeSgpr), ".amdhsa_next_free_sgpr");
  EXPECT_FALSE(lookupKdField(".amdhsa_foo"));
}

TEST(KernelDescriptor, DerivedValues) {
  // gfx900 with xnack "any": 8 SGPRs and the 6 flat scratch reserves are 2
  // blocks of 8; 37 VGPRs are 10 blocks of 4.
  KdTarget T = KdTarget::forCpu(*lookupCpu("gfx900"), true);
  KernelDescriptorBuilder KD(T, "k");
  Diagnostic Err;
  ASSERT_TRUE(KD.addField(".amdhsa_next_free_vgpr", 0, 37, 1, Err));
  ASSERT_TRUE(KD.addField(".amdhsa_next_free_sgpr", 2, 8, 3, Err));
  ASSERT_TRUE(KD.addField(".amdhsa_user_sgpr_dispatch_ptr", 4, 1, 5, Err));
  ASSERT_TRUE(KD.finish(6, Err));
  EXPECT_EQ(KD.vgprBlocks(), 9u);
  EXPECT_EQ(KD.sgprBlocks(), 1u);
  EXPECT_EQ(KD.userSgprCount(), 2u);
}

} // namespace
