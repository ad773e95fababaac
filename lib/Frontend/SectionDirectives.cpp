//===- SectionDirectives.cpp - .section, .data, .pushsection, ... --------===//

#include "Frontend/Predefined.h"
#include "Frontend/Sections.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/raw_ostream.h"

using namespace gfxas;
namespace ELF = llvm::ELF;

namespace {
/// A directive that switches to one section by its name alone (llvm-mc's
/// ParseSectionSwitch), with the type and flags it gives a new one.
struct NamedSectionDirective {
  llvm::StringLiteral Name;
  uint32_t Type;
  uint32_t Flags;
};
} // namespace

static constexpr NamedSectionDirective NamedSectionDirectives[] = {
    {".text", ELF::SHT_PROGBITS, ELF::SHF_EXECINSTR | ELF::SHF_ALLOC},
    {".data", ELF::SHT_PROGBITS, ELF::SHF_WRITE | ELF::SHF_ALLOC},
    {".bss", ELF::SHT_NOBITS, ELF::SHF_WRITE | ELF::SHF_ALLOC},
    {".rodata", ELF::SHT_PROGBITS, ELF::SHF_ALLOC},
    {".tdata", ELF::SHT_PROGBITS,
     ELF::SHF_ALLOC | ELF::SHF_TLS | ELF::SHF_WRITE},
    {".tbss", ELF::SHT_NOBITS, ELF::SHF_ALLOC | ELF::SHF_TLS | ELF::SHF_WRITE},
    {".data.rel", ELF::SHT_PROGBITS, ELF::SHF_ALLOC | ELF::SHF_WRITE},
    {".data.rel.ro", ELF::SHT_PROGBITS, ELF::SHF_ALLOC | ELF::SHF_WRITE},
    {".eh_frame", ELF::SHT_PROGBITS, ELF::SHF_ALLOC},
};

static const NamedSectionDirective *namedSection(llvm::StringRef Directive) {
  for (const NamedSectionDirective &D : NamedSectionDirectives)
    if (D.Name == Directive)
      return &D;
  return nullptr;
}

// llvm-mc's hasPrefix: Name is Prefix or starts with Prefix and a dot.
static bool hasPrefix(llvm::StringRef Name, llvm::StringRef Prefix) {
  return Name.consume_front(Prefix) && (Name.empty() || Name[0] == '.');
}

// The flags a section gets from its name before its flags string.
static uint32_t defaultFlags(llvm::StringRef Name) {
  if (hasPrefix(Name, ".rodata") || Name == ".rodata1")
    return ELF::SHF_ALLOC;
  if (Name == ".fini" || Name == ".init" || hasPrefix(Name, ".text"))
    return ELF::SHF_ALLOC | ELF::SHF_EXECINSTR;
  if (hasPrefix(Name, ".data") || Name == ".data1" || hasPrefix(Name, ".bss") ||
      hasPrefix(Name, ".init_array") || hasPrefix(Name, ".fini_array") ||
      hasPrefix(Name, ".preinit_array"))
    return ELF::SHF_ALLOC | ELF::SHF_WRITE;
  if (hasPrefix(Name, ".tdata") || hasPrefix(Name, ".tbss"))
    return ELF::SHF_ALLOC | ELF::SHF_WRITE | ELF::SHF_TLS;
  return 0;
}

// The type a section gets from its name when the directive gives none.
static uint32_t defaultType(llvm::StringRef Name) {
  if (Name.starts_with(".note"))
    return ELF::SHT_NOTE;
  if (hasPrefix(Name, ".init_array"))
    return ELF::SHT_INIT_ARRAY;
  if (hasPrefix(Name, ".bss") || hasPrefix(Name, ".tbss"))
    return ELF::SHT_NOBITS;
  if (hasPrefix(Name, ".fini_array"))
    return ELF::SHT_FINI_ARRAY;
  if (hasPrefix(Name, ".preinit_array"))
    return ELF::SHT_PREINIT_ARRAY;
  return ELF::SHT_PROGBITS;
}

namespace {
/// A letter of a flags string ("awx"), as llvm-mc reads it for amdgcn.
struct SectionFlagLetter {
  char Letter;
  uint32_t Flag;
  /// gfxas does not write what the flag asks for (a group, a linked-to
  /// section): an error of its own rather than a different object.
  bool Unsupported;
};
} // namespace

