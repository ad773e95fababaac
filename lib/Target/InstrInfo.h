//===- InstrInfo.h - Instruction rows and their encoding ---------*- C++
//-*-===//
//
// The rows of Instructions.def, and the two directions between a row with
// its operand values and the words of an encoded instruction.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_TARGET_INSTRINFO_H
#define GFXAS_LIB_TARGET_INSTRINFO_H

#include "Target/Formats.h"
#include "Target/OperandClass.h"
#include "gfxas/Assembler.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace gfxas {

struct InstrInfo {
  llvm::StringLiteral Mnemonic;
  Format Fmt;
  uint8_t NumOperands;
  OperandClassId Operands[MaxInstrOperands];
  /// Opcode per generation, NoOpcode where the instruction does not exist.
  int16_t Opcode[NumGenerations];

  static constexpr int16_t NoOpcode = -1;
  bool existsOn(Generation G) const { return Opcode[unsigned(G)] >= 0; }
  llvm::ArrayRef<OperandClassId> operands() const {
    return {Operands, NumOperands};
  }
  const FormatInfo &format() const { return formatInfo(Fmt); }
  /// Where its fields lie on G.
  const FormatLayout &layout(Generation G) const { return format().layout(G); }
};

/// On one generation, a name that assembles as another row and prints as
/// it (llvm-mc's mnemonic aliases).
struct InstrAlias {
  llvm::StringLiteral Name;
  llvm::StringLiteral Row;
  Generation Gen;
};

/// On one generation, a row only processors from a machine version on have.
struct InstrMinVersion {
  llvm::StringLiteral Mnemonic;
  Generation Gen;
  uint8_t Major, Minor, Stepping;
};

/// The row a mnemonic (in any case) assembles as on G: the row of that
/// name, or the one an alias of G names. A row that does not exist on G is
/// returned as well (the instruction is known, but not there), and so is
/// the row of an alias of another generation; null when nothing has the
/// name.
const InstrInfo *lookupInstr(llvm::StringRef Mnemonic, Generation G);
/// The rows of I's mnemonic, one per shape of its operands (SMEM's
/// immediate, SGPR and SGPR plus immediate offsets), adjacent in the table
/// in the order llvm-mc's matcher tries them.
llvm::ArrayRef<InstrInfo> shapesOf(const InstrInfo &I);
/// Whether Cpu has the instruction of row I.
bool availableOn(const InstrInfo &I, const CpuInfo &Cpu);
llvm::ArrayRef<InstrInfo> allInstrs();
llvm::ArrayRef<InstrAlias> allInstrAliases();

/// The bits of Instr on G with its operands' field values, as many words
/// as its format's layout has on G.
uint64_t encodeInstr(const InstrInfo &Instr, Generation G,
                     llvm::ArrayRef<int64_t> FieldValues);
/// encodeInstr into Words; returns how many words it wrote.
unsigned encodeInstr(const InstrInfo &Instr, Generation G,
                     llvm::ArrayRef<int64_t> FieldValues,
                     uint32_t (&Words)[MaxInstrWords]);

/// An instruction decoded: its row, its format's layout and how many words
/// it takes (the layout's, then any literal).
struct DecodedInstr {
  const InstrInfo *Instr = nullptr;
  const FormatLayout *Layout = nullptr;
  unsigned NumWords = 0;
  /// Row's instruction of NumWords words on G, as assembled.
  static DecodedInstr of(const InstrInfo &Row, Generation G,
                         unsigned NumWords) {
    return {&Row, &Row.layout(G), NumWords};
  }
  explicit operator bool() const { return Instr != nullptr; }
  /// The words of the layout, before any literal.
  unsigned instrWords() const { return Layout->NumWords; }
  /// Whether a literal word follows the layout's words.
  bool hasLiteral() const { return NumWords > instrWords(); }
  /// The value in the field of operand I of the instruction at the start of
  /// Words.
  unsigned field(llvm::ArrayRef<uint32_t> Words, unsigned I) const;
};

/// Decodes the instruction at the start of Words on G: no row when the words
/// are not one gfxas knows, or when fewer words are left than it takes. The
/// row may still be one that Cpu lacks (availableOn). With CheckFields,
/// also none when a field holds what llvm-mc's disassembler does not
/// decode; an assembled word may (llvm-mc puts src_scc, 253, in a 7-bit
/// destination).
DecodedInstr decodeInstr(llvm::ArrayRef<uint32_t> Words, Generation G,
                         bool CheckFields = true);

/// The words llvm-mc's disassembler shows for the decoded instruction D at
/// the start of Words: D encoded again, which for a scalar operand may
/// differ (an odd register pair, a literal that holds an inline constant).
/// Returns how many words it wrote to Out.
unsigned reencodeInstr(const DecodedInstr &D, llvm::ArrayRef<uint32_t> Words,
                       Generation G, uint32_t (&Out)[MaxInstrWords]);

} // namespace gfxas

#endif
