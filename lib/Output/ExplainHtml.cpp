//===- ExplainHtml.cpp - The explanation as one self-contained page -------===//
//
// Lays out what ExplainModel computes as an HTML page: the whole source,
// line by line, and under each instruction its words as bit diagrams, one
// box per field, with the field tables, the branch arithmetic and the
// symbols, each linked to the line that defined it. Diagnostics stand at
// their lines. The page loads nothing: its style is inline, and the
// highlighting of a field's source needs no script (CSS :has).
// docs/explain.md ("As a page: --explain=html") describes it.
//
//===----------------------------------------------------------------------===//

#include "Output/ExplainModel.h"
#include "gfxas/Explain.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include <map>
#include <string>
#include <vector>

using namespace gfxas;

namespace {

/// Text for an HTML element or a quoted attribute. The source may hold any
/// byte: the control characters HTML does not allow become U+FFFD.
struct Escaped {
  llvm::StringRef Text;
};

llvm::raw_ostream &operator<<(llvm::raw_ostream &OS, Escaped E) {
  for (char C : E.Text) {
    switch (C) {
    case '&':
      OS << "&amp;";
      break;
    case '<':
      OS << "&lt;";
      break;
    case '>':
      OS << "&gt;";
      break;
    case '"':
      OS << "&quot;";
      break;
    case '\'':
      OS << "&#39;";
      break;
    case '\t':
      OS << C;
      break;
    default:
      if ((unsigned char)C < 0x20 || C == 0x7f)
        OS << "&#xfffd;";
      else
        OS << C;
    }
  }
  return OS;
}

Escaped esc(llvm::StringRef S) { return {S}; }

/// A box of a word's diagram: a field with nothing inside it that the
/// diagram splits further.
struct Box {
  /// In the word.
  BitField Bits;
  std::string Name;
  std::string Binary;
  /// As the text view writes it: hex for the word's own fields, decimal for
  /// an operand's sub-fields.
  std::string Value;
  std::string Meaning;
  /// The colour class.
  std::string Colour;
  /// Which part of the source it comes from ("m" the mnemonic, "oN"
  /// operand N), or empty.
  std::string Source;
};

/// An operand's name under the boxes of its sub-fields.
struct Group {
  BitField Bits;
  std::string Name;
};

/// Per-field colour classes, in turn; unused bits are grey.
constexpr unsigned NumColours = 8;
/// The fewest bit columns a box spans on the page.
constexpr unsigned MinBoxBits = 4;

std::string operandKey(unsigned Op) { return "o" + std::to_string(Op); }

class HtmlWriter {
public:
  HtmlWriter(const Assembly &A, llvm::StringRef Source, llvm::raw_ostream &OS)
      : A(A), Source(Source), OS(OS), E(explainAssembly(A)) {}
  void write();

private:
  void head();
  void line(unsigned Number, llvm::StringRef Text);
  void diagnostics(unsigned Number, llvm::StringRef Text);
  void instruction(const ExplainedInstruction &X, llvm::StringRef Text);
  void markedSource(const ExplainedInstruction &X,
                    const std::map<std::string, std::string> &Colours,
                    llvm::StringRef Indent);
  /// The diagram of a word whose bit 0 is the instruction's bit Base.
  void diagram(llvm::StringRef Label, llvm::ArrayRef<Box> Boxes,
               llvm::ArrayRef<Group> Groups, unsigned Base = 0);
  void fieldTable(const ExplainedOperand &O);
  void symbols(const ExplainedInstruction &X);
  void lineLink(unsigned Line, llvm::StringRef Text);

  const Assembly &A;
  llvm::StringRef Source;
  llvm::raw_ostream &OS;
  Explanation E;
  /// The instructions and the diagnostics of each line.
  std::map<unsigned, std::vector<const ExplainedInstruction *>> ByLine;
  std::map<unsigned, std::vector<const Located *>> DiagnosticsByLine;
};

} // namespace

