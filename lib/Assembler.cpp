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
  // Pass one: definitions, label addresses and llvm-mc's verdicts.
  Parser(Source, Cpu, Syms, Record, nullptr, Consumed).run();
  // Pass two: everything else, reported to the sink in source order.
  Parser Second(Source, Cpu, Syms, Record, &Sink, Consumed);
  Second.run();
  return Second.result();
}
