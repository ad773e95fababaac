//===- WaitcntSReg.cpp - The register of s_waitcnt_vscnt and its kin ------===//

#include "Target/Operands/SopkOperands.h"

using namespace gfxas;

/// Where llvm-mc's validator wants null there (validateSOPK's "src0 must
/// be null"): gfx11 has no use for the register, gfx10 subtracts it.
static constexpr GenMask NullOnlyGens = genBit(Generation::GFX11);

bool WaitcntSRegOperand::parse(OperandParser &P, int64_t &Value) const {
  uint32_t Loc = P.lexer().tok().Begin;
  if (!ScalarOperand::parse(P, Value))
    return false;
  Generation G = P.generation();
  if (inGens(NullOnlyGens, G) &&
      Value != specialRegInfo(SpecialReg::SGPR_NULL).Code[unsigned(G)])
    P.match().validationError(Loc, ValidatorCheck::WaitcntSRegNull,
                              unsigned(Value));
  return true;
}
