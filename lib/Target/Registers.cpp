//===- Registers.cpp - Scalar registers as llvm-mc reads them ------------===//
//
// Mirrors AMDGPUAsmParser's isRegister, ParseAMDGPURegister, ParseRegList,
// ParseRegRange, getRegularReg and subtargetHasRegister, and the operand
// decoding of AMDGPUDisassembler for scalar operands.
//
//===----------------------------------------------------------------------===//

#include "Target/Registers.h"
#include "Target/OperandClass.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"
#include <bitset>

using namespace gfxas;
using G = Generation;

namespace {
// The names Registers.def writes in its columns.
constexpr int16_t NA = -1;
constexpr uint8_t NONE = 0, S32 = RegS32, S64 = RegS64, INL = RegInline;
constexpr GenMask ALL = genRange(G::GFX6, G::GFX12);
constexpr GenMask GFX6_8 = genRange(G::GFX6, G::GFX8);
constexpr GenMask GFX7_9 = genRange(G::GFX7, G::GFX9);
constexpr GenMask GFX8_9 = genRange(G::GFX8, G::GFX9);
constexpr GenMask GFX9_10_3 = genRange(G::GFX9, G::GFX10_3);
constexpr GenMask GFX6_10_3 = genRange(G::GFX6, G::GFX10_3);
constexpr GenMask GFX9_12 = genRange(G::GFX9, G::GFX12);
constexpr GenMask GFX10_12 = genRange(G::GFX10, G::GFX12);
constexpr RegRule Plain = RegRule::Plain, Xnack = RegRule::Xnack,
                  Null = RegRule::Null, ZReg = RegRule::ZReg;

constexpr SpecialRegInfo SpecialRegs[] = {
#define SPECIAL_REG(Id, Printed, Dwords, Classes, Gens, Rule, ...)             \
  {Printed, Dwords, Classes, Gens, Rule, {__VA_ARGS__}},
#include "Target/Registers.def"
};
} // namespace

const SpecialRegInfo &gfxas::specialRegInfo(SpecialReg R) {
  return SpecialRegs[unsigned(R)];
}

namespace {
struct SpecialRegName {
  llvm::StringLiteral Spelling;
  SpecialReg Id;
};
constexpr SpecialRegName SpecialRegNameRows[] = {
#define REG_NAME(Spelling, Id) {Spelling, SpecialReg::Id},
#include "Target/Registers.def"
};

/// The names of the named registers, and a filter in front of them: most
/// identifiers asked about are s0, v1 or a symbol, whose first two bytes
/// begin no name.
struct SpecialRegNames {
  llvm::StringMap<uint16_t> Rows;
  std::bitset<256 * 256> Prefixes;
  SpecialRegNames() {
    // The first row of a spelling wins, as in a switch.
    for (const SpecialRegName &Row : SpecialRegNameRows) {
      if (find(Row.Spelling))
        continue;
      Rows.try_emplace(Row.Spelling, uint16_t(&Row - SpecialRegNameRows));
      Prefixes.set(prefixOf(Row.Spelling));
    }
  }
  std::optional<SpecialReg> find(llvm::StringRef Name) const {
    auto It = Rows.find(Name);
    if (It == Rows.end())
      return std::nullopt;
    return SpecialRegNameRows[It->second].Id;
  }
  static unsigned prefixOf(llvm::StringRef Name) {
    return (unsigned char)Name[0] << 8 |
           (Name.size() > 1 ? (unsigned char)Name[1] : 0);
  }
};
} // namespace

std::optional<SpecialReg> gfxas::lookupSpecialRegName(llvm::StringRef Name) {
  static const SpecialRegNames Names;
  if (Name.empty() || !Names.Prefixes.test(SpecialRegNames::prefixOf(Name)))
    return std::nullopt;
  return Names.find(Name);
}