// In the order llvm-mc's printer writes them.
static constexpr SectionFlagLetter FlagLetters[] = {
    {'a', ELF::SHF_ALLOC, false},     {'e', ELF::SHF_EXCLUDE, false},
    {'x', ELF::SHF_EXECINSTR, false}, {'w', ELF::SHF_WRITE, false},
    {'M', ELF::SHF_MERGE, false},     {'S', ELF::SHF_STRINGS, false},
    {'T', ELF::SHF_TLS, false},       {'o', ELF::SHF_LINK_ORDER, true},
    {'G', ELF::SHF_GROUP, true},      {'R', ELF::SHF_GNU_RETAIN, false},
};

namespace {
/// A section type gfxas writes, by the name llvm-mc reads and prints.
struct SectionTypeName {
  llvm::StringLiteral Name;
  uint32_t Type;
};
} // namespace

static constexpr SectionTypeName TypeNames[] = {
    {"init_array", ELF::SHT_INIT_ARRAY},
    {"fini_array", ELF::SHT_FINI_ARRAY},
    {"preinit_array", ELF::SHT_PREINIT_ARRAY},
    {"nobits", ELF::SHT_NOBITS},
    {"note", ELF::SHT_NOTE},
    {"progbits", ELF::SHT_PROGBITS},
};

// MCSectionELF::printName: a name of other characters is quoted, a quote
// in it escaped, and an escape sequence kept as it is.
static void printSectionName(llvm::StringRef Name, llvm::raw_ostream &OS) {
  if (Name.find_first_not_of("0123456789_."
                             "abcdefghijklmnopqrstuvwxyz"
                             "ABCDEFGHIJKLMNOPQRSTUVWXYZ") ==
      llvm::StringRef::npos) {
    OS << Name;
    return;
  }
  OS << '"';
  for (size_t I = 0; I < Name.size(); ++I) {
    if (Name[I] == '"')
      OS << "\\\"";
    else if (Name[I] != '\\')
      OS << Name[I];
    else if (I + 1 == Name.size())
      OS << "\\\\";
    else {
      OS << Name[I] << Name[I + 1];
      ++I;
    }
  }
  OS << '"';
}

// MCSectionELF::printSwitchToSection for the sections gfxas makes.
static std::string switchText(const Sections::Section &S) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  // MCAsmInfo::shouldOmitSectionDirective (ELF prints .bss in full).
  if (S.Name == ".text" || S.Name == ".data") {
    OS << '\t' << S.Name << '\n';
    return Text;
  }
  OS << "\t.section\t";
  printSectionName(S.Name, OS);
  OS << ",\"";
  for (const SectionFlagLetter &L : FlagLetters)
    if (S.Flags & L.Flag)
      OS << L.Letter;
  OS << "\",@";
  for (const SectionTypeName &T : TypeNames)
    if (T.Type == S.Type)
      OS << T.Name;
  if (S.EntSize)
    OS << ',' << S.EntSize;
  OS << '\n';
  return Text;
}

void Sections::reset() {
  Table.clear();
  Ids.clear();
  Table.push_back(
      {".text", ELF::SHF_ALLOC | ELF::SHF_EXECINSTR, ELF::SHT_PROGBITS, 0, 0});
  Ids[".text"] = 0;
  Stack.reset();
  Cur = 0;
  Syms.setLabelSection(0);
}

namespace {
/// A section llvm-mc's MCObjectFileInfo makes before the first line, with
/// flags other than none (each checked against llvm-mc 19's "changed
/// section flags" errors).
struct PredefinedSection {
  llvm::StringLiteral Name;
  uint32_t Type;
  uint32_t Flags;
  uint32_t EntSize;
};
} // namespace

