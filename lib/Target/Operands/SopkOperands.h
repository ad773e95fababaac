//===- SopkOperands.h - SOPK's operand classes with more rules -*- C++ -*-===//
//
// The classes of SOPK operands that need more than the parse, print and
// explain rules: s_setreg_imm32_b32's literal (Imm32.cpp) and the register
// of s_waitcnt_vscnt and its kin (WaitcntSReg.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_TARGET_OPERANDS_SOPKOPERANDS_H
#define GFXAS_LIB_TARGET_OPERANDS_SOPKOPERANDS_H

#include "Target/Operands/ScalarSource.h"

namespace gfxas {

/// A 32-bit immediate that is the literal word after the instruction and
/// has no field in it (LLVM's i32imm of s_setreg_imm32_b32): any absolute
/// value, cut to 32 bits.
class Imm32Operand final : public OperandClass {
public:
  bool parse(OperandParser &P, int64_t &Value) const override;
  void print(unsigned Field, std::optional<int64_t> Written, const CpuInfo &Cpu,
             llvm::raw_ostream &OS) const override;
  void explain(unsigned Field, const CpuInfo &Cpu, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override;
  unsigned extraWords(unsigned Field, Generation) const override { return 1; }
};

/// The register of s_waitcnt_vscnt, _vmcnt, _expcnt and _lgkmcnt: an
/// SReg32, but on the generations of NullOnlyGens only null.
class WaitcntSRegOperand final : public ScalarOperand {
public:
  WaitcntSRegOperand() : ScalarOperand(1, ScalarRule::Register) {}
  bool parse(OperandParser &P, int64_t &Value) const override;
};

} // namespace gfxas

#endif