namespace {
/// How many SGPRs and trap temporaries a generation addresses, and the
/// code of ttmp0. gfx6 and gfx7 address s0..s103; gfx8 and gfx9 give s102
/// and s103 to flat_scratch; gfx10 adds s102..s105. ttmp0..ttmp11 sit at
/// codes 112..123 up to gfx8; ttmp0..ttmp15 at 108..123 from gfx9 on,
/// where tba and tma were. (Ranges are checked against 106 SGPRs
/// everywhere, "register index is out of range", before the generation's
/// count, "register not available on this GPU".)
struct RegFileLayout {
  GenMask Gens;
  uint8_t Sgprs, Ttmps, TtmpBase;
};
constexpr RegFileLayout RegFileLayouts[] = {
    {genRange(G::GFX6, G::GFX7), 104, 12, 112},
    {genBit(G::GFX8), 102, 12, 112},
    {genBit(G::GFX9), 102, 16, 108},
    {GFX10_12, 106, 16, 108},
};

const RegFileLayout &regFileLayout(Generation Gen) {
  for (const RegFileLayout &L : RegFileLayouts)
    if (inGens(L.Gens, Gen))
      return L;
  llvm_unreachable("every generation has a register file layout");
}
} // namespace

unsigned gfxas::sgprCount(Generation Gen) { return regFileLayout(Gen).Sgprs; }
unsigned gfxas::ttmpCount(Generation Gen) { return regFileLayout(Gen).Ttmps; }
unsigned gfxas::ttmpBase(Generation Gen) {
  return regFileLayout(Gen).TtmpBase;
}

namespace {
struct RegularPrefix {
  llvm::StringLiteral Name;
  RegFile File;
};
// In llvm-mc's order: the first prefix a name starts with decides.
constexpr RegularPrefix RegularPrefixes[] = {{"v", RegFile::VGPR},
                                             {"s", RegFile::SGPR},
                                             {"ttmp", RegFile::TTMP},
                                             {"acc", RegFile::AGPR},
                                             {"a", RegFile::AGPR}};

/// StringRef::getAsInteger(10) into 32 bits, without its generic radix
/// handling: every register operand's index goes through here. True on
/// error, as getAsInteger.
bool parseRegisterIndex(llvm::StringRef Digits, uint32_t &Index) {
  if (Digits.empty())
    return true;
  uint64_t V = 0;
  for (char C : Digits) {
    if (!llvm::isDigit(C))
      return true;
    V = V * 10 + unsigned(C - '0');
    if (V > UINT32_MAX)
      return true;
  }
  Index = uint32_t(V);
  return false;
}

const RegularPrefix *regularPrefix(llvm::StringRef Name) {
  for (const RegularPrefix &P : RegularPrefixes)
    if (Name.starts_with(P.Name))
      return &P;
  return nullptr;
}
} // namespace

bool gfxas::startsWithIndex(llvm::StringRef Name) {
  const RegularPrefix *Prefix = regularPrefix(Name);
  return Prefix && Name.size() > Prefix->Name.size() &&
         llvm::isDigit(Name[Prefix->Name.size()]);
}

