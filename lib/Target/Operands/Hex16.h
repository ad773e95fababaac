//===- Hex16.h - a 16-bit immediate printed in hex (s_clause, s_wait_loadcnt, ...) -*- C++ -*-===//

#ifndef GFXAS_LIB_TARGET_OPERANDS_HEX16_H
#define GFXAS_LIB_TARGET_OPERANDS_HEX16_H

#include "Target/OperandClass.h"

namespace gfxas {

class Hex16Operand final : public OperandClass {
public:
  bool parse(OperandParser &P, int64_t &Value) const override;
  void print(unsigned Field, std::optional<int64_t> Written, Generation G,
             llvm::raw_ostream &OS) const override;
  void explain(unsigned Field, Generation G, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override;
};

} // namespace gfxas

#endif
