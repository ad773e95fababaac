//===- Hwreg.cpp - hwreg(...) of s_getreg_b32 and s_setreg_b32 ------------===//
//
// Mirrors AMDGPUAsmParser::parseHwreg (hwreg(reg, offset, size), the
// structured {id: ..., offset: ..., size: ...} and a raw 16-bit value, with
// the same order of checks) and AMDGPUInstPrinter::printHwreg. The register
// names are Generated/Hwreg.def's rows.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/OperandClasses.h"
#include "gfxas/Assembler.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"
#include <initializer_list>
#include <tuple>

using namespace gfxas;
using G = Generation;

// Only this class reads these rows.
namespace {
/// A name of hwreg(...) (Generated/Hwreg.def): on Gens, hwreg(Name) is
/// register Id; llvm-mc prints Id by this name where Printed, and only
/// accepts the name (an alias) otherwise.
struct HwregInfo {
  llvm::StringLiteral Name;
  uint8_t Id;
  bool Printed;
  GenMask Gens;
};

/// hwreg(...)'s simm16: the register id, the bit offset and the width less
/// one (llvm-mc's HwregEncoding).
constexpr BitField HwregIdBits = {0, 6}, HwregOffsetBits = {6, 5},
                   HwregSizeBits = {11, 5};
/// What hwreg(id) leaves out: the whole register.
constexpr unsigned HwregDefaultOffset = 0, HwregDefaultSize = 32;
} // namespace

namespace {
constexpr GenMask gens(std::initializer_list<Generation> Gs) {
  GenMask M = 0;
  for (Generation G : Gs)
    M |= genBit(G);
  return M;
}

/// A row only processors of Gen from a machine version on have.
struct HwregMinVersion {
  llvm::StringLiteral Name;
  uint8_t Id;
  Generation Gen;
  uint8_t Major, Minor, Stepping;
};

/// A processor that lacks a row its generation has.
struct HwregNotOn {
  llvm::StringLiteral Name;
  uint8_t Id;
  llvm::StringLiteral Cpu;
};

// The names GENS(...) writes.
namespace gen_names {
constexpr Generation GFX6 = G::GFX6, GFX7 = G::GFX7, GFX8 = G::GFX8,
                     GFX9 = G::GFX9, GFX10 = G::GFX10, GFX10_3 = G::GFX10_3,
                     GFX11 = G::GFX11, GFX12 = G::GFX12;
} // namespace gen_names
} // namespace

#define GENS(...)                                                              \
  [] {                                                                         \
    using namespace gen_names;                                                 \
    return gens({__VA_ARGS__});                                                \
  }()
#define HWREG(Name, Id, Printed, Gens) {#Name, Id, Printed, Gens},
#define HWREG_MIN_VERSION(Name, Id, Gen, Major, Minor, Stepping)
#define HWREG_NOT_ON(Name, Id, Cpu)
static constexpr HwregInfo Hwregs[] = {
#include "Target/Generated/Hwreg.def"
};
#undef HWREG
#undef HWREG_MIN_VERSION
#undef HWREG_NOT_ON