namespace {

/// How many registers of Dwords 32-bit registers the register class of
/// File has (llvm-mc's MCRegisterClass sizes), 0 for a size it has none of.
unsigned classSize(RegFile File, uint32_t Dwords) {
  switch (File) {
  case RegFile::SGPR:
    switch (Dwords) {
    case 1:
      return 106;
    case 2:
      return 53;
    case 3:
    case 4:
    case 5:
    case 6:
      return 26;
    case 7:
    case 8:
      return 25;
    case 9:
    case 10:
    case 11:
    case 12:
      return 24;
    case 16:
      return 23;
    default:
      return 0;
    }
  case RegFile::TTMP:
    switch (Dwords) {
    case 1:
      return 16;
    case 2:
      return 8;
    case 4:
      return 4;
    case 8:
      return 3;
    case 16:
      return 1;
    default:
      return 0;
    }
  case RegFile::VGPR:
  case RegFile::AGPR:
    if ((Dwords >= 1 && Dwords <= 12) || Dwords == 16 || Dwords == 32)
      return 257 - Dwords;
    return 0;
  case RegFile::Special:
    break;
  }
  return 0;
}

/// llvm-mc's getRegularReg: alignment, size and range of a run of regular
/// registers, reported at Loc.
bool checkRegular(OperandParser &P, RegFile File, uint32_t Index,
                  uint32_t Dwords, uint32_t Loc) {
  // Scalar tuples are aligned to their size, up to 4 registers.
  uint32_t Align = 1;
  if (File == RegFile::SGPR || File == RegFile::TTMP)
    Align = std::min(llvm::bit_ceil(Dwords), 4u);
  if (Index % Align != 0) {
    P.error(Loc, "invalid register alignment");
    return false;
  }
  unsigned Size = classSize(File, Dwords);
  if (!Size) {
    P.error(Loc, "invalid or unsupported register size");
    return false;
  }
  if (Index / Align >= Size) {
    P.error(Loc, "register index is out of range");
    return false;
  }
  return true;
}

/// llvm-mc's ParseRegRange: "[lo]" or "[lo:hi]" with absolute expressions.
bool parseRange(OperandParser &P, uint32_t &Index, uint32_t &Dwords) {
  Lexer &Lex = P.lexer();
  if (!P.skipToken(Tok::LBrac, "missing register index"))
    return false;
  uint32_t FirstLoc = Lex.tok().Begin, SecondLoc = FirstLoc;
  int64_t Lo, Hi;
  if (!P.parseAbsolute(Lo))
    return false;
  if (Lex.is(Tok::Colon)) {
    Lex.lex();
    SecondLoc = Lex.tok().Begin;
    if (!P.parseAbsolute(Hi))
      return false;
  } else {
    Hi = Lo;
  }
  if (!P.skipToken(Tok::RBrac, "expected a closing square bracket"))
    return false;
  if (!llvm::isUInt<32>(Lo)) {
    P.error(FirstLoc, "invalid register index");
    return false;
  }
  if (!llvm::isUInt<32>(Hi)) {
    P.error(SecondLoc, "invalid register index");
    return false;
  }
  if (Lo > Hi) {
    P.error(FirstLoc, "first register index should not exceed second index");
    return false;
  }
  Index = uint32_t(Lo);
  // llvm-mc keeps the width in bits in an unsigned, which a huge range
  // wraps.
  Dwords = uint32_t(32 * (Hi - Lo + 1)) / 32;
  return true;
}

bool parseRegular(OperandParser &P, Register &R) {
  Lexer &Lex = P.lexer();
  uint32_t Loc = Lex.tok().Begin;
  llvm::StringRef Name = Lex.text();
  const RegularPrefix *Prefix = regularPrefix(Name);
  if (!Prefix) {
    P.error(Loc, "invalid register name");
    return false;
  }
  Lex.lex();
  R = Register();
  R.File = Prefix->File;
  llvm::StringRef Suffix = Name.substr(Prefix->Name.size());
  if (!Suffix.empty()) {
    R.Half = Suffix.consume_back(".l") || Suffix.consume_back(".h");
    if (parseRegisterIndex(Suffix, R.Index)) {
      P.error(Loc, "invalid register index");
      return false;
    }
    R.Dwords = 1;
  } else if (!parseRange(P, R.Index, R.Dwords)) {
    return false;
  }
  return checkRegular(P, R.File, R.Index, R.Dwords, Loc);
}

bool parseList(OperandParser &P, Register &R);

/// llvm-mc's ParseAMDGPURegister, without the availability check.
bool parseAny(OperandParser &P, Register &R) {
  Lexer &Lex = P.lexer();
  if (!Lex.is(Tok::Identifier))
    return parseList(P, R);
  // s5, v0.l, ttmp3: no named register is spelled as a prefix and a digit
  // (RegistersTest checks), so the most common operands skip that lookup.
  if (startsWithIndex(Lex.text()))
    return parseRegular(P, R);
  if (std::optional<SpecialReg> S = lookupSpecialRegName(Lex.text())) {
    R = Register();
    R.File = RegFile::Special;
    R.Special = *S;
    Lex.lex();
    return true;
  }
  return parseRegular(P, R);
}

/// The pair a named 32-bit register makes with the next one in a list.
std::optional<SpecialReg> pairWith(SpecialReg Lo, SpecialReg Hi) {
  using S = SpecialReg;
  static constexpr S Pairs[][3] = {
      {S::EXEC_LO, S::EXEC_HI, S::EXEC},
      {S::FLAT_SCR_LO, S::FLAT_SCR_HI, S::FLAT_SCR},
      {S::XNACK_MASK_LO, S::XNACK_MASK_HI, S::XNACK_MASK},
      {S::VCC_LO, S::VCC_HI, S::VCC},
      {S::TBA_LO, S::TBA_HI, S::TBA},
      {S::TMA_LO, S::TMA_HI, S::TMA}};
  for (const auto &Pair : Pairs)
    if (Lo == Pair[0] && Hi == Pair[1])
      return Pair[2];
  return std::nullopt;
}

/// llvm-mc's ParseRegList: [s0,s1,...] of consecutive 32-bit registers, or
/// the two halves of a named pair.
bool parseList(OperandParser &P, Register &R) {
  Lexer &Lex = P.lexer();
  uint32_t ListLoc = Lex.tok().Begin;
  if (!P.skipToken(Tok::LBrac, "expected a register or a list of registers"))
    return false;
  uint32_t Loc = Lex.tok().Begin;
  if (!parseRegister(P, R))
    return false;
  // A named register counts as one 32-bit register here, whatever its size.
  if (!R.isSpecial() && R.Dwords != 1) {
    P.error(Loc, "expected a single 32-bit register");
    return false;
  }
  R.Half = false;
  bool Paired = false;
  while (Lex.is(Tok::Comma)) {
    Lex.lex();
    Loc = Lex.tok().Begin;
    Register Next;
    if (!parseRegister(P, Next))
      return false;
    if (!Next.isSpecial() && Next.Dwords != 1) {
      P.error(Loc, "expected a single 32-bit register");
      return false;
    }
    if (Next.File != R.File) {
      P.error(Loc, "registers in a list must be of the same kind");
      return false;
    }
    if (R.isSpecial()) {
      std::optional<SpecialReg> Pair;
      if (!Paired)
        Pair = pairWith(R.Special, Next.Special);
      if (!Pair) {
        P.error(Loc, "register does not fit in the list");
        return false;
      }
      R.Special = *Pair;
      Paired = true;
      continue;
    }
    if (Next.Index != R.Index + R.Dwords) {
      P.error(Loc, "registers in a list must have consecutive indices");
      return false;
    }
    ++R.Dwords;
  }
  if (!P.skipToken(Tok::RBrac, "expected a comma or a closing square bracket"))
    return false;
  if (!R.isSpecial())
    return checkRegular(P, R.File, R.Index, R.Dwords, ListLoc);
  return true;
}

/// llvm-mc's subtargetHasRegister.
bool available(const OperandParser &P, const Register &R) {
  Generation Gen = P.generation();
  switch (R.File) {
  case RegFile::SGPR:
    return R.Index + R.Dwords <= sgprCount(Gen);
  case RegFile::TTMP:
    return R.Index + R.Dwords <= ttmpCount(Gen);
  case RegFile::VGPR:
  case RegFile::AGPR:
    return true;
  case RegFile::Special: {
    const SpecialRegInfo &Info = specialRegInfo(R.Special);
    if (Info.Rule == RegRule::ZReg)
      return true;
    if (!inGens(Info.Gens, Gen))
      return false;
    return Info.Rule != RegRule::Xnack || P.cpu().Xnack;
  }
  }
  return false;
}
} // namespace

