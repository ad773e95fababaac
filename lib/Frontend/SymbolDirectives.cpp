//===- SymbolDirectives.cpp - .local, .weak, .hidden, .type, .size -------===//

#include "Frontend/SymbolDirectives.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/BinaryFormat/ELF.h"

using namespace gfxas;

void SymbolDirectives::parseDirective(llvm::StringRef Directive, uint32_t Loc) {
  if (Directive == ".type")
    parseTypeDirective();
  else if (Directive == ".size")
    parseSizeDirective();
  else
    parseAttributeDirective(Directive, Loc);
}

// llvm-mc's parseDirectiveSymbolAttribute: an optional comma-separated
// list, each name taking effect before the next is parsed.
void SymbolDirectives::parseGlobl(uint32_t Loc) {
  if (Lex.atEndOfStatement())
    return;
  for (;;) {
    uint32_t NameLoc = Lex.tok().Begin;
    std::optional<llvm::StringRef> Name = Ctx.parseSymbolName();
    if (!Name)
      return;
    // A private (.L) symbol never reaches the object's symbol table.
    if (isPrivateName(*Name)) {
      error(NameLoc, "non-local symbol required");
      return;
    }
    uint32_t Sym = Syms.getOrCreate(*Name);
    setBinding(Sym, llvm::ELF::STB_GLOBAL, Loc);
    if (Ctx.Sink)
      Ctx.Sink->directive(".globl", Syms.name(Sym), "");
    if (Lex.atEndOfStatement())
      return;
    if (!Lex.is(Tok::Comma)) {
      error(Lex.tok().Begin, "unexpected token");
      return;
    }
    Lex.lex();
  }
}

static llvm::StringRef bindingName(uint8_t Binding) {
  switch (Binding) {
  case llvm::ELF::STB_LOCAL:
    return "STB_LOCAL";
  case llvm::ELF::STB_GLOBAL:
    return "STB_GLOBAL";
  case llvm::ELF::STB_WEAK:
    return "STB_WEAK";
  }
  llvm_unreachable("no directive asks for this binding");
}

// MCELFStreamer::emitSymbolAttribute for .globl, .local and .weak. GNU as
// lets a later directive change the binding; llvm-mc refuses all but a
// change to weak, which it only warns about.
void SymbolDirectives::setBinding(uint32_t Sym, uint8_t Binding, uint32_t Loc) {
  Symbol &S = Syms[Sym];
  bool Changed = S.Binding != Symbol::NoBinding && S.Binding != Binding;
  S.Binding = Binding;
  if (!Ctx.Sink)
    return;
  Register(Sym);
  if (Changed)
    Ctx.Sink->objectStreamerError(
        {Binding == llvm::ELF::STB_WEAK ? Diagnostic::Kind::Warning
                                        : Diagnostic::Kind::Error,
         Loc,
         (Syms.name(Sym) + " changed binding to " + bindingName(Binding))
             .str()});
}

/// The visibility a visibility directive gives, or none for a binding one.
static std::optional<uint8_t> visibilityOf(llvm::StringRef Directive) {
  using namespace llvm::ELF;
  return llvm::StringSwitch<std::optional<uint8_t>>(Directive)
      .Case(".hidden", uint8_t(STV_HIDDEN))
      .Case(".protected", uint8_t(STV_PROTECTED))
      .Case(".internal", uint8_t(STV_INTERNAL))
      .Default(std::nullopt);
}

// ELFAsmParser::parseDirectiveSymbolAttribute: an optional comma-separated
// list, each name taking effect before the next is parsed. Unlike .globl,
// it takes private (.L) names, which then stay out of the symbol table.
// The visibility directives register the symbol as the binding ones do,
// and leave its binding alone: the last one given wins.
void SymbolDirectives::parseAttributeDirective(llvm::StringRef Directive,
                                               uint32_t Loc) {
  uint8_t Binding =
      Directive == ".weak" ? llvm::ELF::STB_WEAK : llvm::ELF::STB_LOCAL;
  std::optional<uint8_t> Visibility = visibilityOf(Directive);
  if (Lex.atEndOfStatement())
    return;
  for (;;) {
    std::optional<llvm::StringRef> Name = Ctx.parseIdentifier();
    if (!Name) {
      error(Lex.tok().Begin, "expected identifier");
      return;
    }
    uint32_t Sym = Syms.getOrCreate(*Name);
    if (Visibility) {
      Syms[Sym].Visibility = *Visibility;
      if (Ctx.Sink)
        Register(Sym);
    } else {
      setBinding(Sym, Binding, Loc);
    }
    if (Ctx.Sink)
      Ctx.Sink->directive(Directive, Syms.name(Sym), "");
    if (Lex.atEndOfStatement())
      return;
    if (!Lex.is(Tok::Comma)) {
      error(Lex.tok().Begin, "expected comma");
      return;
    }
    Lex.lex();
  }
}

