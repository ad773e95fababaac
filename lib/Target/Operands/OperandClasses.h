//===- OperandClasses.h - The classes of OperandClasses.def ------*- C++ -*-===//

#ifndef GFXAS_LIB_TARGET_OPERANDS_OPERANDCLASSES_H
#define GFXAS_LIB_TARGET_OPERANDS_OPERANDCLASSES_H

#include "Target/OperandClass.h"
#include "Target/Operands/ScalarMemory.h"
#include "Target/Operands/ScalarSource.h"
#include "Target/Operands/SopkOperands.h"

namespace gfxas {

#define OPERAND_CLASS(Name)                                                    \
  class Name##Operand final : public OperandClass {                            \
  public:                                                                      \
    bool parse(OperandParser &P, int64_t &Value) const override;               \
    void print(unsigned Field, std::optional<int64_t> Written,                 \
               const CpuInfo &Cpu, llvm::raw_ostream &OS) const override;      \
    void explain(unsigned Field, const CpuInfo &Cpu, OperandWriting How,       \
                 std::vector<ExplainRow> &Rows) const override;                \
  };
#define OPERAND_CLASS_DECLARED(Name)
#include "Target/Operands/OperandClasses.def"

/// A 16-bit immediate printed in hex (Hex16.cpp). LLVM's s16imm takes any
/// value that fits in 16 bits, signed or unsigned; its u16imm (UImm16) only
/// 0..65535.
class Hex16Operand : public OperandClass {
public:
  explicit constexpr Hex16Operand(int64_t Min = -32768) : Min(Min) {}
  bool parse(OperandParser &P, int64_t &Value) const override {
    return P.parseImmediateIn(Value, Min, 65535);
  }
  void print(unsigned Field, std::optional<int64_t> Written, const CpuInfo &Cpu,
             llvm::raw_ostream &OS) const override;
  void explain(unsigned Field, const CpuInfo &Cpu, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override;

private:
  int64_t Min;
};
class UImm16Operand final : public Hex16Operand {
public:
  constexpr UImm16Operand() : Hex16Operand(0) {}
};

/// s_sendmsg_rtn's message: parsed as s_sendmsg's, and printed from the
/// value as written, which llvm-mc keeps whole although its field has 8
/// bits (s_sendmsg_rtn_b32 s1, 0x1234 prints 4660).
class SendMsgRtnOperand final : public OperandClass {
public:
  bool parse(OperandParser &P, int64_t &Value) const override {
    return SendMsgOperand().parse(P, Value);
  }
  void print(unsigned Field, std::optional<int64_t> Written,
             const CpuInfo &Cpu, llvm::raw_ostream &OS) const override {
    SendMsgOperand().print(Written ? unsigned(*Written) : Field, std::nullopt,
                           Cpu, OS);
  }
  void explain(unsigned Field, const CpuInfo &Cpu, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override {
    SendMsgOperand().explain(Field, Cpu, How, Rows);
  }
};

} // namespace gfxas

#endif
