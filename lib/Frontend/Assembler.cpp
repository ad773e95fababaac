//===- Assembler.cpp - The two passes ------------------------------------===//

#include "gfxas/Assembler.h"
#include "Frontend/Parser.h"
#include "Target/TargetTables.h"

using namespace gfxas;

AsmSink::~AsmSink() = default;

void AsmSink::kernelDescriptor(const KernelDescriptorBlock &K) {
  label(K.DescriptorSymbol, K.Offset);
  auto Bytes = [&](uint32_t From, uint32_t To) {
    FillDirective F{FillDirective::Kind::String, K.Offset + From};
    F.Bytes = llvm::StringRef(
        reinterpret_cast<const char *>(K.Bytes.data()) + From, To - From);
    F.Loc = K.Entry->Loc;
    fill(F);
  };
  Bytes(0, K.Entry->Offset - K.Offset);
  data(*K.Entry);
  Bytes(K.Entry->Offset + K.Entry->Size - K.Offset, uint32_t(K.Bytes.size()));
}

AssembleResult gfxas::assemble(llvm::StringRef Source, const CpuInfo &Cpu,
                               AsmSink &Sink,
                               llvm::function_ref<void(uint32_t)> Consumed) {
  // llvm-mc's driver assigns them through its streamer before the parser
  // starts, whose listing then begins.
  for (const SymbolDefinition &D : Sink.definitions()) {
    ExprNode Value = ExprNode::constant(0, D.Value);
    Sink.assignment(D.Name, {Value, [](uint32_t) { return llvm::StringRef(); }},
                    AssignKind::Equal);
  }
  Sink.begin();
  const TargetTriple &Triple = Sink.triple();
  std::string TargetId = Triple.TargetId.empty()
                             ? targetId(Triple, Cpu, selectFeatures("", Cpu))
                             : Triple.TargetId;
  uint32_t Resume;
  // One layout for every output, llvm-mc's object's (a listing does not
  // show the padding).
  bool PadBranches = inGens(BranchOffset3fBugGens, Cpu.Gen);
  {
    // Pass one and, for as long as no statement needs a later definition,
    // pass two. It keeps only each symbol's latest definition.
    SymbolTable Syms(/*KeepHistory=*/false);
    PassOneRecord Record;
    Record.PadBranches = PadBranches;
    Record.OS = Sink.triple().OS;
    Record.TargetId = TargetId;
    Record.WavefrontSize64 = Triple.WavefrontSize64;
    Record.Definitions = Sink.definitions();
    Parser First(Source, Cpu, Syms, Record, &Sink, Parser::Mode::Speculative,
                 Consumed);
    First.run();
    Resume = First.abandonedAt();
    if (!Resume)
      return First.result();
  }
  // Pass one: definitions, label addresses and llvm-mc's verdicts.
  SymbolTable Syms;
  PassOneRecord Record;
  Record.PadBranches = PadBranches;
  Record.OS = Sink.triple().OS;
  Record.TargetId = TargetId;
  Record.WavefrontSize64 = Triple.WavefrontSize64;
  Record.Definitions = Sink.definitions();
  Parser(Source, Cpu, Syms, Record, nullptr, Parser::Mode::PassOne, Consumed)
      .run();
  // Pass two: everything else, reported to the sink in source order from
  // the statement the first pass could not report.
  Parser Second(Source, Cpu, Syms, Record, &Sink, Parser::Mode::PassTwo,
                Consumed, Resume);
  Second.run();
  return Second.result();
}
