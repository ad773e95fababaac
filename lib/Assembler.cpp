//===- Assembler.cpp - The two passes ------------------------------------===//

#include "gfxas/Assembler.h"
#include "Parser.h"

using namespace gfxas;

AsmSink::~AsmSink() = default;

AssembleResult gfxas::assemble(llvm::StringRef Source, const CpuInfo &Cpu,
                               AsmSink &Sink,
                               llvm::function_ref<void(uint32_t)> Consumed) {
  SymbolTable Syms;
  PassOneRecord Record;
  // Pass one and, for as long as no statement needs a later definition,
  // pass two.
  Parser First(Source, Cpu, Syms, Record, &Sink, Parser::Mode::Speculative,
               Consumed);
  First.run();
  uint32_t Resume = First.abandonedAt();
  if (!Resume)
    return First.result();
  // Pass two: what the first pass could not report, from where it stopped.
  Syms.forgetFirstValues();
  Parser Second(Source, Cpu, Syms, Record, &Sink, Parser::Mode::PassTwo,
                Consumed, Resume);
  Second.run();
  return Second.result();
}