static constexpr PredefinedSection PredefinedSections[] = {
    {".bss", ELF::SHT_NOBITS, ELF::SHF_WRITE | ELF::SHF_ALLOC, 0},
    {".text", ELF::SHT_PROGBITS, ELF::SHF_EXECINSTR | ELF::SHF_ALLOC, 0},
    {".data", ELF::SHT_PROGBITS, ELF::SHF_WRITE | ELF::SHF_ALLOC, 0},
    {".rodata", ELF::SHT_PROGBITS, ELF::SHF_ALLOC, 0},
    {".tdata", ELF::SHT_PROGBITS,
     ELF::SHF_ALLOC | ELF::SHF_TLS | ELF::SHF_WRITE, 0},
    {".tbss", ELF::SHT_NOBITS, ELF::SHF_ALLOC | ELF::SHF_TLS | ELF::SHF_WRITE,
     0},
    {".data.rel.ro", ELF::SHT_PROGBITS, ELF::SHF_WRITE | ELF::SHF_ALLOC, 0},
    {".rodata.cst4", ELF::SHT_PROGBITS, ELF::SHF_ALLOC | ELF::SHF_MERGE, 4},
    {".rodata.cst8", ELF::SHT_PROGBITS, ELF::SHF_ALLOC | ELF::SHF_MERGE, 8},
    {".rodata.cst16", ELF::SHT_PROGBITS, ELF::SHF_ALLOC | ELF::SHF_MERGE, 16},
    {".rodata.cst32", ELF::SHT_PROGBITS, ELF::SHF_ALLOC | ELF::SHF_MERGE, 32},
    {".gcc_except_table", ELF::SHT_PROGBITS, ELF::SHF_ALLOC, 0},
    {".debug_line_str", ELF::SHT_PROGBITS, ELF::SHF_MERGE | ELF::SHF_STRINGS,
     1},
    {".debug_str", ELF::SHT_PROGBITS, ELF::SHF_MERGE | ELF::SHF_STRINGS, 1},
    {".debug_str.dwo", ELF::SHT_PROGBITS,
     ELF::SHF_MERGE | ELF::SHF_STRINGS | ELF::SHF_EXCLUDE, 1},
    {".llvm_stackmaps", ELF::SHT_PROGBITS, ELF::SHF_ALLOC, 0},
    {".llvm_faultmaps", ELF::SHT_PROGBITS, ELF::SHF_ALLOC, 0},
    {".eh_frame", ELF::SHT_PROGBITS, ELF::SHF_ALLOC, 0},
};

uint16_t Sections::getOrCreate(llvm::StringRef Name, uint32_t Type,
                               uint32_t Flags, uint32_t EntSize) {
  auto [It, Inserted] = Ids.try_emplace(Name, uint16_t(Table.size()));
  if (Inserted) {
    // A section llvm-mc made at start keeps what it made it with; the other
    // ones it made have no flags (.dwo ones exclude themselves).
    if (llvm::is_contained(predefinedSectionNames(), Name)) {
      Type = ELF::SHT_PROGBITS;
      Flags = Name.ends_with(".dwo") ? uint32_t(ELF::SHF_EXCLUDE) : 0;
      EntSize = 0;
      for (const PredefinedSection &P : PredefinedSections)
        if (P.Name == Name) {
          Type = P.Type;
          Flags = P.Flags;
          EntSize = P.EntSize;
        }
    }
    Table.push_back({Name.str(), Flags, Type, EntSize, 0});
  }
  Syms.sectionNamed(Name);
  return It->second;
}

// MCStreamer::switchSection: the section left becomes the previous one even
// when it is the one entered, which then prints nothing.
void Sections::switchTo(uint16_t Id) {
  if (std::optional<SectionStack::Switch> S = Stack.switchTo(Id))
    enter(S->Id, S->Listed);
}

void Sections::switchUnlisted(uint16_t Id) {
  if (std::optional<SectionStack::Switch> S = Stack.switchUnlisted(Id))
    enter(S->Id, S->Listed);
}

bool Sections::pop() {
  std::optional<SectionStack::Switch> S;
  if (!Stack.pop(S))
    return false;
  if (S)
    enter(S->Id, S->Listed);
  return true;
}

