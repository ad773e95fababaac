//===- Registers.h - Scalar registers as llvm-mc reads them -----*- C++ -*-===//
//
// The register operands of llvm-mc's AMDGPU parser: regular registers
// (s0, s[0:1], ttmp[4:7], v0, a[0:3], with .l and .h halves), lists of
// registers ([s0,s1], [vcc_lo,vcc_hi]) and the named registers of
// Registers.def, with llvm-mc's rules for sizes, alignment, ranges and the
// generations each one exists on; and the other direction, from an 8-bit
// operand code back to the text llvm-mc prints for it.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_TARGET_REGISTERS_H
#define GFXAS_LIB_TARGET_REGISTERS_H

#include "Target/TargetTables.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <optional>

namespace gfxas {

class Lexer;
class OperandParser;

enum class SpecialReg : uint8_t {
#define SPECIAL_REG(Id, ...) Id,
#include "Target/Registers.def"
};

/// Which scalar operands take a register (Registers.def's Classes column).
enum RegClassBits : uint8_t {
  /// SReg_32: 32-bit sources and destinations.
  RegS32 = 1,
  /// SReg_64: 64-bit sources and destinations.
  RegS64 = 2,
  /// An inline value: any scalar source, whatever its size.
  RegInline = 4,
};

/// What a named register needs besides its generations.
enum class RegRule : uint8_t {
  Plain,
  /// Only on processors with xnack.
  Xnack,
  /// "'null' operand is not supported on this GPU" where it is missing.
  Null,
  /// Parsed everywhere; the validator refuses it from gfx11 on.
  ZReg,
};

struct SpecialRegInfo {
  llvm::StringLiteral Printed;
  uint8_t Dwords;
  uint8_t Classes;
  GenMask Gens;
  RegRule Rule;
  /// The 8-bit operand code per generation, -1 where there is none.
  int16_t Code[NumGenerations];
};

const SpecialRegInfo &specialRegInfo(SpecialReg R);
/// The named register Name spells (case-sensitive), if any.
std::optional<SpecialReg> lookupSpecialRegName(llvm::StringRef Name);

/// Whether Name is a register file's prefix (v, s, ttmp, acc, a) followed
/// by a digit, as s5 and v0.l are and no named register is.
bool startsWithIndex(llvm::StringRef Name);

enum class RegFile : uint8_t { SGPR, TTMP, VGPR, AGPR, Special };

/// A register operand as parsed: a run of Dwords regular registers from
/// Index, or a named register.
struct Register {
  RegFile File = RegFile::SGPR;
  SpecialReg Special = SpecialReg::VCC;
  uint32_t Index = 0;
  uint32_t Dwords = 1;
  /// Written with a .l or .h suffix: a 16-bit half.
  bool Half = false;

  bool isSpecial() const { return File == RegFile::Special; }
  /// The number of 32-bit registers the operand covers.
  unsigned size() const {
    return isSpecial() ? specialRegInfo(Special).Dwords : Dwords;
  }
};

/// Per generation, how many SGPRs and TTMPs the assembler accepts, and the
/// operand code of ttmp0.
unsigned sgprCount(Generation G);
unsigned ttmpCount(Generation G);
unsigned ttmpBase(Generation G);

/// llvm-mc's AMDGPUAsmParser::isRegister: the current token starts a
/// register or a list of registers.
bool startsRegister(Lexer &Lex);

/// Parses the register at the lexer as llvm-mc's ParseAMDGPURegister does,
/// reporting its errors (register names, indices, sizes, alignment, lists,
/// and registers the processor lacks). False after an error.
bool parseRegister(OperandParser &P, Register &R);

/// The register's 8-bit operand code on G (its low half's for a pair), or
/// nothing for a register no scalar operand can name (vector registers).
std::optional<unsigned> registerCode(const Register &R, Generation G);

/// Whether a scalar operand of class bits Classes, of Dwords 32-bit
/// registers, takes R.
bool registerFits(const Register &R, unsigned Dwords, bool IsSource);

/// What llvm-mc prints for the register operand code Code of a Dwords-sized
/// operand on G, or false when the code is no register there. HasRegClass
/// is false for an operand that is an immediate in llvm-mc (gfx12's barrier
/// ids), whose printer flags no register as outside its class.
bool printRegisterCode(unsigned Code, unsigned Dwords, Generation G,
                       llvm::raw_ostream &OS, bool HasRegClass = true);

} // namespace gfxas

#endif