namespace {
/// What a .type names: the ELF type it gives, and the binding
/// (gnu_unique_object makes the symbol STB_GNU_UNIQUE).
struct TypeAttribute {
  uint8_t Type;
  /// How llvm-mc's listing spells it, after the '@'.
  llvm::StringRef Printed;
  bool Unique = false;
};
} // namespace

// ELFAsmParser's MCAttrForString: each type by its STT_ name or by GNU as's
// lower-case alias, as written (no other spelling).
static std::optional<TypeAttribute> typeAttribute(llvm::StringRef Name) {
  using namespace llvm::ELF;
  return llvm::StringSwitch<std::optional<TypeAttribute>>(Name)
      .Cases("STT_FUNC", "function", TypeAttribute{STT_FUNC, "function"})
      .Cases("STT_OBJECT", "object", TypeAttribute{STT_OBJECT, "object"})
      .Cases("STT_TLS", "tls_object", TypeAttribute{STT_TLS, "tls_object"})
      // llvm-mc does not make such symbols common: an object, for now.
      .Cases("STT_COMMON", "common", TypeAttribute{STT_OBJECT, "common"})
      .Cases("STT_NOTYPE", "notype", TypeAttribute{STT_NOTYPE, "notype"})
      .Cases("STT_GNU_IFUNC", "gnu_indirect_function",
             TypeAttribute{STT_GNU_IFUNC, "gnu_indirect_function"})
      .Case("gnu_unique_object",
            TypeAttribute{STT_OBJECT, "gnu_unique_object", /*Unique=*/true})
      .Default(std::nullopt);
}

// MCELFStreamer's CombineSymbolTypes: of the old and the new type, the one
// later in this order wins, so a later .type never lowers a symbol's type
// (a section's own type stays).
static uint8_t combineTypes(uint8_t Old, uint8_t New) {
  using namespace llvm::ELF;
  for (uint8_t Type :
       {STT_NOTYPE, STT_OBJECT, STT_FUNC, STT_GNU_IFUNC, STT_TLS}) {
    if (Old == Type)
      return New;
    if (New == Type)
      return Old;
  }
  return New;
}

// ELFAsmParser::parseDirectiveType: ".type NAME, TYPE", the comma optional,
// the type written as STT_X, x, @x, %x, #x or "x".
void SymbolDirectives::parseTypeDirective() {
  std::optional<llvm::StringRef> Name = Ctx.parseIdentifier();
  if (!Name) {
    error(Lex.tok().Begin, "expected identifier");
    return;
  }
  if (Lex.is(Tok::Comma))
    Lex.lex();
  Tok K = Lex.kind();
  // llvm-mc lexes "$name" as '$' and a name (which parseIdentifier joins),
  // and '$' is no way to write a type.
  if (K == Tok::Identifier && Lex.text().starts_with("$"))
    K = Tok::Dollar;
  if (K != Tok::Identifier && K != Tok::Hash && K != Tok::Percent &&
      K != Tok::String && K != Tok::At) {
    error(Lex.tok().Begin, "expected STT_<TYPE_IN_UPPER_CASE>, '#<type>', "
                           "'@<type>', '%<type>' or \"<type>\"");
    return;
  }
  if (K != Tok::String && K != Tok::Identifier)
    Lex.lex();
  uint32_t TypeLoc = Lex.tok().Begin;
  std::optional<llvm::StringRef> TypeName = Ctx.parseIdentifier();
  if (!TypeName) {
    error(Lex.tok().Begin, "expected symbol type");
    return;
  }
  std::optional<TypeAttribute> Attr = typeAttribute(*TypeName);
  if (!Attr) {
    error(TypeLoc, "unsupported attribute");
    return;
  }
  if (!Lex.atEndOfStatement()) {
    error(Lex.tok().Begin, "expected end of directive");
    return;
  }
  uint32_t Sym = Syms.getOrCreate(*Name);
  Symbol &S = Syms[Sym];
  S.ElfType = combineTypes(S.ElfType, Attr->Type);
  // No complaint about a changed binding here, as in llvm-mc.
  if (Attr->Unique)
    S.Binding = llvm::ELF::STB_GNU_UNIQUE;
  if (Attr->Type == llvm::ELF::STT_GNU_IFUNC || Attr->Unique)
    GnuAbi = true;
  if (!Ctx.Sink)
    return;
  Register(Sym);
  llvm::SmallString<32> Rest(",@");
  Rest += Attr->Printed;
  Ctx.Sink->directive(".type", Syms.name(Sym), Rest);
}