void Sections::enter(uint16_t Id, uint16_t Listed) {
  Table[Cur].Address = Ctx.Address;
  Cur = Id;
  Ctx.Address = Table[Id].Address;
  Syms.setLabelSection(Id);
  Section &S = Table[Id];
  bool First = !S.Entered;
  // llvm-mc's ELF streamer marks the object's ABI as GNU's for a section
  // the linker must retain.
  if (S.Flags & ELF::SHF_GNU_RETAIN)
    EnteredRetained = true;
  if (First) {
    S.Entered = true;
    S.Listing = switchText(S);
    // The streamer defines the section's symbol when it first enters it,
    // which registers it.
    if (Ctx.Sink)
      S.RegisteredAt = RegisterSection();
  }
  if (!Ctx.Sink)
    return;
  llvm::StringRef ListingText;
  if (Listed != SectionStack::None) {
    // The listing may go back to a section only the object left (.text,
    // which the file starts in, after a local common symbol).
    Section &L = Table[Listed];
    if (L.Listing.empty())
      L.Listing = switchText(L);
    ListingText = L.Listing;
  }
  Ctx.Sink->section({Id, Ctx.Stmt - 1, First, S.Name, S.Flags, S.Type,
                     S.EntSize, S.RegisteredAt, ListingText});
}

// ".text N" and the like switch to subsection N, whose contents llvm-mc
// places after the lower-numbered ones. gfxas keeps one subsection; naming
// another is an error rather than a silently different layout. False
// after an error.
bool Sections::parseSubsection(llvm::StringRef Name, bool Optional) {
  if (Optional && Lex.atEndOfStatement())
    return true;
  uint32_t Begin = Lex.tok().Begin;
  Expr.clear();
  if (!Exprs.parse(Expr))
    return false;
  uint32_t Loc = llvmMcExpressionLoc(Ctx.Source, Begin);
  int64_t Subsection;
  if (!Eval.evaluateAsAbsolute(Expr, Subsection)) {
    error(Loc, "cannot evaluate subsection number");
    return false;
  }
  if (Subsection < 0 || Subsection > INT32_MAX) {
    error(Loc, "subsection number " + llvm::Twine(Subsection) +
                   " is not within [0,2147483647]");
    return false;
  }
  if (Subsection != 0) {
    error(Loc, "gfxas does not support " + Name + " subsections other than 0");
    return false;
  }
  return true;
}

// An error llvm-mc reports once the directive has ended, which leaves the
// statement as it was: the switch is made all the same.
void Sections::lateDirectiveError(uint32_t Loc, const llvm::Twine &Msg) {
  Ctx.ErrorReported = true;
  if (Ctx.Sink && !Ctx.Suppress)
    Ctx.report({Diagnostic::Kind::Error, Loc, Msg.str()});
}

// ELFAsmParser::ParseSectionName: a string, or the source text of the
// adjacent tokens up to a comma or the end of the statement.
std::optional<llvm::StringRef> Sections::parseName() {
  if (Lex.is(Tok::String)) {
    llvm::StringRef Name = Lex.stringContents(Lex.tok());
    Lex.lex();
    return Name;
  }
  uint32_t Begin = Lex.tok().Begin, End = Begin;
  while (!Lex.is(Tok::Comma) && !Lex.atEndOfStatement()) {
    if (Lex.is(Tok::Error) && Lex.tok().Message)
      break;
    End = Lex.tok().End;
    Lex.lex();
    if (Lex.tok().Begin != End)
      break;
  }
  if (End == Begin)
    return std::nullopt;
  return Ctx.Source.slice(Begin, End);
}

bool Sections::parseDirective(llvm::StringRef Directive, uint32_t Loc) {
  // Pass one lays .text out as llvm-mc's object does, branch padding and
  // all (BranchPadding.h), for .text alone.
  if (PadBranches && Directive != ".text" && Directive != ".previous" &&
      Directive != ".popsection") {
    error(Loc, "gfxas supports no section but .text on " +
                   llvm::Twine(Cpu.Name) + ", whose branches it pads");
    return false;
  }
  if (const NamedSectionDirective *D = namedSection(Directive)) {
    if (!parseSubsection(Directive))
      return false;
    // Like llvm-mc's ParseSectionSwitch, one token after the number is
    // eaten, whatever it is, and the rest of the line is a statement of its
    // own.
    bool RestIsStatement = false;
    if (!Lex.atEndOfStatement()) {
      Lex.lex();
      RestIsStatement = true;
    }
    switchTo(getOrCreate(D->Name, D->Type, D->Flags, 0));
    return RestIsStatement;
  }
  if (Directive == ".previous") {
    SectionStack::Previous P = Stack.previous();
    if (P.Fails) {
      error(Lex.tok().Begin, ".previous without corresponding .section");
      return false;
    }
    if (P.ListingFails && Ctx.Sink)
      Ctx.Sink->listingStreamerError(
          {Diagnostic::Kind::Error, Lex.tok().Begin,
           ".previous without corresponding .section"});
    if (P.Made)
      enter(P.Made->Id, P.Made->Listed);
    // Its end of statement is left to the parser, which takes it for an
    // empty statement; whatever follows on the line is a statement too.
    // Where the listing fails it, the line ends there.
    return !P.ListingFails;
  }
  if (Directive == ".popsection") {
    if (!pop()) {
      error(Lex.tok().Begin, ".popsection without corresponding .pushsection");
      return false;
    }
    return true;
  }
  bool IsPush = Directive == ".pushsection";
  if (IsPush)
    Stack.push();
  // llvm-mc pops what it pushed when the arguments fail.
  if (!parseArguments(IsPush, Loc) && IsPush)
    pop();
  return false;
}

