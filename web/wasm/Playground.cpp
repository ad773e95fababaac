//===- Playground.cpp - The playground's entry points ---------------------===//
//
// The C functions web/playground.js calls in gfxas-web.wasm. The page
// writes its text into memory from gfxas_alloc, calls gfxas_assemble or
// gfxas_disassemble, and reads the JSON answer at gfxas_result (of
// gfxas_result_size bytes), which stays until the next call. Everything in
// the answer comes from the library as the command line uses it: the
// listing of -show-encoding, the words, the diagnostics with their lines,
// and the explanation (printExplanationJson, the model of --explain=html).
//
//===----------------------------------------------------------------------===//

#include "gfxas/Assembly.h"
#include "gfxas/Disassembler.h"
#include "gfxas/Explain.h"
#include "gfxas/Listing.h"
#include "gfxas/Target.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <string>

using namespace gfxas;

static std::string Result;

static const char *severity(Diagnostic::Kind K) {
  switch (K) {
  case Diagnostic::Kind::Error:
    return "error";
  case Diagnostic::Kind::Warning:
    return "warning";
  default:
    return "note";
  }
}

/// The listing as gfxas -show-encoding prints it on standard output.
static std::string listing(llvm::StringRef Source, const CpuInfo &Cpu) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  ListingWriter Writer(OS, Cpu, /*ShowEncoding=*/true,
                       [](const Diagnostic &) {});
  assemble(Source, Cpu, Writer);
  return Text;
}

/// The answer for Source: {"cpu", "listing", "words", "diagnostics":
/// [{"line", "column", "severity", "message"}], "printed", "explain"}.
static void assembly(llvm::json::OStream &J, llvm::StringRef Source,
                     llvm::StringRef CpuName) {
  Assembly A = assembleBuffer(Source, "<playground>", CpuName,
                              /*WithDetails=*/true);
  J.object([&] {
    J.attribute("cpu", CpuName);
    J.attribute("listing", A.Cpu ? listing(Source, *A.Cpu) : "");
    J.attributeArray("words", [&] {
      for (uint32_t W : A.Words)
        J.value(W);
    });
    J.attributeArray("diagnostics", [&] {
      for (const Located &L : A.Diagnostics)
        J.object([&] {
          J.attribute("line", L.Line);
          J.attribute("column", L.Column);
          J.attribute("severity", severity(L.D.Severity));
          J.attribute("message", L.D.Message);
        });
    });
    J.attributeArray("printed", [&] {
      for (const std::string &P : A.Printed)
        J.value(P);
    });
    J.attributeBegin("explain");
    if (A.Cpu) {
      std::string Explained;
      llvm::raw_string_ostream OS(Explained);
      printExplanationJson(A, OS);
      J.rawValue(Explained);
    } else {
      J.value(nullptr);
    }
    J.attributeEnd();
  });
}

extern "C" {

__attribute__((export_name("gfxas_alloc"))) char *gfxas_alloc(size_t Size) {
  return static_cast<char *>(std::malloc(Size ? Size : 1));
}

__attribute__((export_name("gfxas_free"))) void gfxas_free(char *P) {
  std::free(P);
}

__attribute__((export_name("gfxas_result"))) const char *gfxas_result() {
  return Result.data();
}

__attribute__((export_name("gfxas_result_size"))) size_t gfxas_result_size() {
  return Result.size();
}

/// Every processor name, as -mcpu=help lists them, with its generation's
/// number: [{"name", "generation"}].
__attribute__((export_name("gfxas_cpus"))) void gfxas_cpus() {
  Result.clear();
  llvm::raw_string_ostream OS(Result);
  llvm::json::OStream J(OS);
  J.array([&] {
    for (const CpuInfo &C : allCpus())
      J.object([&] {
        J.attribute("name", C.Name);
        J.attribute("generation", unsigned(C.Gen));
      });
  });
}

__attribute__((export_name("gfxas_assemble"))) void
gfxas_assemble(const char *Source, size_t Size, const char *Cpu) {
  Result.clear();
  llvm::raw_string_ostream OS(Result);
  llvm::json::OStream J(OS);
  assembly(J, llvm::StringRef(Source, Size), Cpu);
}

/// Words, one 32-bit word in hex to a line (a blank line is no word), are
/// disassembled as llvm-mc -disassemble would their little-endian bytes,
/// and the disassembly is assembled again for its explanation:
/// {"listing", "diagnostics": [{"word", "severity", "message"}],
/// "assembly": the answer gfxas_assemble gives for the listing}.
__attribute__((export_name("gfxas_disassemble"))) void
gfxas_disassemble(const char *Words, size_t Size, const char *Cpu) {
  std::string Bytes;
  unsigned Count = 0;
  llvm::SmallVector<llvm::StringRef> Lines;
  llvm::StringRef(Words, Size).split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    Line = Line.trim();
    if (Line.empty())
      continue;
    uint32_t W = 0;
    Line.consume_front_insensitive("0x");
    if (Line.getAsInteger(16, W))
      W = 0;
    for (unsigned I = 0; I < 4; ++I)
      Bytes += (I ? ",0x" : "0x") + llvm::utohexstr((W >> (8 * I)) & 0xff);
    Bytes += '\n';
    ++Count;
  }
  Disassembly D = disassembleText(Bytes, Cpu, /*ShowEncoding=*/false);
  Result.clear();
  llvm::raw_string_ostream OS(Result);
  llvm::json::OStream J(OS);
  J.object([&] {
    J.attribute("listing", D.Listing);
    J.attribute("count", Count);
    J.attributeArray("diagnostics", [&] {
      for (const Diagnostic &Diag : D.Diagnostics)
        J.object([&] {
          J.attribute(
              "word",
              llvm::StringRef(Bytes).take_front(Diag.Offset).count('\n'));
          J.attribute("severity", severity(Diag.Severity));
          J.attribute("message", Diag.Message);
        });
    });
    J.attributeBegin("assembly");
    assembly(J, D.Listing, Cpu);
    J.attributeEnd();
  });
}

} // extern "C"
