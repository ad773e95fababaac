//===- ScalarMemory.h - Scalar memory operands -------------------*- C++
//-*-===//
//
// The operands of SMRD (gfx6, gfx7) and SMEM (gfx8 on) instructions: the
// data and base register tuples, the immediate and SGPR offsets, the
// offset:N modifier, the cache policy, and the small immediates of the
// probes and prefetches.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_TARGET_OPERANDS_SCALARMEMORY_H
#define GFXAS_LIB_TARGET_OPERANDS_SCALARMEMORY_H

#include "Target/OperandClass.h"
#include "Target/Registers.h"

namespace gfxas {

/// The key of an offset's range error when the offset is its row's first
/// operand (gfx12's _pc_rel prefetches): llvm-mc's validator looks for the
/// offset from the second operand on, and points at the first plain
/// immediate it finds there.
constexpr unsigned FirstOperandOffsetKey = ~0u;

/// A tuple of Dwords scalar registers written whole into a 7-bit field
/// (the data), or as its register number halved into a 6-bit one (the
/// base, always an even pair or an aligned quad). A 32-bit data operand
/// takes neither m0 nor exec_lo and exec_hi, a 64-bit one not exec
/// (llvm-mc's SReg_32_XM0_XEXEC and SReg_64_XEXEC).
class SmemRegisterOperand : public OperandClass {
public:
  SmemRegisterOperand(unsigned Dwords, bool IsBase)
      : Dwords(Dwords), IsBase(IsBase) {}