// ELFAsmParser::parseSectionFlags on the flag string at the lexer, added
// to Flags; false after an error.
bool Sections::parseFlagString(uint32_t &Flags) {
  uint32_t FlagsLoc = Lex.tok().Begin;
  llvm::StringRef FlagString = Lex.stringContents(Lex.tok());
  Lex.lex();
  auto Letter = [](char C) {
    return llvm::find_if(
        FlagLetters, [&](const SectionFlagLetter &F) { return F.Letter == C; });
  };
  for (char C : FlagString)
    if (Letter(C) == std::end(FlagLetters) && C != '?') {
      error(Lex.tok().Begin, "unknown flag");
      return false;
    }
  for (char C : FlagString) {
    const SectionFlagLetter *L = Letter(C);
    if (C == '?' || L->Unsupported) {
      error(FlagsLoc,
            "gfxas does not support the section flag '" + llvm::Twine(C) + "'");
      return false;
    }
    Flags |= L->Flag;
  }
  return true;
}

// ELFAsmParser's parseSunStyleSectionFlags: "#alloc, #write, ..." (the
// comma after the last one eaten too); nothing for a name it does not know,
// with the lexer at that name.
std::optional<uint32_t> Sections::parseSunStyleFlags() {
  uint32_t Flags = 0;
  while (Lex.is(Tok::Hash)) {
    Lex.lex();
    if (!Lex.is(Tok::Identifier))
      return std::nullopt;
    uint32_t Flag = llvm::StringSwitch<uint32_t>(Lex.text())
                        .Case("alloc", ELF::SHF_ALLOC)
                        .Case("execinstr", ELF::SHF_EXECINSTR)
                        .Case("write", ELF::SHF_WRITE)
                        .Case("tls", ELF::SHF_TLS)
                        .Default(0);
    if (!Flag)
      return std::nullopt;
    Flags |= Flag;
    Lex.lex();
    if (!Lex.is(Tok::Comma))
      break;
    Lex.lex();
  }
  return Flags;
}