#define HWREG(Name, Id, Printed, Gens)
#define HWREG_MIN_VERSION(Name, Id, Gen, Major, Minor, Stepping)               \
  {#Name, Id, G::Gen, Major, Minor, Stepping},
#define HWREG_NOT_ON(Name, Id, Cpu)
static constexpr HwregMinVersion HwregMinVersions[] = {
#include "Target/Generated/Hwreg.def"
};
#undef HWREG
#undef HWREG_MIN_VERSION
#undef HWREG_NOT_ON

#define HWREG(Name, Id, Printed, Gens)
#define HWREG_MIN_VERSION(Name, Id, Gen, Major, Minor, Stepping)
#define HWREG_NOT_ON(Name, Id, Cpu) {#Name, Id, Cpu},
static constexpr HwregNotOn HwregNotOns[] = {
#include "Target/Generated/Hwreg.def"
};
#undef HWREG
#undef HWREG_MIN_VERSION
#undef HWREG_NOT_ON
#undef GENS

static bool sameRow(const HwregInfo &R, llvm::StringRef Name, unsigned Id) {
  return R.Name == Name && R.Id == Id;
}

/// Whether Cpu has row R, whose generations include Cpu's.
static bool hwregOnCpu(const HwregInfo &R, const CpuInfo &Cpu) {
  for (const HwregMinVersion &V : HwregMinVersions)
    if (V.Gen == Cpu.Gen && sameRow(R, V.Name, V.Id) &&
        std::tie(Cpu.Major, Cpu.Minor, Cpu.Stepping) <
            std::tie(V.Major, V.Minor, V.Stepping))
      return false;
  for (const HwregNotOn &N : HwregNotOns)
    if (sameRow(R, N.Name, N.Id) && N.Cpu == Cpu.Name)
      return false;
  return true;
}

/// The row of Name on Cpu; null when Cpu has no register of that name.
static const HwregInfo *lookupHwregByName(llvm::StringRef Name,
                                          const CpuInfo &Cpu) {
  for (const HwregInfo &R : Hwregs)
    if (R.Name == Name && inGens(R.Gens, Cpu.Gen) && hwregOnCpu(R, Cpu))
      return &R;
  return nullptr;
}

/// Whether Name names a register on any processor.
static bool isHwregName(llvm::StringRef Name) {
  return llvm::any_of(Hwregs,
                      [&](const HwregInfo &R) { return R.Name == Name; });
}

/// The name llvm-mc prints for register Id on Cpu, if it has one.
static const HwregInfo *lookupHwregById(unsigned Id, const CpuInfo &Cpu) {
  for (const HwregInfo &R : Hwregs)
    if (R.Id == Id && R.Printed && inGens(R.Gens, Cpu.Gen) &&
        hwregOnCpu(R, Cpu))
      return &R;
  return nullptr;
}

namespace {
/// One field of hwreg(...) as written: llvm-mc's StructuredOpField.
struct HwregField {
  llvm::StringLiteral Key;  // its name in {...}
  llvm::StringLiteral Desc; // its name in errors
  unsigned WrittenBit;
  int64_t Val;
  uint32_t Loc = 0;
  bool Defined = false;
  /// Named by a register name that this processor lacks.
  bool Unsupported = false;
};

struct HwregFields {
  HwregField Id{"id", "hardware register", HwregIdField, 0};
  HwregField Offset{"offset", "bit offset", HwregOffsetField,
                    HwregDefaultOffset};
  HwregField Size{"size", "bitfield width", HwregSizeField, HwregDefaultSize};

  HwregField *byKey(llvm::StringRef Key) {
    for (HwregField *F : {&Id, &Offset, &Size})
      if (F->Key == Key)
        return F;
    return nullptr;
  }
  unsigned written() const {
    unsigned Bits = 0;
    for (const HwregField *F : {&Id, &Offset, &Size})
      Bits |= F->Defined ? F->WrittenBit : 0;
    return Bits;
  }
};
} // namespace

static bool isPunct(Lexer &Lex, char C) {
  return Lex.is(Tok::Other) && Lex.text() == llvm::StringRef(&C, 1);
}

/// {id: 1, offset: 2, size: 3}: each field at most once, in any order, as
/// an absolute expression (llvm-mc takes no register names here).
static bool parseStructured(OperandParser &P, HwregFields &Fields) {
  Lexer &Lex = P.lexer();
  Lex.lex(); // '{'
  bool First = true;
  while (!isPunct(Lex, '}')) {
    if (!First && !P.skipToken(Tok::Comma, "comma or closing brace expected"))
      return false;
    llvm::StringRef Key = Lex.text();
    uint32_t KeyLoc = Lex.tok().Begin;
    if (!P.skipToken(Tok::Identifier, "field name expected") ||
        !P.skipToken(Tok::Colon, "colon expected"))
      return false;
    HwregField *F = Fields.byKey(Key);
    if (!F) {
      P.error(KeyLoc, "unknown field");
      return false;
    }
    if (F->Defined) {
      P.error(KeyLoc, "duplicate field");
      return false;
    }
    F->Loc = Lex.tok().Begin;
    if (!P.parseAbsolute(F->Val))
      return false;
    F->Defined = true;
    First = false;
  }
  Lex.lex(); // '}'
  return true;
}

/// hwreg(reg) or hwreg(reg, offset, size), after "hwreg(".
static bool parseFunction(OperandParser &P, HwregFields &Fields) {
  Lexer &Lex = P.lexer();
  HwregField &Id = Fields.Id;
  Id.Loc = Lex.tok().Begin;
  Id.Defined = true;
  if (Lex.is(Tok::Identifier) && isHwregName(Lex.text())) {
    const HwregInfo *Row = lookupHwregByName(Lex.text(), P.cpu());
    Id.Unsupported = !Row;
    Id.Val = Row ? Row->Id : 0;
    Lex.lex();
  } else if (!P.parseAbsolute(Id.Val, "a register name")) {
    return false;
  }
  if (Lex.is(Tok::RParen)) {
    Lex.lex();
    return true;
  }
  if (!P.skipToken(Tok::Comma, "expected a comma or a closing parenthesis"))
    return false;
  Fields.Offset.Loc = Lex.tok().Begin;
  Fields.Offset.Defined = true;
  if (!P.parseAbsolute(Fields.Offset.Val) ||
      !P.skipToken(Tok::Comma, "expected a comma"))
    return false;
  Fields.Size.Loc = Lex.tok().Begin;
  Fields.Size.Defined = true;
  return P.parseAbsolute(Fields.Size.Val) &&
         P.skipToken(Tok::RParen, "expected a closing parenthesis");
}

/// llvm-mc's validateStructuredOpFields: the first field out of range.
static bool validate(OperandParser &P, const HwregFields &Fields) {
  auto Refuse = [&](const HwregField &F, const llvm::Twine &Why) {
    P.error(F.Loc, "invalid " + F.Desc + ": " + Why);
    return false;
  };
  if (Fields.Id.Unsupported)
    return Refuse(Fields.Id, "not supported on this GPU");
  if (!llvm::isUIntN(HwregIdBits.Width, Fields.Id.Val))
    return Refuse(Fields.Id, "only 6-bit values are legal");
  if (!llvm::isUIntN(HwregOffsetBits.Width, Fields.Offset.Val))
    return Refuse(Fields.Offset, "only 5-bit values are legal");
  if (!llvm::isUIntN(HwregSizeBits.Width, uint64_t(Fields.Size.Val) - 1))
    return Refuse(Fields.Size, "only values from 1 to 32 are legal");
  return true;
}

bool HwregOperand::parse(OperandParser &P, int64_t &Simm16) const {
  Lexer &Lex = P.lexer();
  uint32_t Loc = Lex.tok().Begin;
  HwregFields Fields;
  bool ByField = true;
  if (isPunct(Lex, '{')) {
    if (!parseStructured(P, Fields))
      return false;
  } else if (Lex.is(Tok::Identifier) && Lex.text() == "hwreg" &&
             Lex.peekIs(Tok::LParen)) {
    Lex.lex();
    Lex.lex();
    if (!parseFunction(P, Fields))
      return false;
  } else {
    ByField = false;
    if (!P.parseAbsolute(Simm16, "a hwreg macro, structured immediate"))
      return false;
  }
  if (ByField) {
    if (!validate(P, Fields))
      return false;
    Simm16 = int64_t((uint64_t(Fields.Id.Val) << HwregIdBits.Shift) |
                     (uint64_t(Fields.Offset.Val) << HwregOffsetBits.Shift) |
                     (uint64_t(Fields.Size.Val - 1) << HwregSizeBits.Shift));
    P.writtenByField(Fields.written());
  }
  if (!llvm::isUInt<16>(uint64_t(Simm16))) {
    P.error(Loc, "invalid immediate: only 16-bit values are legal");
    return false;
  }
  return true;
}

// hwreg(NAME) or hwreg(id), with the offset and size only when either
// differs from the whole register.
void HwregOperand::print(unsigned Simm16, std::optional<int64_t> Written,
                         const CpuInfo &Cpu, llvm::raw_ostream &OS) const {
  unsigned Id = HwregIdBits.get(Simm16);
  unsigned Offset = HwregOffsetBits.get(Simm16);
  unsigned Size = HwregSizeBits.get(Simm16) + 1;
  OS << "hwreg(";
  if (const HwregInfo *Row = lookupHwregById(Id, Cpu))
    OS << Row->Name;
  else
    OS << Id;
  if (Offset != HwregDefaultOffset || Size != HwregDefaultSize)
    OS << ", " << Offset << ", " << Size;
  OS << ')';
}

void HwregOperand::explain(unsigned Simm16, const CpuInfo &Cpu,
                           OperandWriting How,
                           std::vector<ExplainRow> &Rows) const {
  const HwregInfo *Row = lookupHwregById(HwregIdBits.get(Simm16), Cpu);
  // What a field left out of hwreg(...) or {...} holds.
  auto Default = [&](unsigned Bit, const char *Why) {
    return How.ByField && !(How.Fields & Bit) ? Why : nullptr;
  };
  Rows.push_back({HwregIdBits, "id", Row ? Row->Name.data() : "",
                  Default(HwregIdField, "default: not given, so 0")});
  Rows.push_back({HwregOffsetBits, "offset", "",
                  Default(HwregOffsetField, "default: not given, so 0")});
  Rows.push_back(
      {HwregSizeBits, "size-1", "",
       Default(HwregSizeField, "default: not given, so a size of 32")});
}
