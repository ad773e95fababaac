//===- CachePolicy.cpp - Scalar memory's cache policy --------------------===//
//
// Mirrors llvm-mc's CPol operand of SMRD and SMEM instructions, as its
// parseCPol reads it, its validateCoherencyBits checks it and its printer
// writes it: glc and dlc (with their no- forms) up to gfx11, th: and
// scope: on gfx12.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/ScalarMemory.h"
#include "Target/ScalarMemoryTable.h"
#include "llvm/ADT/StringSwitch.h"
#include <tuple>

using namespace gfxas;

namespace {
// gfxas's value of the operand: the bits the layouts place.
enum : unsigned { Glc = 1, Dlc = 2 };
constexpr unsigned ThMask = 3, ScopeShift = 2;
enum : unsigned { ScopeCU, ScopeSE, ScopeDev, ScopeSys };
// TH_LOAD_BYPASS is TH_LOAD_LU's value, with the system scope.
constexpr unsigned ThLoadLu = 3;
} // namespace

static bool hasThScope(Generation G) {
  return scalarMemory(G).CachePolicy == SmemCachePolicy::ThScope;
}

/// Whether Cpu knows scc (which SMEM then refuses).
static bool hasScc(const CpuInfo &Cpu) {
  const std::optional<MachineVersion> &From = scalarMemory(Cpu.Gen).SccFrom;
  return From && std::tie(Cpu.Major, Cpu.Minor, Cpu.Stepping) >=
                     std::tie(From->Major, From->Minor, From->Stepping);
}

static bool startsThScope(Lexer &Lex) {
  return Lex.is(Tok::Identifier) &&
         (Lex.text() == "th" || Lex.text() == "scope") &&
         Lex.peekIs(Tok::Colon);
}

/// The pre-gfx12 modifier Name spells, without its "no" prefix.
static std::optional<llvm::StringRef> cachePolicyWord(llvm::StringRef Name) {
  llvm::StringRef Word = Name;
  Word.consume_front("no");
  if (Word == "glc" || Word == "slc" || Word == "dlc" || Word == "scc")
    return Word;
  return std::nullopt;
}

bool CPolOperand::takes(Lexer &Lex, Generation G) const {
  if (hasThScope(G))
    return startsThScope(Lex);
  return Lex.is(Tok::Identifier) && cachePolicyWord(Lex.text());
}

/// gfx12's th: and scope:, each once, in either order.
static bool parseThScope(OperandParser &P, int64_t &Value) {
  Lexer &Lex = P.lexer();
  std::optional<unsigned> Th, Scope;
  std::optional<ValidatorCheck> Invalid;
  uint32_t Begin = Lex.tok().Begin;
  bool Bypass = false;
  while (startsThScope(Lex)) {
    bool IsTh = Lex.text() == "th";
    // A second one is a cache policy operand of its own, which the parser
    // reads as an extra operand.
    if (IsTh ? Th.has_value() : Scope.has_value())
      break;
    Lex.lex();
    Lex.lex();
    if (!Lex.is(Tok::Identifier)) {
      P.error(Lex.tok().Begin, "expected an identifier");
      return false;
    }
    llvm::StringRef Name = Lex.text();
    uint32_t NameLoc = Lex.tok().Begin;
    Lex.lex();
    if (!IsTh) {
      std::optional<unsigned> S =
          llvm::StringSwitch<std::optional<unsigned>>(Name)
              .Case("SCOPE_CU", ScopeCU)
              .Case("SCOPE_SE", ScopeSE)
              .Case("SCOPE_DEV", ScopeDev)
              .Case("SCOPE_SYS", ScopeSys)
              .Default(std::nullopt);
      if (!S) {
        P.error(NameLoc, "invalid scope value");
        return false;
      }
      Scope = *S;
      continue;
    }
    std::optional<unsigned> T =
        llvm::StringSwitch<std::optional<unsigned>>(Name)
            .Case("TH_LOAD_RT", 0)
            .Case("TH_LOAD_NT", 1)
            .Case("TH_LOAD_HT", 2)
            .Case("TH_LOAD_LU", ThLoadLu)
            .Case("TH_LOAD_BYPASS", ThLoadLu)
            .Cases("TH_LOAD_NT_RT", "TH_LOAD_RT_NT", "TH_LOAD_NT_HT", 4)
            .Default(std::nullopt);
    bool OtherKind = false;
    if (!T) {
      T = llvm::StringSwitch<std::optional<unsigned>>(Name)
              .Cases("TH_STORE_RT", "TH_ATOMIC_RT", 0)
              .Cases("TH_STORE_NT", "TH_ATOMIC_RETURN", 1)
              .Cases("TH_STORE_HT", "TH_ATOMIC_NT", 2)
              .Cases("TH_STORE_BYPASS", "TH_ATOMIC_NT_RETURN", 3)
              .Cases("TH_STORE_NT_RT", "TH_ATOMIC_CASCADE_RT", 4)
              .Case("TH_STORE_RT_NT", 5)
              .Cases("TH_STORE_NT_HT", "TH_ATOMIC_CASCADE_NT", 6)
              .Cases("TH_STORE_RT_WB", "TH_STORE_NT_WB", 7)
              .Default(std::nullopt);
      OtherKind = true;
    }
    if (!T) {
      P.error(NameLoc, "invalid th value");
      return false;
    }
    // The values 4 to 6 (the _NT_RT, _RT_NT and _NT_HT kinds, a cascade)
    // have no bits in SMEM; any other of a store or an atomic but 0 is no
    // load's.
    if (*T > ThMask && *T < 7)
      Invalid = ValidatorCheck::ThForSmem;
    else if (OtherKind && *T)
      Invalid = ValidatorCheck::ThForLoads;
    Bypass = Name.ends_with("_BYPASS");
    Th = *T & ThMask;
  }
  // A BYPASS value (TH_LOAD_LU's) needs the system scope, and LU another:
  // llvm-mc checks that before the kind of the th.
  if (Th == ThLoadLu && Bypass != (Scope == ScopeSys))
    Invalid = ValidatorCheck::ThScopeCombination;
  // The validator points at the operand's start.
  if (Invalid)
    P.match().validationError(Begin, *Invalid, 0);
  Value = Th.value_or(0) | Scope.value_or(0) << ScopeShift;
  return true;
}