// ELFAsmParser::parseDirectiveSize: ".size NAME, EXPR". The streamer only
// keeps the expression; the object writer evaluates it once the file has
// ended (reportSymbols), so it may name what comes later.
void SymbolDirectives::parseSizeDirective() {
  std::optional<llvm::StringRef> Name = Ctx.parseIdentifier();
  if (!Name) {
    error(Lex.tok().Begin, "expected identifier");
    return;
  }
  if (!Lex.is(Tok::Comma)) {
    error(Lex.tok().Begin, "expected comma");
    return;
  }
  Lex.lex();
  uint32_t Begin = Lex.tok().Begin;
  Size.clear();
  if (!Exprs.parse(Size))
    return;
  if (!Lex.atEndOfStatement()) {
    error(Lex.tok().Begin, "unexpected token");
    return;
  }
  uint32_t Sym = Syms.getOrCreate(*Name);
  Syms.setSize(Sym, Size, llvmMcExpressionLoc(Ctx.Source, Begin));
  if (!Ctx.Sink)
    return;
  llvm::SmallString<64> Rest(", ");
  llvm::raw_svector_ostream OS(Rest);
  printExpr({Size, [&](uint32_t Id) { return Syms.name(Id); }}, OS);
  Ctx.Sink->directive(".size", Syms.name(Sym), Rest);
}

// ELFWriter's mergeTypeForSet: a variable takes the type of the symbol it
// rests on, unless its own type ranks above that one (an indirect function
// above a function above an object above none; a TLS object above the
// others but an indirect function).
static uint8_t mergeTypeForSet(uint8_t Own, uint8_t Base) {
  using namespace llvm::ELF;
  switch (Own) {
  case STT_GNU_IFUNC:
    if (Base == STT_FUNC || Base == STT_OBJECT || Base == STT_NOTYPE ||
        Base == STT_TLS)
      return STT_GNU_IFUNC;
    break;
  case STT_FUNC:
    if (Base == STT_OBJECT || Base == STT_NOTYPE || Base == STT_TLS)
      return STT_FUNC;
    break;
  case STT_OBJECT:
    if (Base == STT_NOTYPE)
      return STT_OBJECT;
    break;
  case STT_TLS:
    if (Base == STT_OBJECT || Base == STT_NOTYPE || Base == STT_GNU_IFUNC ||
        Base == STT_FUNC)
      return STT_TLS;
    break;
  }
  return Base;
}

/// The symbol a variable's value names alone (`y = x`), or NoSymbol.
static uint32_t plainReference(const SymbolTable &Syms, uint32_t Sym) {
  const Symbol &S = Syms[Sym];
  if (S.State != Symbol::Contents::Variable)
    return NoSymbol;
  const Definition &D = Syms.def(S.Current);
  if (D.Kind != DefKind::Expr)
    return NoSymbol;
  llvm::ArrayRef<ExprNode> Value = Syms.exprOf(D);
  if (Value.size() != 1 || Value[0].Op != ExprOp::Symbol)
    return NoSymbol;
  return uint32_t(Value[0].Value);
}

