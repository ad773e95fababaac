//===- SmemImmediate.cpp - The immediates in scalar memory's data field --===//
//
// s_atc_probe's and gfx12's prefetches' first operand is LLVM's i8imm in
// the data field: any immediate, cut to the field, printed in full as a
// plain immediate (s_atc_probe 200 prints 0xc8, -1 prints -1).
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/ScalarMemory.h"
#include "Target/Operands/ScalarSource.h"
#include "Target/ScalarMemoryTable.h"

using namespace gfxas;

/// The width of SMEM's data field, which holds the immediate.
constexpr unsigned SdataBits = 7;

bool SmemImmediateOperand::parse(OperandParser &P, int64_t &Value) const {
  uint32_t Loc = P.lexer().tok().Begin;
  if (!P.parseImmediate(Value))
    return false;
  P.match().moveValidationError(FirstOperandOffsetKey, Loc);
  return true;
}

// The immediate as llvm-mc keeps it, 32 bits; a generation that keeps
// fewer bits than the field encodes only those (gfx12's 5, a probe's too:
// LLVM's SMEM_Real_Prefetch_gfx12 and SMEM_Real_Probe_gfx12 clear 12:11),
// and still prints the value as written.
int64_t SmemImmediateOperand::valueForField(int64_t Written,
                                            Generation G) const {
  int64_t Value = uint32_t(Written);
  unsigned Kept = scalarMemory(G).ProbeDataBits;
  return Kept < SdataBits ? Value & ((int64_t(1) << Kept) - 1) : Value;
}

void SmemImmediateOperand::print(unsigned Field, std::optional<int64_t> Written,
                                 const CpuInfo &Cpu,
                                 llvm::raw_ostream &OS) const {
  uint32_t Value = Written ? uint32_t(*Written) : Field;
  printLiteral(Value, /*Dwords=*/1, Cpu.Gen, OS);
}

void SmemImmediateOperand::explain(unsigned Field, const CpuInfo &Cpu,
                                   OperandWriting How,
                                   std::vector<ExplainRow> &Rows) const {
  // gfx12 keeps 5 bits of a probe's immediate too.
  unsigned Kept =
      std::min<unsigned>(Width, scalarMemory(Cpu.Gen).ProbeDataBits);
  Rows.push_back({{0, uint8_t(Kept)}, "sdata", "an immediate"});
}