// Colours are defined twice, for light and dark schemes, and pass the
// WCAG AA contrast for the text on them in both. Printing keeps the light
// ones and drops what only the screen needs.
static const char Style[] = R"css(
:root{color-scheme:light dark;--bg:#fdfdfc;--fg:#1b1b1f;--muted:#5b5b66;
--line:#c9c9d1;--card:#ffffff;--hl:#ffe26a;--hlfg:#1b1b1f;--focus:#1a5fd0;
--err:#b3261e;--errbg:#fdecea;--warn:#7a5200;--warnbg:#fff4d6;
--c0:#dbe9ff;--c1:#ffe0cc;--c2:#d8f3dc;--c3:#f3dcf7;--c4:#fff3bf;
--c5:#d3f1f4;--c6:#ffd9de;--c7:#e6e0ff;--cm:#e4e4e9;--cu:#f4f4f6}
@media (prefers-color-scheme:dark){:root{--bg:#16161a;--fg:#ececf1;
--muted:#a6a6b3;--line:#45454f;--card:#1f1f25;--hl:#8a6d00;--hlfg:#ffffff;
--focus:#8ab4ff;--err:#ffb4ab;--errbg:#3b1512;--warn:#ffd479;--warnbg:#352a08;
--c0:#1f3b63;--c1:#5a3019;--c2:#1e4a2a;--c3:#4a2553;--c4:#4d4210;
--c5:#174a50;--c6:#5a1f2a;--c7:#372d66;--cm:#33333b;--cu:#26262c}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);
font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif}
header,main{max-width:1180px;margin:0 auto;padding:0 16px}
header{padding-top:12px}
h1{font-size:1.3rem;margin:.4rem 0}
h1 code{font-size:1.15rem}
header p{margin:.2rem 0;color:var(--muted)}
code,pre,.mono{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace}
pre{margin:0;white-space:pre-wrap;tab-size:8}
a{color:var(--focus)}
a:focus-visible,.f:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.vh{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;
clip:rect(0 0 0 0);white-space:nowrap;border:0}
.src{list-style:none;margin:12px 0;padding:0}
.line{display:grid;grid-template-columns:4.5em 1fr;column-gap:8px;
scroll-margin-top:8px}
.line:target>.ln,.line:target>.code{background:var(--hl);color:var(--hlfg)}
.ln{color:var(--muted);text-align:right;text-decoration:none;padding-right:6px;
border-right:1px solid var(--line);font-variant-numeric:tabular-nums}
.code{white-space:pre;tab-size:8;overflow-x:auto;min-height:1.45em;
font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:.93rem}
.line>.more{grid-column:2}
.s{border-bottom:3px solid var(--sc,var(--line));border-radius:2px}
.card{background:var(--card);border:1px solid var(--line);border-radius:8px;
padding:8px 12px 10px;margin:4px 0 12px}
.card h3{font-size:.95rem;margin:.1rem 0 .4rem;font-weight:600}
.card h3 code{font-weight:400}
.card h4{font-size:.85rem;margin:.7rem 0 .2rem;font-weight:600}
.note{margin:.3rem 0;font-size:.9rem}
.word{margin:.4rem 0 .2rem}
.word figcaption{font-size:.85rem;margin-bottom:2px}
.bits{display:grid;gap:2px}
.bn{font-size:.62rem;text-align:center;color:var(--muted);
font-variant-numeric:tabular-nums}
.f{border:1px solid var(--line);border-radius:4px;padding:2px 3px;
min-width:0;overflow-wrap:anywhere;font-size:.74rem;line-height:1.25;
background:var(--cf);color:var(--fg);cursor:default}
.f .b{display:block;color:var(--muted);font-size:.66rem}
.f .n{display:block;font-weight:600}
.f .d{display:block}
.f .d .mono{letter-spacing:.06em}
.f .m{display:block}
.g{grid-row:3;font-size:.7rem;text-align:center;color:var(--muted);
border-top:2px solid var(--line);margin-top:1px}
.cu{background:repeating-linear-gradient(135deg,var(--cu) 0 4px,var(--bg) 4px 8px)}
table{border-collapse:collapse;font-size:.82rem;margin:.2rem 0}
caption{text-align:left;font-weight:600;padding:.2rem 0;white-space:nowrap}
.tables{display:flex;flex-wrap:wrap;gap:4px 28px;align-items:flex-start}
th,td{border:1px solid var(--line);padding:1px 8px;text-align:left;vertical-align:top}
th{background:var(--cm)}
td.mono{white-space:nowrap}
.syms{margin:.2rem 0;padding-left:1.2rem;font-size:.88rem}
.fwd{font-weight:600}
.diag{grid-column:2;border-left:4px solid var(--err);background:var(--errbg);
color:var(--fg);padding:4px 8px;margin:2px 0 6px;border-radius:0 6px 6px 0}
.diag.warning,.diag.note{border-color:var(--warn);background:var(--warnbg)}
.diag pre{font-size:.85rem}
.diag .sev{color:var(--err);font-weight:700}
.diag.warning .sev,.diag.note .sev{color:var(--warn)}
.c0{--cf:var(--c0)}.c1{--cf:var(--c1)}.c2{--cf:var(--c2)}.c3{--cf:var(--c3)}
.c4{--cf:var(--c4)}.c5{--cf:var(--c5)}.c6{--cf:var(--c6)}.c7{--cf:var(--c7)}
.cm{--cf:var(--cm)}
.s.c0{--sc:#3b7ddd}.s.c1{--sc:#e07a2e}.s.c2{--sc:#2e9e4f}.s.c3{--sc:#a347b8}
.s.c4{--sc:#c9a400}.s.c5{--sc:#1f9fae}.s.c6{--sc:#d4445f}.s.c7{--sc:#6d5bd0}
.s.cm{--sc:var(--muted)}
)css";

/// Hovering over or focusing on a field lights up its source, and the
/// other way round: one rule per part of the source.
static void highlightRules(llvm::raw_ostream &OS) {
  std::vector<std::string> Keys = {"m"};
  for (unsigned Op = 0; Op < MaxInstrOperands; ++Op)
    Keys.push_back(operandKey(Op));
  for (const std::string &K : Keys) {
    std::string Sel = "[data-src=\"" + K + "\"]";
    OS << ".insn:has(.f" << Sel << ":is(:hover,:focus)) .s" << Sel
       << ",.insn:has(.s" << Sel << ":hover) .f" << Sel << ",.insn:has(.f"
       << Sel << ":is(:hover,:focus)) .f" << Sel
       << "{background:var(--hl);color:var(--hlfg);"
          "box-shadow:0 0 0 2px var(--hl)}\n";
  }
}

static const char PrintStyle[] = R"css(
@media print{:root{color-scheme:light;--bg:#fff;--fg:#000;--muted:#333;
--line:#888;--card:#fff;--c0:#dbe9ff;--c1:#ffe0cc;--c2:#d8f3dc;--c3:#f3dcf7;
--c4:#fff3bf;--c5:#d3f1f4;--c6:#ffd9de;--c7:#e6e0ff;--cm:#e4e4e9;
--cu:#f4f4f6;--err:#8c1d18;--errbg:#fff;--warn:#5c3d00;--warnbg:#fff}
body{font-size:10pt}*{print-color-adjust:exact;-webkit-print-color-adjust:exact}
.help{display:none}.card,.diag{break-inside:avoid}
.code{white-space:pre-wrap}a{color:inherit;text-decoration:none}}
)css";

void HtmlWriter::head() {
  OS << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta "
        "charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, "
        "initial-scale=1\">\n"
        "<meta name=\"color-scheme\" content=\"light dark\">\n"
        "<meta name=\"generator\" content=\"gfxas --explain=html\">\n";
  OS << "<title>" << esc(A.BufferName) << " explained (";
  if (A.Cpu)
    OS << esc(A.Cpu->Name) << ", " << E.Generation;
  else
    OS << "no processor";
  OS << ")</title>\n<style>" << Style;
  highlightRules(OS);
  OS << PrintStyle << "</style>\n</head>\n<body>\n";
}

void HtmlWriter::lineLink(unsigned Line, llvm::StringRef Text) {
  if (Line)
    OS << "<a href=\"#L" << Line << "\">" << esc(Text) << "</a>";
  else
    OS << esc(Text);
}

void HtmlWriter::write() {
  for (const ExplainedInstruction &X : E.Instructions)
    ByLine[X.Details->Line].push_back(&X);
  for (const Located &L : A.Diagnostics)
    DiagnosticsByLine[L.Line].push_back(&L);
  head();

  unsigned Errors = 0, Warnings = 0;
  for (const Located &L : A.Diagnostics) {
    if (L.D.Severity == Diagnostic::Kind::Error)
      ++Errors;
    else if (L.D.Severity == Diagnostic::Kind::Warning)
      ++Warnings;
  }
  OS << "<header>\n<h1><code>" << esc(A.BufferName)
     << "</code> explained</h1>\n"
     << "<p>";
  if (A.Cpu)
    OS << "Processor " << esc(A.Cpu->Name) << ", generation " << E.Generation
       << ". ";
  OS << E.Instructions.size() << " instruction"
     << (E.Instructions.size() == 1 ? "" : "s") << ", " << Errors << " error"
     << (Errors == 1 ? "" : "s") << ", " << Warnings << " warning"
     << (Warnings == 1 ? "" : "s") << ".</p>\n"
     << "<p class=\"help\">Under each instruction, its words as bit "
        "diagrams, highest bit first. Hover over or tab to a field to light "
        "up the part of the source it comes from; the tables under the "
        "diagrams say the same in words.</p>\n</header>\n<main>\n";

  // Diagnostics about the file as a whole have no line.
  diagnostics(0, "");
  OS << "<ol class=\"src\" aria-label=\"source lines\">\n";
  unsigned Number = 0;
  llvm::StringRef Rest = Source;
  while (!Rest.empty()) {
    auto [Text, After] = Rest.split('\n');
    line(++Number, Text.rtrim('\r'));
    Rest = After;
  }
  // Anything reported past the last line (an error limit, the end of the
  // file) stands at the line it names.
  for (auto &[Line, List] : DiagnosticsByLine)
    if (Line > Number) {
      OS << "<li class=\"line\" id=\"L" << Line
         << "\"><a class=\"ln\" href=\"#L" << Line << "\">" << Line
         << "</a><span class=\"code\"></span>\n";
      diagnostics(Line, "");
      OS << "</li>\n";
    }
  OS << "</ol>\n</main>\n</body>\n</html>\n";
}

void HtmlWriter::diagnostics(unsigned Number, llvm::StringRef Text) {
  auto It = DiagnosticsByLine.find(Number);
  if (It == DiagnosticsByLine.end())
    return;
  for (const Located *L : It->second) {
    const char *Severity = L->D.Severity == Diagnostic::Kind::Error ? "error"
                           : L->D.Severity == Diagnostic::Kind::Warning
                               ? "warning"
                               : "note";
    OS << "<div class=\"diag " << Severity << "\" role=\"note\"><pre>";
    if (!L->D.hasLocation()) {
      OS << "&lt;unknown&gt;:0: <span class=\"sev\">" << Severity << ":</span> "
         << esc(L->D.Message) << "</pre></div>\n";
      continue;
    }
    OS << esc(A.BufferName) << ':' << L->Line << ':' << L->Column
       << ": <span class=\"sev\">" << Severity << ":</span> "
       << esc(L->D.Message) << '\n'
       << esc(Text) << '\n';
    // The caret under the column, with the line's tabs kept so that it
    // lines up.
    std::string Caret;
    for (unsigned C = 1; C < L->Column && C <= Text.size(); ++C)
      Caret += Text[C - 1] == '\t' ? '\t' : ' ';
    OS << Caret << "^</pre></div>\n";
  }
}

void HtmlWriter::line(unsigned Number, llvm::StringRef Text) {
  auto It = ByLine.find(Number);
  if (It == ByLine.end()) {
    OS << "<li class=\"line\" id=\"L" << Number
       << "\"><a class=\"ln\" href=\"#L" << Number << "\">" << Number
       << "</a><span class=\"code\">" << esc(Text) << "</span>\n";
    diagnostics(Number, Text);
    OS << "</li>\n";
    return;
  }
  OS << "<li class=\"line insn\" id=\"L" << Number
     << "\"><a class=\"ln\" href=\"#L" << Number << "\">" << Number << "</a>";
  for (auto [I, X] : llvm::enumerate(It->second))
    instruction(*X, I == 0 ? Text : "");
  diagnostics(Number, Text);
  OS << "</li>\n";
}

/// The boxes of word W's fields, highest bits first: the marker, the opcode
/// and each operand's sub-fields; Colours gets each part of the source's
/// colour, Next the number of colours given out so far.
static std::vector<Box> wordBoxes(const ExplainedInstruction &X,
                                  const ExplainedWord &W,
                                  std::vector<Group> &Groups,
                                  std::map<std::string, std::string> &Colours,
                                  unsigned &Next) {
  std::vector<Box> Boxes;
  auto Colour = [&](bool Unused) {
    return Unused ? std::string("cu")
                  : "c" + std::to_string(Next++ % NumColours);
  };
  for (const WordColumn &C : W.Columns) {
    std::string Hex = hexDigits(C.Value, (C.Bits.Width + 3) / 4);
    std::string Binary = binaryDigits(C.Value, C.Bits.Width);
    if (C.unused()) {
      Boxes.push_back({C.Bits, C.Name, Binary, Hex, "", "cu", ""});
      continue;
    }
    if (C.Operand == WordColumn::NoOperand) {
      bool IsOpcode = C.Name == "opcode";
      Box B{C.Bits,
            C.Name,
            Binary,
            Hex,
            IsOpcode ? X.Mnemonic : "the " + C.Name + " format",
            IsOpcode ? Colour(false) : "cm",
            "m"};
      if (IsOpcode)
        Colours["m"] = B.Colour;
      Boxes.push_back(std::move(B));
      continue;
    }
    const ExplainedOperand &O = X.Operands[C.Operand];
    std::string Key = operandKey(C.Operand);
    if (O.Fields.size() == 1) {
      const ExplainedField &F = O.Fields.front();
      Boxes.push_back({C.Bits, C.Name, Binary, Hex, F.meaningWithDefault(),
                       Colour(F.unused()), Key});
      Colours.try_emplace(Key, Boxes.back().Colour);
      continue;
    }
    Groups.push_back({C.Bits, C.Name});
    for (const ExplainedField &F : O.Fields) {
      BitField Bits{uint8_t(C.Bits.Shift + F.Bits.Shift), F.Bits.Width};
      Boxes.push_back({Bits, F.Name, binaryDigits(F.Value, F.Bits.Width),
                       std::to_string(F.Value), F.meaningWithDefault(),
                       Colour(F.unused()), F.unused() ? "" : Key});
      if (!F.unused())
        Colours.try_emplace(Key, Boxes.back().Colour);
    }
  }
  return Boxes;
}

void HtmlWriter::markedSource(const ExplainedInstruction &X,
                              const std::map<std::string, std::string> &Colours,
                              llvm::StringRef Indent) {
  const InstructionDetails &D = *X.Details;
  struct Span {
    std::pair<unsigned, unsigned> Columns;
    std::string Key;
  };
  std::vector<Span> Spans = {{D.MnemonicColumns, "m"}};
  for (auto [Op, O] : llvm::enumerate(X.Operands))
    Spans.push_back({O.Source, operandKey(Op)});
  llvm::stable_sort(Spans, [](const Span &L, const Span &R) {
    return L.Columns.first < R.Columns.first;
  });
  llvm::StringRef Line = D.SourceLine;
  OS << "<span class=\"code\">" << esc(Indent);
  unsigned At = 0;
  for (const Span &S : Spans) {
    auto [Begin, End] = S.Columns;
    if (Begin >= End || Begin < At || End > Line.size())
      continue;
    auto Colour = Colours.find(S.Key);
    OS << esc(Line.slice(At, Begin)) << "<span class=\"s "
       << (Colour == Colours.end() ? "cm" : Colour->second) << "\" data-src=\""
       << S.Key << "\">" << esc(Line.slice(Begin, End)) << "</span>";
    At = End;
  }
  OS << esc(Line.substr(At)) << "</span>\n";
}

void HtmlWriter::diagram(llvm::StringRef Label, llvm::ArrayRef<Box> Boxes,
                         llvm::ArrayRef<Group> Groups, unsigned Base) {
  // A narrow field gets wider bit columns, so that its name fits; the bit
  // numbers above stay over their bits.
  std::string Columns;
  for (unsigned Bit = Base + 32; Bit-- > Base;) {
    unsigned Width = 1;
    for (const Box &B : Boxes)
      if (Bit >= B.Bits.Shift && Bit < B.Bits.Shift + B.Bits.Width)
        Width = B.Bits.Width;
    unsigned Tenths = std::max(10u, (MinBoxBits * 10 + Width - 1) / Width);
    Columns += (Columns.empty() ? "minmax(0," : " minmax(0,") +
               std::to_string(Tenths / 10) + "." + std::to_string(Tenths % 10) +
               "fr)";
  }
  OS << "<div class=\"bits\" role=\"list\" aria-label=\"" << esc(Label)
     << "\" style=\"grid-template-columns:" << Columns << "\">\n";
  // Bit numbers, then the boxes, then the operands' names under their
  // sub-fields; a screen reader reads the boxes alone, highest bits first.
  for (unsigned Bit = Base + 32; Bit-- > Base;)
    OS << "<span class=\"bn\" aria-hidden=\"true\">" << Bit << "</span>";
  OS << '\n';
  for (const Box &B : Boxes) {
    unsigned Hi = B.Bits.Shift + B.Bits.Width - 1;
    std::string Bits = B.Bits.Width == 1
                           ? "bit " + std::to_string(Hi)
                           : "bits " + std::to_string(Hi) + " to " +
                                 std::to_string(B.Bits.Shift);
    std::string Said =
        Bits + ": " + B.Name + ", binary " + B.Binary + ", value " + B.Value;
    if (!B.Meaning.empty())
      Said += ", " + B.Meaning;
    OS << "<div class=\"f " << B.Colour
       << "\" role=\"listitem\" tabindex=\"0\"";
    if (!B.Source.empty())
      OS << " data-src=\"" << B.Source << "\"";
    OS << " style=\"grid-column:" << (Base + 32 - Hi) << " / span "
       << unsigned(B.Bits.Width) << ";grid-row:2\" aria-label=\"" << esc(Said)
       << "\" title=\"" << esc(Said) << "\"><span class=\"b\">"
       << bitRange(B.Bits) << "</span><span class=\"n\">" << esc(B.Name)
       << "</span><span class=\"d\"><span class=\"mono\">" << B.Binary
       << "</span> = " << esc(B.Value) << "</span>";
    if (!B.Meaning.empty())
      OS << "<span class=\"m\">" << esc(B.Meaning) << "</span>";
    OS << "</div>\n";
  }
  for (const Group &G : Groups) {
    unsigned Hi = G.Bits.Shift + G.Bits.Width - 1;
    OS << "<span class=\"g\" aria-hidden=\"true\" style=\"grid-column:"
       << (Base + 32 - Hi) << " / span " << unsigned(G.Bits.Width) << "\">"
       << esc(G.Name) << ' ' << bitRange(G.Bits) << "</span>\n";
  }
  OS << "</div>\n";
}

void HtmlWriter::fieldTable(const ExplainedOperand &O) {
  OS << "<table>\n<caption><code>" << esc(O.Name) << "</code> fields ("
     << E.Generation << ", " << esc(O.writing()) << ")</caption>\n"
     << "<thead><tr><th scope=\"col\">bits</th><th scope=\"col\">field</th>"
        "<th scope=\"col\">binary</th><th scope=\"col\">value</th>"
        "<th scope=\"col\">meaning</th></tr></thead>\n<tbody>\n";
  for (const ExplainedField &F : O.Fields)
    OS << "<tr><td class=\"mono\">" << bitRange(F.Bits) << "</td><td>"
       << esc(F.Name) << "</td><td class=\"mono\">"
       << binaryDigits(F.Value, F.Bits.Width) << "</td><td>" << F.Value
       << "</td><td>" << esc(F.meaningWithDefault()) << "</td></tr>\n";
  OS << "</tbody>\n</table>\n";
}

void HtmlWriter::symbols(const ExplainedInstruction &X) {
  if (X.Symbols.empty()) {
    OS << "<p class=\"note\">Symbols: none.</p>\n";
    return;
  }
  OS << "<h4>Symbols</h4>\n<ul class=\"syms\">\n";
  for (const ExplainedSymbol &S : X.Symbols) {
    const ResolvedSymbol &R = *S.Symbol;
    OS << "<li" << (S.Forward ? " class=\"fwd\"" : "") << "><code>"
       << esc(R.Name) << "</code> = " << R.Value << ": ";
    if (R.How != SymbolUse::Resolution::Predefined) {
      lineLink(R.DefLine, "line " + std::to_string(R.DefLine));
      OS << ", ";
    }
    OS << esc(S.resolution());
    if (!R.Via.empty())
      OS << ", in the definition of <code>" << esc(R.Via) << "</code>";
    OS << "</li>\n";
  }
  OS << "</ul>\n";
}

void HtmlWriter::instruction(const ExplainedInstruction &X,
                             llvm::StringRef Text) {
  std::map<std::string, std::string> Colours;
  struct WordDiagram {
    std::vector<Box> Boxes;
    std::vector<Group> Groups;
  };
  std::vector<WordDiagram> Diagrams;
  unsigned Next = 0;
  for (const ExplainedWord &W : X.Words) {
    WordDiagram D;
    D.Boxes = wordBoxes(X, W, D.Groups, Colours, Next);
    Diagrams.push_back(std::move(D));
  }
  // The indentation the source had, which the trimmed line lost.
  llvm::StringRef Indent = Text.take_front(Text.size() - Text.ltrim().size());
  markedSource(X, Colours, Indent);

  OS << "<div class=\"more card\">\n<h3>at byte offset <code>"
     << hexDigits(X.Offset, 1) << "</code>, prints as: <code>" << esc(X.Printed)
     << "</code></h3>\n";
  for (auto [W, D] : llvm::zip_equal(X.Words, Diagrams)) {
    OS << "<figure class=\"word\"><figcaption>word <code>"
       << hexDigits(W.Value, 8) << "</code></figcaption>\n";
    diagram("word " + hexDigits(W.Value, 8) + ", fields from bit " +
                std::to_string(W.Base + 31) + " down",
            D.Boxes, D.Groups, W.Base);
    OS << "</figure>\n";
  }

  if (X.Branch) {
    OS << "<p class=\"note branch\">branch to ";
    lineLink(X.Branch->TargetLine, X.Branch->Target);
    OS << esc(X.Branch->arithmetic()) << "</p>\n";
  }
  if (X.Second != ExplainedInstruction::SecondWord::None) {
    bool Literal = X.Second == ExplainedInstruction::SecondWord::Literal;
    std::string Users;
    for (const ExplainedOperand &O : X.Operands)
      if (O.TakesLiteral)
        Users += (Users.empty() ? "" : " and ") + O.Name;
    std::string Meaning =
        Literal ? "the literal of " + (Users.empty() ? "the operand" : Users)
                : "s_nop 0: " + X.paddingReason(*A.Cpu);
    std::string Name = Literal ? "literal" : "s_nop 0";
    Box B{{0, 32},
          Name,
          binaryDigits(X.SecondValue, 32),
          hexDigits(X.SecondValue, 8),
          Meaning,
          Literal ? "c" + std::to_string(NumColours - 1) : "cm",
          ""};
    for (auto [Op, O] : llvm::enumerate(X.Operands))
      if (O.TakesLiteral && B.Source.empty())
        B.Source = operandKey(Op);
    OS << "<figure class=\"word\"><figcaption>"
       << (Literal ? "literal" : "then s_nop 0") << " <code>"
       << hexDigits(X.SecondValue, 8) << "</code> (the next word)"
       << "</figcaption>\n";
    diagram(Name + " word " + hexDigits(X.SecondValue, 8), {B}, {});
    OS << "</figure>\n";
  }
  OS << "<div class=\"tables\">\n";
  for (const ExplainedOperand &O : X.Operands) {
    if (O.literalOnly()) {
      OS << "<p class=\"note\"><code>" << esc(O.Name)
         << "</code>: the literal <code>" << hexDigits(X.SecondValue, 8)
         << "</code>, which has no field</p>\n";
      continue;
    }
    fieldTable(O);
  }
  OS << "</div>\n";
  symbols(X);
  OS << "</div>\n";
}

void gfxas::printExplanationHtml(const Assembly &A, llvm::StringRef Source,
                                 llvm::raw_ostream &OS) {
  HtmlWriter(A, Source, OS).write();
}
