//===- SmemRoundTripTest.cpp - scalar memory: word -> text -> word -------===//
//
// For one processor of every generation llvm-mc 19 disassembles for, every
// scalar memory row that exists there (the decode-only shapes aside) is
// encoded with sample operands; the disassembly of each word must assemble
// back to the same words, and print as it was disassembled.
//
//===----------------------------------------------------------------------===//

#include "Target/Formats.h"
#include "Target/InstrInfo.h"
#include "Target/ScalarMemoryTable.h"
#include "WordCompare.h"
#include "gfxas/Assembly.h"
#include "gfxas/Disassembler.h"
#include "gtest/gtest.h"
#include <string>
#include <vector>

using namespace gfxas;

namespace {

bool isScalarMemory(const InstrInfo &I) { return I.format().Name == "SMEM"; }

bool decodeOnly(const InstrInfo &I) {
  return I.Fmt == Format::SMEMSgprAlt || I.Fmt == Format::SMEMDiscardSgprAlt;
}

/// How many cache policies G has, as CPol's values 0 to N-1.
unsigned cachePolicies(Generation G) {
  switch (scalarMemory(G).CachePolicy) {
  case SmemCachePolicy::ThScope:
    return 16; // th 0-3, scope 0-3
  case SmemCachePolicy::GlcDlc:
    return 4;
  case SmemCachePolicy::Glc:
    return 2;
  case SmemCachePolicy::None:
    break;
  }
  return 1;
}

/// The field value of operand Class in sample S (0 or 1).
int64_t sampleField(OperandClassId Class, unsigned S, unsigned CPol) {
  switch (Class) {
  case OperandClassId::SmemData32:
  case OperandClassId::SmemData64:
  case OperandClassId::SmemData96:
  case OperandClassId::SmemData128:
  case OperandClassId::SmemData256:
  case OperandClassId::SmemData512:
    return S ? 32 : 16;
  case OperandClassId::SmemBase64:
    return S ? 3 : 2; // s[6:7], s[4:5]
  case OperandClassId::SmemBase128:
    return S ? 6 : 4; // s[12:15], s[8:11]
  case OperandClassId::SmemOffset:
  case OperandClassId::SmemBufferOffset:
  case OperandClassId::SmemOffsetMod:
  case OperandClassId::SmemBufferOffsetMod:
    return S ? 0x1234 : 0x10;
  case OperandClassId::SmemSOffset:
    return S ? 9 : 5;
  case OperandClassId::CPol:
    return CPol;
  case OperandClassId::ProbeData:
  case OperandClassId::PrefetchData:
    return S ? 19 : 5;
  default:
    ADD_FAILURE() << "no sample for operand class " << unsigned(Class);
    return 0;
  }
}

TEST(SmemRoundTripTest, EveryRowOnEveryGeneration) {
  const char *const Cpus[] = {"tonga",   "gfx900",  "gfx90a", "gfx1010",
                              "gfx1030", "gfx1100", "gfx1200"};
  unsigned Rows = 0;
  for (const char *Cpu : Cpus) {
    SCOPED_TRACE(Cpu);
    const CpuInfo &Info = *lookupCpu(Cpu);
    Generation Gen = Info.Gen;
    std::string Bytes;
    std::vector<uint32_t> Want;
    for (const InstrInfo &I : allInstrs()) {
      if (!isScalarMemory(I) || decodeOnly(I) || !availableOn(I, Info))
        continue;
      ++Rows;
      bool HasCPol = llvm::is_contained(I.operands(), OperandClassId::CPol);
      for (unsigned S = 0; S < 2; ++S) {
        for (unsigned CPol = 0; CPol < (HasCPol ? cachePolicies(Gen) : 1);
             ++CPol) {
          int64_t Fields[MaxInstrOperands] = {};
          for (unsigned Op = 0; Op < I.NumOperands; ++Op)
            Fields[Op] = sampleField(I.Operands[Op], S, CPol);
          uint32_t Words[MaxInstrWords];
          unsigned N =
              encodeInstr(I, Gen, llvm::ArrayRef(Fields, I.NumOperands), Words);
          for (unsigned W = 0; W < N; ++W) {
            appendWordBytes(Bytes, Words[W]);
            Want.push_back(Words[W]);
          }
        }
      }
    }
    Disassembly D = disassembleText(byteListFromBinary(Bytes), Cpu, false);
    EXPECT_TRUE(D.Diagnostics.empty());
    Assembly A = assembleBuffer(D.Listing, "disassembly", Cpu,
                                /*WithDetails=*/false, /*ErrorLimit=*/0);
    for (const Located &L : A.Diagnostics)
      ADD_FAILURE() << "line " << L.Line << ": " << L.D.Message;
    expectSameWords(A.Words, Want);
  }
  EXPECT_GT(Rows, 0u);
}

} // namespace
