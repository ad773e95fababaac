//===- ScalarMemoryTable.h - Scalar memory per generation -------*- C++ -*-===//
//
// What differs between generations in scalar memory instructions (SMRD on
// gfx6 and gfx7, SMEM from gfx8 on): the offsets each one encodes, its
// cache policy, and the bits of a probe's immediate it keeps. One row per
// generation group; the operand classes of Operands/ScalarMemory.h read
// the row of the generation they work for.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_TARGET_SCALARMEMORYTABLE_H
#define GFXAS_LIB_TARGET_SCALARMEMORYTABLE_H

#include "Target/OperandClass.h"
#include <optional>

namespace gfxas {

/// The immediate offsets an instruction encodes: Width bits, signed or not.
struct SmemOffsetRange {
  uint8_t Width;
  bool Signed;
  /// What llvm-mc's validator says of an offset out of range; none where
  /// such an offset is no operand of the instruction (SMRD's).
  std::optional<ValidatorCheck> Check;
};

/// Which cache policy modifiers an instruction takes.
enum class SmemCachePolicy : uint8_t {
  /// SMRD has no cache policy bits: llvm-mc reads glc and its kin, and its
  /// validator refuses any that is set.
  None,
  /// glc.
  Glc,
  /// glc and dlc.
  GlcDlc,
  /// th: and scope:.
  ThScope,
};

/// .option.machine_version_{major,minor,stepping}.
struct MachineVersion {
  uint8_t Major, Minor, Stepping;
};

struct ScalarMemoryInfo {
  GenMask Gens;
  /// The SMRD encoding: a dword offset with the imm bit above it (Offset's
  /// width), or an SGPR, in one field; SMEM's offsets count bytes.
  bool Smrd;
  /// An offset beyond the field is a 32-bit literal word after the
  /// instruction (field 0xff, imm 0): gfx7's SMRDLiteralOffset.
  bool LiteralOffset;
  /// The offsets of an instruction with an address base, and of one with
  /// a buffer resource base (buffers' are unsigned until gfx12).
  SmemOffsetRange Offset, BufferOffset;
  SmemCachePolicy CachePolicy;
  /// The processors of the generation that know scc (which SMEM then
  /// refuses with its own message), from this machine version on.
  std::optional<MachineVersion> SccFrom;
  /// The low bits of the data field a probe's or prefetch's immediate
  /// keeps (gfx12's clear the field's top two); 0 where there are none.
  uint8_t ProbeDataBits;
};

/// The row of generation G.
const ScalarMemoryInfo &scalarMemory(Generation G);

} // namespace gfxas

#endif
