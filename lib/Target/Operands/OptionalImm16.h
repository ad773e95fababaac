//===- OptionalImm16.h - an optional 16-bit immediate (s_endpgm) -*- C++ -*-===//

#ifndef GFXAS_LIB_TARGET_OPERANDS_OPTIONALIMM16_H
#define GFXAS_LIB_TARGET_OPERANDS_OPTIONALIMM16_H

#include "Target/OperandClass.h"

namespace gfxas {

class OptionalImm16Operand final : public OperandClass {
public:
  bool parse(OperandParser &P, int64_t &Value) const override;
  void print(unsigned Field, std::optional<int64_t> Written, Generation G,
             llvm::raw_ostream &OS) const override;
  void explain(unsigned Field, Generation G, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override;
  std::optional<int64_t> defaultValue() const override { return 0; }
  bool printed(unsigned Field) const override { return Field != 0; }
};

} // namespace gfxas

#endif
