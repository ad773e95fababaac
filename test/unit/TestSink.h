//===- TestSink.h - Collects what assemble() reports ------------*- C++ -*-===//

#ifndef GFXAS_TEST_UNIT_TESTSINK_H
#define GFXAS_TEST_UNIT_TESTSINK_H

#include "gfxas/Assembler.h"
#include "gfxas/Expr.h"
#include <string>
#include <vector>

namespace gfxas {

/// Records words, rendered assignments and diagnostics for assertions.
struct TestSink : AsmSink {
  std::vector<uint32_t> Words;
  std::vector<std::string> Assignments; // "name=value"
  std::vector<Diagnostic> Diags;

  void instruction(const EncodedInstruction &I) override {
    Words.insert(Words.end(), I.Words, I.Words + I.NumWords);
  }
  void label(llvm::StringRef, uint32_t) override {}
  void assignment(llvm::StringRef Name, const ExprView &Value,
                  AssignKind) override {
    std::string S;
    llvm::raw_string_ostream OS(S);
    OS << Name << '=';
    printExpr(Value, OS);
    Assignments.push_back(OS.str());
  }
  void directive(llvm::StringRef, llvm::StringRef, llvm::StringRef) override {}
  void blankLine() override {}
  void diagnostic(const Diagnostic &D) override { Diags.push_back(D); }

  std::vector<std::string> errors() const {
    std::vector<std::string> Out;
    for (const Diagnostic &D : Diags)
      if (D.Severity == Diagnostic::Kind::Error)
        Out.push_back(D.Message);
    return Out;
  }
};

inline TestSink assembleFor(llvm::StringRef Source,
                            llvm::StringRef Cpu = "gfx900") {
  TestSink Sink;
  assemble(Source, *lookupCpu(Cpu), Sink);
  return Sink;
}

} // namespace gfxas

#endif
