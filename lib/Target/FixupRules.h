//===- FixupRules.h - What a fixup fills and resolves to --------*- C++ -*-===//
//
// llvm-mc leaves an operand written as a lone symbol to its object writer:
// the listing shows the field's bytes as 'A' with a "fixup" line, and the
// object gets the field once the file has ended, or a relocation where the
// symbol may be preempted. These are its rules for a fixup (its backend's
// and its ELF writer's): the bytes a fixup's kind fills, and whether it
// resolves to a field, a relocation or an error. Every sink that writes
// words resolves fixups here, so that they agree with the object and with
// each other, and the front end asks them which branches llvm-mc relaxes.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_TARGET_FIXUPRULES_H
#define GFXAS_LIB_TARGET_FIXUPRULES_H

#include "gfxas/Assembler.h"
#include "gfxas/Target.h"
#include "llvm/BinaryFormat/ELF.h"
#include <optional>
#include <string>

namespace gfxas {

/// What llvm-mc's listing calls the fixup kind.
llvm::StringRef fixupKindName(FixupKind K);

/// The bytes of the instruction that the fixup fills, which llvm-mc's
/// listing shows as 'A'.
struct FixupBytes {
  unsigned Offset, Size;
};
FixupBytes fixupBytes(FixupKind K);

struct FixupResolution {
  enum class Outcome : uint8_t {
    /// Field holds the value.
    Resolved,
    /// The object gets a relocation of type RelocType against the symbol;
    /// Field holds what llvm-mc writes in the word meanwhile.
    Relocation,
    /// Message says why (llvm-mc's object-writer error).
    Error,
  };
  Outcome How = Outcome::Resolved;
  uint32_t Field = 0;
  /// With a Relocation: the value Field was made of (ELFObjectWriter's
  /// FixedValue), which a SHT_RELA entry keeps whole as its addend.
  int64_t Addend = 0;
  uint32_t RelocType = 0;
  std::string Message;
  /// An Error of llvm-mc's layout, which refuses the expression before it
  /// places the fixup (OperandFixup::NotRelocatable).
  bool NotRelocatable = false;
  /// An Error because the symbol is undefined.
  bool Unresolved = false;
  /// That symbol is private or llvm-mc's own, which its writer also reports
  /// once, as it picks the symbols (undefinedTemporaryError).
  bool UndefinedTemporary = false;
  /// An Error llvm-mc reports without a location.
  bool WithoutLocation = false;
  /// A Relocation against the symbol of the target's section (section
  /// TargetSection of the file) rather than the symbol.
  bool AgainstSection = false;
  uint16_t TargetSection = 0;
  /// A Relocation against no symbol (OperandFixup::AgainstNothing).
  bool AgainstNothing = false;
};

/// The relocation of a data value that keeps a symbol's address
/// (DataValue::RelocSymbol).
struct DataRelocation {
  uint32_t Type = 0;
  /// Against the symbol of section TargetSection rather than the symbol.
  bool AgainstSection = false;
  uint16_t TargetSection = 0;
  /// What llvm-mc writes in the value's bytes.
  uint64_t Field = 0;
};
DataRelocation resolveDataRelocation(unsigned Size, bool PCRel, uint64_t Value,
                                     const SymbolInfo *Target);

/// "Undefined temporary symbol NAME", without a location: what llvm-mc's
/// writer reports of a private or temporary symbol a fixup used and no one
/// defined, once per symbol.
Diagnostic undefinedTemporaryError(llvm::StringRef Name);

/// Whether llvm-mc's ELF writer leaves a PC-relative reference to S to the
/// linker (ELFObjectWriter::isSymbolRefDifferenceFullyResolvedImpl): S is
/// not local, or is a label typed as an indirect function.
inline bool isPreemptible(const SymbolInfo &S) {
  return S.Binding != llvm::ELF::STB_LOCAL ||
         (S.K == SymbolInfo::Kind::Label && S.Type == llvm::ELF::STT_GNU_IFUNC);
}

/// Whether llvm-mc's ELF writer keeps S itself in a relocation with the
/// constant Addend rather than relocating against S's section
/// (ELFObjectWriter::shouldRelocateWithSymbol): when the linker may preempt
/// S, in a TLS section, and in a mergeable section with an addend, which
/// merging would break. No Addend stands for any: whether some relocation
/// may keep S.
inline bool keepsSymbolInRelocation(const SymbolInfo &S,
                                    std::optional<int64_t> Addend) {
  return isPreemptible(S) || (S.SectionFlags & llvm::ELF::SHF_TLS) ||
         ((S.SectionFlags & llvm::ELF::SHF_MERGE) && (!Addend || *Addend != 0));
}

/// Resolves F, in the instruction at InstOffset of the file's section
/// Section, against Target (null when the file never mentions the symbol).
/// Relocatable: for an object, where a global or weak label, or one in
/// another section, gets a relocation; words and binaries get the label's
/// own distance.
FixupResolution resolveFixup(const OperandFixup &F, uint32_t InstOffset,
                             const SymbolInfo *Target, bool Relocatable,
                             uint16_t Section = 0);

/// Where llvm-mc reports R, F's object error: at the branch, but on the
/// processors with the offset-0x3f bug (gfx10.1), where llvm-mc relaxes a
/// branch to a symbol it cannot resolve into a new instruction that has no
/// location: there an undefined label is reported at '<unknown>:0'.
uint32_t objectErrorLoc(const OperandFixup &F, const FixupResolution &R,
                        const CpuInfo &Cpu);

/// Whether llvm-mc's object writer, on a processor with the offset-0x3f
/// bug, relaxes the branch F at InstOffset into the branch and s_nop 0
/// (AMDGPUAsmBackend::fixupNeedsRelaxation): when it cannot resolve the
/// fixup (a relocation, an undefined label), or when the target is 0x3f
/// words past the next instruction.
bool needsOffset3fPadding(const OperandFixup &F, uint32_t InstOffset,
                          const SymbolInfo *Target);

/// Writes a resolved field into the instruction's words.
void applyFixup(uint32_t *Words, FixupKind K, uint32_t Field);

/// What a branch's --explain shows: the target's offset, the next
/// instruction's, and the distance in words; false when F does not resolve.
struct BranchArithmetic {
  int64_t Target;
  uint32_t Next;
  int64_t Words;
};
bool branchArithmetic(const OperandFixup &F, uint32_t InstOffset,
                      const SymbolInfo *Target, BranchArithmetic &Out);

} // namespace gfxas

#endif