  bool parse(OperandParser &P, int64_t &Value) const override;
  void print(unsigned Field, std::optional<int64_t> Written, const CpuInfo &Cpu,
             llvm::raw_ostream &OS) const override;
  void explain(unsigned Field, const CpuInfo &Cpu, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override;
  bool decodes(unsigned Field, Generation G) const override;
  /// A base's field holds its register number halved.
  int64_t valueForField(int64_t Written, Generation G) const override {
    return IsBase ? Written >> 1 : Written;
  }

private:
  bool takes(const Register &R) const;
  unsigned code(unsigned Field) const { return IsBase ? Field << 1 : Field; }

  unsigned Dwords;
  bool IsBase;
};

#define SMEM_REGISTER(Name, Dwords, IsBase)                                    \
  class Name##Operand final : public SmemRegisterOperand {                     \
  public:                                                                      \
    Name##Operand() : SmemRegisterOperand(Dwords, IsBase) {}                   \
  };
SMEM_REGISTER(SmemData32, 1, false)
SMEM_REGISTER(SmemData64, 2, false)
SMEM_REGISTER(SmemData96, 3, false)
SMEM_REGISTER(SmemData128, 4, false)
SMEM_REGISTER(SmemData256, 8, false)
SMEM_REGISTER(SmemData512, 16, false)
SMEM_REGISTER(SmemBase64, 2, true)
SMEM_REGISTER(SmemBase128, 4, true)
#undef SMEM_REGISTER

/// The immediate offset: on gfx6 and gfx7 a dword offset of 8 bits with the
/// imm bit above it (the field's 9 bits), or on gfx7 a 32-bit literal
/// (field 0xff, imm 0); from gfx8 on a byte offset of 20 bits unsigned
/// (gfx8, and buffers to gfx11), 21 bits signed (gfx9 to gfx11) or 24 bits
/// signed (gfx12). Any absolute expression, forward references included.
class SmemOffsetOperand : public OperandClass {
public:
  /// Buffer: the offset of an instruction with a buffer resource base, which
  /// is unsigned up to gfx11.
  explicit SmemOffsetOperand(bool Buffer = false) : Buffer(Buffer) {}
  bool takes(Lexer &Lex, Generation G) const override;
  /// Left out (llvm-mc allows it, unlike SP3), the offset is 0.
  std::optional<int64_t> omittedValue(Generation G) const override;
  bool parse(OperandParser &P, int64_t &Value) const override;
  void print(unsigned Field, std::optional<int64_t> Written, const CpuInfo &Cpu,
             llvm::raw_ostream &OS) const override;
  void explain(unsigned Field, const CpuInfo &Cpu, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override;
  unsigned extraWords(unsigned Field, Generation G) const override;

private:
  bool Buffer;
};
class SmemBufferOffsetOperand final : public SmemOffsetOperand {
public:
  SmemBufferOffsetOperand() : SmemOffsetOperand(/*Buffer=*/true) {}
};

/// An SGPR offset: a 32-bit scalar register, m0 included, and null where
/// the generation has it.
class SmemSOffsetOperand final : public OperandClass {
public:
  bool takes(Lexer &Lex, Generation G) const override;
  bool parse(OperandParser &P, int64_t &Value) const override;
  void print(unsigned Field, std::optional<int64_t> Written, const CpuInfo &Cpu,
             llvm::raw_ostream &OS) const override;
  void explain(unsigned Field, const CpuInfo &Cpu, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override;
  bool decodes(unsigned Field, Generation G) const override;
};

/// Whether the lexer is at offset:N.
bool startsOffsetModifier(Lexer &Lex);

/// offset:N after an SGPR offset, the immediate added to it. Left out, it is
/// 0 (gfx12 has no SGPR-only shape), and it is always printed.
class SmemOffsetModOperand : public OperandClass {
public:
  explicit SmemOffsetModOperand(bool Buffer = false) : Buffer(Buffer) {}
  bool takes(Lexer &Lex, Generation G) const override;
  bool parse(OperandParser &P, int64_t &Value) const override;
  void print(unsigned Field, std::optional<int64_t> Written, const CpuInfo &Cpu,
             llvm::raw_ostream &OS) const override;
  void explain(unsigned Field, const CpuInfo &Cpu, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override;
  const char *separator() const override { return " "; }
  bool printedAtDefault() const override { return true; }

private:
  bool Buffer;
};
class SmemBufferOffsetModOperand final : public SmemOffsetModOperand {
public:
  SmemBufferOffsetModOperand() : SmemOffsetModOperand(/*Buffer=*/true) {}
};

/// The cache policy: glc and dlc (gfx10, gfx11) as bits 0 and 1, or on
/// gfx12 th:TH_LOAD_* (bits 0-1) and scope:SCOPE_* (bits 2-3). Optional,
/// in any order, each once; printed after the operands, nothing when 0.
class CPolOperand final : public OperandClass {
public:
  bool takes(Lexer &Lex, Generation G) const override;
  bool parse(OperandParser &P, int64_t &Value) const override;
  void print(unsigned Field, std::optional<int64_t> Written, const CpuInfo &Cpu,
             llvm::raw_ostream &OS) const override;
  void explain(unsigned Field, const CpuInfo &Cpu, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override;
  const char *separator() const override { return " "; }
};

/// The small immediate in the data field of s_atc_probe (7 bits) and of
/// gfx12's prefetches (5 bits): any absolute expression, cut to the field,
/// printed as a plain immediate.
class SmemImmediateOperand : public OperandClass {
public:
  explicit SmemImmediateOperand(unsigned Width) : Width(Width) {}
  int64_t valueForField(int64_t Written, Generation G) const override;
  bool parse(OperandParser &P, int64_t &Value) const override;
  void print(unsigned Field, std::optional<int64_t> Written, const CpuInfo &Cpu,
             llvm::raw_ostream &OS) const override;
  void explain(unsigned Field, const CpuInfo &Cpu, OperandWriting How,
               std::vector<ExplainRow> &Rows) const override;

private:
  unsigned Width;
};

class ProbeDataOperand final : public SmemImmediateOperand {
public:
  ProbeDataOperand() : SmemImmediateOperand(7) {}
};
class PrefetchDataOperand final : public SmemImmediateOperand {
public:
  PrefetchDataOperand() : SmemImmediateOperand(5) {}
};

} // namespace gfxas

#endif