// ELFAsmParser::ParseSectionArguments; false after an error.
bool Sections::parseArguments(bool IsPush, uint32_t Loc) {
  std::optional<llvm::StringRef> Name = parseName();
  if (!Name) {
    error(Lex.tok().Begin, "expected identifier");
    return false;
  }
  uint32_t Flags = defaultFlags(*Name);
  uint32_t ExtraFlags = 0;
  int64_t EntSize = 0;
  std::optional<llvm::StringRef> TypeName;
  uint32_t TypeLoc = 0;
  if (Lex.is(Tok::Comma)) {
    Lex.lex();
    if (IsPush && !Lex.is(Tok::String)) {
      // After the comma, llvm-mc requires the number.
      if (!parseSubsection(".pushsection", /*Optional=*/false))
        return false;
      if (!Lex.is(Tok::Comma))
        goto EndOfStatement;
      Lex.lex();
    }
    if (Lex.is(Tok::Hash)) {
      std::optional<uint32_t> SunFlags = parseSunStyleFlags();
      if (!SunFlags) {
        error(Lex.tok().Begin, "unknown flag");
        return false;
      }
      ExtraFlags = *SunFlags;
    } else if (!Lex.is(Tok::String)) {
      error(Lex.tok().Begin, "expected string");
      return false;
    } else if (!parseFlagString(ExtraFlags)) {
      return false;
    }
    Flags |= ExtraFlags;
    bool Mergeable = Flags & ELF::SHF_MERGE;
    // maybeParseSectionType.
    if (Lex.is(Tok::Comma)) {
      Lex.lex();
      if (!Lex.is(Tok::At) && !Lex.is(Tok::Percent) && !Lex.is(Tok::String)) {
        error(Lex.tok().Begin, "expected '@<type>', '%<type>' or \"<type>\"");
        return false;
      }
      if (!Lex.is(Tok::String))
        Lex.lex();
      TypeLoc = Lex.tok().Begin;
      if (Lex.is(Tok::Integer)) {
        TypeName = Lex.text();
        Lex.lex();
      } else if (!(TypeName = Ctx.parseIdentifier())) {
        error(Lex.tok().Begin, "expected identifier");
        return false;
      }
    }
    if (!TypeName) {
      if (Mergeable) {
        error(Lex.tok().Begin, "Mergeable section must specify the type");
        return false;
      }
      if (!Lex.atEndOfStatement()) {
        error(Lex.tok().Begin, "expected end of directive");
        return false;
      }
    }
    if (Mergeable) {
      // parseMergeSize.
      if (!Lex.is(Tok::Comma)) {
        error(Lex.tok().Begin, "expected the entry size");
        return false;
      }
      Lex.lex();
      if (!parseAbsoluteExpression(Ctx, Exprs, Eval, Expr, EntSize))
        return false;
      if (EntSize <= 0) {
        error(Lex.tok().Begin, "entry size must be positive");
        return false;
      }
    }
    // maybeParseUniqueID.
    if (Lex.is(Tok::Comma)) {
      Lex.lex();
      uint32_t UniqueLoc = Lex.tok().Begin;
      std::optional<llvm::StringRef> Unique = Ctx.parseIdentifier();
      if (!Unique) {
        error(Lex.tok().Begin, "expected identifier");
        return false;
      }
      if (*Unique != "unique") {
        error(Lex.tok().Begin, "expected 'unique'");
        return false;
      }
      error(UniqueLoc, "gfxas does not support unique sections");
      return false;
    }
  }
EndOfStatement:
  if (!Lex.atEndOfStatement()) {
    error(Lex.tok().Begin, "expected end of directive");
    return false;
  }
  uint32_t Type = defaultType(*Name);
  if (TypeName) {
    const SectionTypeName *T =
        llvm::find_if(TypeNames, [&](const SectionTypeName &N) {
          return N.Name == *TypeName;
        });
    uint64_t Number;
    if (T != std::end(TypeNames)) {
      Type = T->Type;
    } else if (!TypeName->getAsInteger(0, Number) && Number <= UINT32_MAX) {
      // A number: only those of the types gfxas writes.
      T = llvm::find_if(TypeNames, [&](const SectionTypeName &N) {
        return N.Type == Number;
      });
      if (T == std::end(TypeNames)) {
        error(TypeLoc, "gfxas does not support section type " + *TypeName);
        return false;
      }
      Type = T->Type;
    } else if (TypeName->starts_with("llvm_") || *TypeName == "unwind") {
      error(TypeLoc, "gfxas does not support section type " + *TypeName);
      return false;
    } else {
      // llvm-mc reports it having read the end of the statement: at the
      // next statement's first token, which it then reads as usual.
      const Token &Next = Lex.peek();
      lateDirectiveError(Lex.is(Tok::Eof) ? Lex.tok().Begin : Next.Begin,
                         "unknown section type");
      return false;
    }
  }
  uint16_t Id = getOrCreate(*Name, Type, Flags, uint32_t(EntSize));
  switchTo(Id);
  const Section &S = Table[Id];
  bool Explicit = ExtraFlags || EntSize || TypeName;
  if (TypeName && S.Type != Type)
    lateDirectiveError(Loc, "changed section type for " + *Name +
                                ", expected: 0x" + llvm::utohexstr(S.Type));
  if (Explicit && S.Flags != Flags)
    lateDirectiveError(Loc, "changed section flags for " + *Name +
                                ", expected: 0x" + llvm::utohexstr(S.Flags));
  if (Explicit && S.EntSize != EntSize)
    lateDirectiveError(Loc, "changed section entsize for " + *Name +
                                ", expected: " + llvm::Twine(S.EntSize));
  return true;
}