bool gfxas::startsRegister(Lexer &Lex) {
  const Token &T = Lex.tok();
  if (T.Kind == Tok::LBrac)
    return true;
  if (T.Kind != Tok::Identifier)
    return false;
  llvm::StringRef Name = Lex.text(T);
  if (const RegularPrefix *Prefix = regularPrefix(Name)) {
    llvm::StringRef Suffix = Name.substr(Prefix->Name.size());
    if (!Suffix.empty()) {
      // Both, one after the other, as llvm-mc's isRegister does.
      Suffix.consume_back(".l");
      Suffix.consume_back(".h");
      uint32_t Index;
      if (!parseRegisterIndex(Suffix, Index))
        return true;
    } else if (Lex.peekIs(Tok::LBrac)) {
      return true;
    }
  }
  return lookupSpecialRegName(Name).has_value();
}

bool gfxas::parseRegister(OperandParser &P, Register &R) {
  uint32_t Loc = P.lexer().tok().Begin;
  if (!parseAny(P, R))
    return false;
  if (available(P, R)) {
    P.registerParsed(R);
    return true;
  }
  P.error(Loc, R.isSpecial() && R.Special == SpecialReg::SGPR_NULL
                   ? "'null' operand is not supported on this GPU"
                   : "register not available on this GPU");
  return false;
}

