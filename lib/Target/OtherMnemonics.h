//===- OtherMnemonics.h - Mnemonics llvm-mc knows beyond gfxas -*- C++ -*-===//
//
// llvm-mc's matcher knows every instruction, vector ones too, and its
// answer to a line naming one that gfxas has no row for depends on where
// that instruction exists: a suggestion in "did you mean", "instruction not
// supported on this GPU", or an instruction it assembles. These are
// llvm-mc's answers, from Generated/OtherMnemonics.def, and the encoding
// suffixes (_e32, _e64, ...) its parser strips from a mnemonic first.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_TARGET_OTHERMNEMONICS_H
#define GFXAS_LIB_TARGET_OTHERMNEMONICS_H

#include "gfxas/Target.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace gfxas {

/// The encoding a mnemonic's suffix asks for (AMDGPUAsmParser's
/// parseMnemonicSuffix): v_add_f32_e64 is v_add_f32 in its VOP3 encoding.
enum class EncodingSuffix : uint8_t { None, E32, E64, Sdwa, Dpp, E64Dpp };

struct SplitMnemonic {
  llvm::StringRef Base;
  EncodingSuffix Suffix = EncodingSuffix::None;
};

/// Mnemonic without the suffix llvm-mc strips before matching, and which
/// one it was.
SplitMnemonic splitEncodingSuffix(llvm::StringRef Mnemonic);
/// The suffix as llvm-mc's errors name it: "e32", "e64_dpp".
llvm::StringRef encodingSuffixName(EncodingSuffix S);

/// What llvm-mc 19 does on Cpu with a mnemonic that is none of gfxas's
/// rows or aliases.
enum class OtherMnemonic : uint8_t {
  /// "invalid instruction": llvm-mc knows it on no processor.
  Unknown,
  /// "instruction not supported on this GPU".
  NotOnThisGpu,
  /// "<suffix> variant of this instruction is not supported": the name is
  /// taken here, but not in the encoding the suffix asks for.
  VariantNotSupported,
  /// llvm-mc assembles it here: an instruction outside gfxas's formats.
  Taken,
};

/// llvm-mc's answer on Cpu for Base (lower case) written with Suffix.
OtherMnemonic classifyOtherMnemonic(llvm::StringRef Base, EncodingSuffix Suffix,
                                    const CpuInfo &Cpu);

/// Appends to Out the names of the table that llvm-mc suggests on Cpu for
/// the lower-case Query: those within MaxDistance insertions or deletions.
void otherMnemonicSuggestions(llvm::StringRef Query, const CpuInfo &Cpu,
                              unsigned MaxDistance,
                              llvm::SmallVectorImpl<llvm::StringRef> &Out);

} // namespace gfxas

#endif
