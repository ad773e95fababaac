//===- GprIdxMode.h - s_set_gpr_idx_mode's VGPR index modes -*- C++ -*-===//

#ifndef GFXAS_LIB_TARGET_OPERANDS_GPRIDXMODE_H
#define GFXAS_LIB_TARGET_OPERANDS_GPRIDXMODE_H

#include "Target/OperandClass.h"

namespace gfxas {

class GprIdxModeOperand final : public OperandClass {
public:
  bool parse(OperandParser &P, int64_t &Value) const override;
  void print(unsigned Field, std::optional<int64_t> Written, Generation G,
             llvm::raw_ostream &OS) const override;
  void explain(unsigned Field, Generation G, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override;
};

} // namespace gfxas

#endif