bool CPolOperand::parse(OperandParser &P, int64_t &Value) const {
  SmemCachePolicy Policy = scalarMemory(P.generation()).CachePolicy;
  Value = 0;
  Lexer &Lex = P.lexer();
  if (Policy == SmemCachePolicy::ThScope)
    return parseThScope(P, Value);
  unsigned Seen = 0;
  uint32_t Begin = Lex.tok().Begin;
  while (Lex.is(Tok::Identifier)) {
    std::optional<llvm::StringRef> Word = cachePolicyWord(Lex.text());
    if (!Word)
      break;
    uint32_t Loc = Lex.tok().Begin;
    bool Set = !Lex.text().starts_with("no");
    Lex.lex();
    if (*Word == "dlc" && Policy != SmemCachePolicy::GlcDlc) {
      P.error(Loc, "dlc modifier is not supported on this GPU");
      return false;
    }
    if (*Word == "scc" && !hasScc(P.cpu())) {
      P.error(Loc, "scc modifier is not supported on this GPU");
      return false;
    }
    unsigned Bit = llvm::StringSwitch<unsigned>(*Word)
                       .Case("glc", 1)
                       .Case("slc", 2)
                       .Case("dlc", 4)
                       .Default(8);
    if (Seen & Bit) {
      P.error(Loc, "duplicate cache policy modifier");
      return false;
    }
    Seen |= Bit;
    if (!Set)
      continue;
    if (Policy == SmemCachePolicy::None) {
      P.match().validationError(Begin, ValidatorCheck::SmrdCachePolicy, 0);
      continue;
    }
    if (*Word == "glc")
      Value |= Glc;
    else if (*Word == "dlc")
      Value |= Dlc;
    else
      P.match().validationError(P.match().mnemonicLoc(),
                                ValidatorCheck::SmemCachePolicy, 0);
  }
  return true;
}

void CPolOperand::print(unsigned Field, std::optional<int64_t> Written,
                        const CpuInfo &Cpu, llvm::raw_ostream &OS) const {
  if (!hasThScope(Cpu.Gen)) {
    const char *Sep = "";
    if (Field & Glc) {
      OS << "glc";
      Sep = " ";
    }
    if (Field & Dlc)
      OS << Sep << "dlc";
    return;
  }
  unsigned Th = Field & ThMask, Scope = Field >> ScopeShift;
  static const char *const ThNames[] = {"TH_LOAD_RT", "TH_LOAD_NT",
                                        "TH_LOAD_HT", "TH_LOAD_LU"};
  static const char *const ScopeNames[] = {"SCOPE_CU", "SCOPE_SE", "SCOPE_DEV",
                                           "SCOPE_SYS"};
  if (Th) {
    OS << "th:"
       << (Th == ThLoadLu && Scope == ScopeSys ? "TH_LOAD_BYPASS"
                                               : ThNames[Th]);
    if (Scope)
      OS << ' ';
  }
  if (Scope)
    OS << "scope:" << ScopeNames[Scope];
}

void CPolOperand::explain(unsigned Field, const CpuInfo &Cpu,
                          OperandWriting How,
                          std::vector<ExplainRow> &Rows) const {
  SmemCachePolicy Policy = scalarMemory(Cpu.Gen).CachePolicy;
  if (Policy != SmemCachePolicy::ThScope) {
    Rows.push_back({{0, 1}, "glc", Field & Glc ? "1: globally coherent" : "0"});
    if (Policy == SmemCachePolicy::GlcDlc)
      Rows.push_back(
          {{1, 1}, "dlc", Field & Dlc ? "1: device level coherent" : "0"});
    return;
  }
  std::string Th, Scope;
  llvm::raw_string_ostream TS(Th), SS(Scope);
  print(Field & ThMask, std::nullopt, Cpu, TS);
  print(Field & ~ThMask, std::nullopt, Cpu, SS);
  Rows.push_back({{0, 2}, "th", Th.empty() ? "TH_LOAD_RT" : Th});
  Rows.push_back({{2, 2}, "scope", Scope.empty() ? "SCOPE_CU" : Scope});
}
