//===- KernelDescriptor.h - The .amdhsa_kernel block's model ----*- C++ -*-===//
//
// What llvm-mc 19 makes of an `.amdhsa_kernel NAME` ... `.end_amdhsa_kernel`
// block under -triple=amdgcn-amd-amdhsa: each field's checks, the values
// derived at the block's end, the 64-byte descriptor and the listing's
// expansion of the block. The parser evaluates each field's expression and
// hands the integer over with its locations; the first problem ends the
// block, as it ends llvm-mc's (see docs/hsa-kernel-descriptor.md).
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_TARGET_KERNELDESCRIPTOR_H
#define GFXAS_LIB_TARGET_KERNELDESCRIPTOR_H

#include "gfxas/Diagnostic.h"
#include "gfxas/Target.h"
#include "llvm/ADT/StringRef.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace gfxas {

/// What of the processor and the command line the block depends on. Most
/// of it is the processor's (see forCpu); the rest is -mattr's and
/// .amdhsa_code_object_version's.
struct KdTarget {
  Generation Gen = Generation::GFX9;
  /// gfx90a and gfx940's descriptor: accum_offset, tg_split, 8-VGPR blocks.
  bool Gfx90aInsts = false;
  /// The processor sets up scratch itself (gfx940, gfx11, gfx12): the
  /// private segment buffer and flat scratch fields do not exist.
  bool ArchitectedFlatScratch = false;
  bool KernargPreload = false;
  /// gfx802 and gfx805 always allocate 96 SGPRs.
  bool SgprInitBug = false;
  bool XnackSupported = false;
  /// The target id's xnack is on or "any" (the default where supported).
  bool XnackOnOrAny = false;
  /// The subtarget's wavefront size is 32 (gfx10+ unless +wavefrontsize64).
  bool WavefrontSize32 = false;
  bool CuMode = false;  // -mattr=+cumode
  bool TgSplit = false; // -mattr=+tgsplit
  unsigned CodeObjectVersion = 5;

  /// The processor's defaults, with xnack as the target id has it.
  static KdTarget forCpu(const CpuInfo &Cpu, bool XnackOnOrAny,
                         bool WavefrontSize64 = false);
};

enum class KdField : uint8_t {
#define AMDHSA_FIELD(Id, ...) Id,
#include "KernelDescriptorFields.def"
};

/// The field a directive names, or none for a name llvm-mc does not know.
std::optional<KdField> lookupKdField(llvm::StringRef Spelling);
llvm::StringRef kdFieldSpelling(KdField F);

/// Where the ELF writer's relocation to the kernel's entry goes: an
/// R_AMDGPU_REL64 against the kernel symbol at this offset of NAME.kd, with
/// the offset as addend (the entry's distance from the descriptor).
constexpr unsigned KdEntryOffset = 16;
constexpr unsigned KdSize = 64;

class KernelDescriptorBuilder {
public:
  KernelDescriptorBuilder(const KdTarget &T, llvm::StringRef KernelName);

  /// One `.amdhsa_*` line: the directive's name at NameLoc, its value
  /// (evaluated) at ValueLoc. Returns false and sets Err on llvm-mc's
  /// first complaint, which ends the block.
  bool addField(llvm::StringRef Directive, uint32_t NameLoc, int64_t Value,
                uint32_t ValueLoc, Diagnostic &Err);

  /// A line whose value the parser cannot evaluate yet (a symbol defined
  /// later, say). Returns false and sets Err where llvm-mc refuses such a
  /// value; true where llvm-mc keeps the expression, which this model does
  /// not: the block then still gets llvm-mc's checks at its end but not
  /// its bytes nor its listing (hasUnresolved()).
  bool addUnresolvedField(llvm::StringRef Directive, uint32_t NameLoc,
                          uint32_t ValueLoc, Diagnostic &Err);
  bool hasUnresolved() const { return Unresolved != 0; }

  /// The `.end_amdhsa_kernel` line. EndLoc is the offset just past that
  /// word, where llvm-mc reports what the block as a whole lacks.
  bool finish(uint32_t EndLoc, Diagnostic &Err);

  /// The descriptor's 64 bytes, little-endian, after finish(); the entry
  /// offset (bytes 16 to 23) is left to the relocation.
  std::array<uint8_t, KdSize> bytes() const;

  /// The listing's expansion of the block, after finish(): from
  /// "\t.amdhsa_kernel NAME\n" to "\t.end_amdhsa_kernel\n".
  std::string listing() const;

  /// The derived values, after finish().
  unsigned vgprBlocks() const;
  unsigned sgprBlocks() const;
  unsigned userSgprCount() const;

  /// The descriptor's words a field may land in.
  enum Word : uint8_t {
    GroupSegmentFixedSize,
    PrivateSegmentFixedSize,
    KernargSize,
    Rsrc1,
    Rsrc2,
    Rsrc3,
    CodeProperties,
    KernargPreload,
    NumWords,
    None = NumWords
  };

private:
  uint32_t bits(Word W, unsigned Shift, unsigned Width) const;
  void setBits(Word W, unsigned Shift, unsigned Width, uint64_t V);
  /// The bits a field's row names.
  uint32_t field(KdField F) const;
  void setField(KdField F, uint64_t V);

  KdTarget T;
  std::string Name;
  std::array<uint32_t, NumWords> Words{};
  uint64_t Seen = 0;
  uint64_t NextFreeVgpr = 0, NextFreeSgpr = 0, AccumOffset = 0;
  uint32_t VgprLoc = 0, SgprLoc = 0;
  uint64_t ReserveVcc = 1, ReserveFlatScratch = 1;
  uint64_t SharedVgprCount = 0, PreloadLength = 0, PreloadOffset = 0;
  unsigned ImpliedUserSgprs = 0;
  std::optional<uint32_t> ExplicitUserSgprs;
  std::optional<bool> WavefrontSize32;
  /// The fields given by addUnresolvedField, one bit per KdField.
  uint64_t Unresolved = 0;
};

} // namespace gfxas

#endif
