//===- Target.h - AMDGPU processors and generations -------------*- C++ -*-===//
//
// The processors gfxas accepts and the generation each one belongs to. A
// generation is the unit the data tables are keyed on: two processors of the
// same generation assemble these instructions identically.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_TARGET_H
#define GFXAS_TARGET_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gfxas {

enum class Generation : uint8_t {
  GFX6,
  GFX7,
  GFX8,
  GFX9,
  GFX10,   // gfx1010..gfx1013
  GFX10_3, // gfx1030..gfx1036
  GFX11,
  GFX12,
};

constexpr unsigned NumGenerations = 8;

/// A set of generations, one bit per Generation.
using GenMask = uint8_t;

constexpr GenMask genBit(Generation G) {
  return GenMask(1u << static_cast<unsigned>(G));
}

/// All generations from First to Last, inclusive.
constexpr GenMask genRange(Generation First, Generation Last) {
  GenMask M = 0;
  for (unsigned I = static_cast<unsigned>(First);
       I <= static_cast<unsigned>(Last); ++I)
    M |= GenMask(1u << I);
  return M;
}

struct CpuInfo {
  const char *Name;
  Generation Gen;
  // The values of .option.machine_version_{major,minor,stepping}.
  uint8_t Major, Minor, Stepping;
  /// What an object's e_flags says of the processor: its ELF machine
  /// (EF_AMDGPU_MACH_*), and whether its default features have xnack and
  /// sramecc (the processors that support them, and only those, do; -mattr
  /// may turn them off).
  uint16_t ElfMach;
  bool Xnack, Sramecc;
  /// Has accumulation registers, counted in .kernel.agpr_count.
  bool HasAgprs;
  /// A generic processor's version, which a code object v6's e_flags
  /// carry; 0 for the others.
  uint8_t GenericVersion = 0;
  /// Has gfx90a's register file, where the accumulation registers follow
  /// the VGPRs aligned to 4 (.kernel.vgpr_count counts both).
  bool AlignedVgprs = false;
};

/// Every processor name llvm-mc 19 accepts for amdgcn, aliases included.
llvm::ArrayRef<CpuInfo> allCpus();

/// Returns null for an unknown name. Names are case-sensitive, as in llvm-mc.
/// The empty name is what llvm-mc assembles for without -mcpu: a generic
/// gfx6 whose machine version is 0.0.0.
const CpuInfo *lookupCpu(llvm::StringRef Name);

/// What a target id says of xnack or sramecc (llvm::AMDGPU::IsaInfo's
/// TargetIDSetting): the processor lacks it, or -mattr left it to any
/// setting, or turned it off or on.
enum class TargetIdSetting : uint8_t { Unsupported, Any, Off, On };

/// What -mattr=LIST asks of a processor, as llvm-mc 19 reads the list.
struct FeatureSelection {
  /// Whether xnack and sramecc are on or "any", which a code object v3's
  /// e_flags says: a processor that does not support one never has it.
  bool Xnack = false, Sramecc = false;
  /// The same, told apart, as a code object v4's e_flags and the target id
  /// say.
  TargetIdSetting XnackSetting = TargetIdSetting::Unsupported;
  TargetIdSetting SrameccSetting = TargetIdSetting::Unsupported;
  /// The list turns wavefrontsize64 off on a processor that has it by
  /// default (gfx6 to gfx9): llvm-mc's disassembler then decodes no word,
  /// even with wavefrontsize32 on (gfx10's takes either).
  bool DecodesNothing = false;
  /// The list leaves wavefrontsize32 off: +wavefrontsize64 without
  /// +wavefrontsize32 (the default wavefront size of an .amdhsa_kernel block
  /// on gfx10+).
  bool WavefrontSize64 = false;
  /// What llvm-mc prints about the list before anything else, in order:
  /// each name it does not recognize (also when disassembling) ...
  std::vector<std::string> Unrecognized;
  /// ... then, when assembling, its warnings about xnack and sramecc asked
  /// of a processor without them (without the "warning: " prefix).
  std::vector<std::string> Warnings;
  /// A feature llvm-mc recognizes that gfxas does not model: it may change
  /// what llvm-mc accepts (+salu-float on gfx1100), so gfxas refuses it.
  std::optional<std::string> Unmodelled;
};

/// Reads a -mattr list as llvm-mc 19 does: comma-separated names, each
/// with '+' (the default) or '-', without regard to case, the last word on
/// a feature winning. gfxas models the wavefront sizes (which change
/// nothing in the scalar formats nor in an object), xnack and sramecc.
FeatureSelection selectFeatures(llvm::StringRef List, const CpuInfo &Cpu);

/// The OS of -triple (llvm::Triple::OSType), which decides the ELF
/// header's OS/ABI, the relocation sections, the predefined symbols and the
/// listing's first lines.
enum class TargetOS : uint8_t { Unknown, AMDHSA, AMDPAL, Mesa3D };

/// The -triple an assembly is for: the OS, the triple as llvm-mc normalizes
/// it (which the target id of an amdhsa listing starts with) and, under
/// amdhsa, the code object version.
struct TargetTriple {
  TargetOS OS = TargetOS::Unknown;
  /// "amdgcn-amd-amdhsa", "amdgcn-unknown-amdhsa", "amdgcn-amd-amdhsa-elf".
  std::string Normalized = "amdgcn";
  /// llvm-mc's --amdhsa-code-object-version, 5 by default.
  unsigned CodeObjectVersion = 5;
  /// The target id (targetId()) that .amdgcn_target must name; when left
  /// empty, the one of the processor's default features.
  std::string TargetId;
  /// -mattr's FeatureSelection::WavefrontSize64.
  bool WavefrontSize64 = false;
  bool isHsa() const { return OS == TargetOS::AMDHSA; }
};

/// Reads -triple as llvm-mc 19 does (llvm::Triple::normalize); nullopt when
/// its first component is not amdgcn.
std::optional<TargetTriple> parseTriple(llvm::StringRef Name);

/// The code object versions llvm-mc 19 writes (its ELF ABI versions).
bool isSupportedCodeObjectVersion(unsigned Version);

/// The target id llvm-mc 19 prints in `.amdgcn_target "..."`: the triple's
/// four components, the processor, and under amdhsa the xnack and sramecc
/// settings -mattr chose.
std::string targetId(const TargetTriple &T, const CpuInfo &Cpu,
                     const FeatureSelection &F);

/// The ELF header's e_ident[EI_OSABI], EI_ABIVERSION and e_flags llvm-mc 19
/// writes for T, Cpu and F.
uint8_t elfOsAbi(const TargetTriple &T);
uint8_t elfAbiVersion(const TargetTriple &T);
uint32_t elfFlags(const TargetTriple &T, const CpuInfo &Cpu,
                  const FeatureSelection &F);
/// Whether llvm-mc's object keeps a relocation's addend in the entry
/// (SHT_RELA, the field in the section written as llvm-mc's backend makes
/// it of 0) rather than in the field (SHT_REL).
bool usesRela(const TargetTriple &T);

} // namespace gfxas

#endif
