//===- DepCtr.h - s_waitcnt_depctr's dependency counters -*- C++ -*-===//

#ifndef GFXAS_LIB_TARGET_OPERANDS_DEPCTR_H
#define GFXAS_LIB_TARGET_OPERANDS_DEPCTR_H

#include "Target/OperandClass.h"

namespace gfxas {

class DepCtrOperand final : public OperandClass {
public:
  bool parse(OperandParser &P, int64_t &Value) const override;
  void print(unsigned Field, std::optional<int64_t> Written, Generation G,
             llvm::raw_ostream &OS) const override;
  void explain(unsigned Field, Generation G, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override;
};

} // namespace gfxas

#endif