// ELFWriter's isIFunc: a variable that names an indirect function (through
// plain references) is one too, even where it has no base symbol to take
// the type from (the function's value is absolute), unless a type of its
// own (or of a variable on the way) ranks above it. Every symbol on the
// walk gets the same answer, which is kept: a chain of N plain references
// costs N steps, not N * N.
bool SymbolDirectives::isIFunc(uint32_t Sym) {
  if (IFuncMemo.size() < Syms.size())
    IFuncMemo.resize(Syms.size(), Answer::Unknown);
  llvm::SmallVector<uint32_t, 8> Path;
  Answer Result = Answer::No;
  for (uint32_t Cur = Sym; Path.size() <= Syms.size();) {
    if (IFuncMemo[Cur] != Answer::Unknown) {
      Result = IFuncMemo[Cur];
      break;
    }
    Path.push_back(Cur);
    uint8_t Type = Syms[Cur].ElfType;
    if (Type == llvm::ELF::STT_GNU_IFUNC) {
      Result = Answer::Yes;
      break;
    }
    uint32_t Next = plainReference(Syms, Cur);
    if (Next == NoSymbol || mergeTypeForSet(Type, llvm::ELF::STT_GNU_IFUNC) !=
                                llvm::ELF::STT_GNU_IFUNC)
      break;
    Cur = Next;
  }
  for (uint32_t P : Path)
    IFuncMemo[P] = Result;
  return Result == Answer::Yes;
}

// The first symbol with a .size that following Sym's plain references
// reaches (Sym itself not counted), or NoSymbol; kept for every symbol on
// the walk, as isIFunc's answers are.
uint32_t SymbolDirectives::sizedAlongReferences(uint32_t Sym) {
  constexpr uint32_t NotKnown = NoSymbol - 1;
  if (SizedVia.size() < Syms.size())
    SizedVia.resize(Syms.size(), NotKnown);
  llvm::SmallVector<uint32_t, 8> Path;
  uint32_t Result = NoSymbol;
  for (uint32_t Cur = Sym; Path.size() <= Syms.size();) {
    if (SizedVia[Cur] != NotKnown) {
      Result = SizedVia[Cur];
      break;
    }
    Path.push_back(Cur);
    uint32_t Next = plainReference(Syms, Cur);
    if (Next == NoSymbol)
      break;
    if (Syms[Next].HasSize) {
      Result = Next;
      break;
    }
    Cur = Next;
  }
  for (uint32_t P : Path)
    SizedVia[P] = Result;
  return Result;
}

/// Whether llvm-mc's writer puts S in the object's symbol table (see
/// ObjectWriter's tableEntry): only those entries have their size
/// evaluated.
static bool inSymbolTable(const SymbolInfo &S) {
  return S.RegisteredAt != SymbolInfo::NotRegistered && !S.Temporary &&
         !isPrivateName(S.Name) &&
         (S.K != SymbolInfo::Kind::Variable ||
          S.Sec != SymbolInfo::Section::None);
}

// ELFWriter::writeSymbol, which evaluates the size expression only now,
// with every label placed: a difference of labels is absolute, a label
// alone is not. Without a .size of its own, a variable takes the one of
// the symbol it rests on, or of the nearest variable with one along a
// chain of plain references (`z = y`, `y = x`).
void SymbolDirectives::computeTypeAndSize(uint32_t Sym, uint32_t Base,
                                          SymbolInfo &Info) {
  const Symbol &S = Syms[Sym];
  Info.Type = isIFunc(Sym) ? uint8_t(llvm::ELF::STT_GNU_IFUNC) : S.ElfType;
  if (Base != NoSymbol)
    Info.Type = mergeTypeForSet(Info.Type, Syms[Base].ElfType);
  // A private symbol is in the table only if a relocation names it, which
  // only the object writer knows (a label in a mergeable section, one an
  // indirect function...): any that the writer may see gets its size, but
  // no complaint about it.
  bool InTable = inSymbolTable(Info);
  if (!InTable && Info.RegisteredAt == SymbolInfo::NotRegistered)
    return;
  uint32_t Owner = S.HasSize ? Sym : NoSymbol;
  if (Owner == NoSymbol && Base != NoSymbol) {
    Owner = sizedAlongReferences(Sym);
    if (Owner == NoSymbol && Syms[Base].HasSize)
      Owner = Base;
  }
  if (Owner == NoSymbol)
    return;
  Evaluator::ObjectValue V;
  if (Eval.evaluateExprAtEnd(Syms.sizeOf(Syms[Owner]), V) && V.A == NoSymbol &&
      V.B == NoSymbol) {
    Info.Size = uint64_t(V.Cst);
    return;
  }
  Info.SizeProblem = InTable;
  Info.SizeOffset = Syms[Owner].SizeLoc;
}