std::optional<unsigned> gfxas::registerCode(const Register &R,
                                            Generation Gen) {
  switch (R.File) {
  case RegFile::SGPR:
    return R.Index;
  case RegFile::TTMP:
    return ttmpBase(Gen) + R.Index;
  case RegFile::VGPR:
  case RegFile::AGPR:
    return std::nullopt;
  case RegFile::Special: {
    int Code = specialRegInfo(R.Special).Code[unsigned(Gen)];
    if (Code < 0)
      return std::nullopt;
    return unsigned(Code);
  }
  }
  return std::nullopt;
}

bool gfxas::registerFits(const Register &R, unsigned Dwords, bool IsSource) {
  switch (R.File) {
  case RegFile::SGPR:
  case RegFile::TTMP:
    return !R.Half && R.Dwords == Dwords;
  case RegFile::VGPR:
  case RegFile::AGPR:
    return false;
  case RegFile::Special: {
    unsigned Classes = specialRegInfo(R.Special).Classes;
    if (IsSource && (Classes & RegInline))
      return true;
    // No named register is a tuple of more than two.
    return Dwords <= 2 && (Classes & (Dwords == 1 ? RegS32 : RegS64));
  }
  }
  return false;
}

bool gfxas::printRegisterCode(unsigned Code, unsigned Dwords, Generation Gen,
                              llvm::raw_ostream &OS, bool HasRegClass) {
  // llvm-mc's decoder reads a misaligned code of a tuple as the aligned
  // tuple below (an odd pair's as the even pair).
  unsigned Align = std::min(llvm::bit_ceil(Dwords), 4u);
  auto PrintRun = [&](llvm::StringRef File, unsigned Index) {
    if (Dwords == 1) {
      OS << File << Index;
      return;
    }
    unsigned First = Index & ~(Align - 1);
    OS << File << '[' << First << ':' << (First + Dwords - 1) << ']';
  };
  if (Code < sgprCount(Gen)) {
    if ((Code & ~(Align - 1)) + Dwords > sgprCount(Gen))
      return false;
    PrintRun("s", Code);
    return true;
  }
  unsigned Ttmp = ttmpBase(Gen);
  if (Code >= Ttmp && Code < Ttmp + ttmpCount(Gen)) {
    PrintRun("ttmp", Code - Ttmp);
    return true;
  }
  if (Dwords > 2)
    return false;
  for (const SpecialRegInfo &Info : SpecialRegs) {
    if (Info.Code[unsigned(Gen)] != int(Code))
      continue;
    if (Info.Dwords == Dwords || (Info.Classes & RegInline)) {
      OS << Info.Printed;
      // llvm-mc's printer flags a register outside the operand's class
      // (src_lds_direct, the only one a scalar source code can name).
      if (!Info.Classes && HasRegClass)
        OS << "/*Invalid register, operand has '"
           << (Dwords == 1 ? "SReg_32" : "SReg_64") << "' register class*/";
      return true;
    }
  }
  return false;
}
