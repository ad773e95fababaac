//===- Assembler.cpp - The two passes ------------------------------------===//

#include "gfxas/Assembler.h"
#include "Frontend/Parser.h"
#include "Frontend/SourceSpace.h"
#include "Target/TargetTables.h"

using namespace gfxas;

AsmSink::~AsmSink() = default;

// Whether D lies in a buffer of the space and is not placed yet.
static bool needsLocating(const SourceSpace *Space, const Diagnostic &D) {
  return Space && D.hasLocation() && !Space->inFile(D.Offset) && !D.Foreign;
}

void AsmSink::locate(Diagnostic &D) const {
  if (!needsLocating(Space.get(), D))
    return;
  auto Located = std::make_shared<ForeignLocation>(placeOf(D.Offset));
  const SourceSpace::Buffer *B = Space->bufferAt(D.Offset);
  // llvm-mc's SourceMgr::PrintIncludeStack; an instantiation has no parent.
  for (uint32_t At = B->IncludedAt; At != ~0u;) {
    const SourceSpace::Buffer *Parent = Space->bufferAt(At);
    Located->IncludedFrom.insert(
        Located->IncludedFrom.begin(),
        {Parent ? Parent->displayName().str() : "", Space->lineOf(At)});
    At = Parent ? Parent->IncludedAt : ~0u;
  }
  D.Foreign = std::move(Located);
}

ForeignLocation AsmSink::placeOf(uint32_t Offset) const {
  if (!Space || Space->inFile(Offset))
    return {};
  SourceSpace::Place P = Space->placeOf(Offset);
  const SourceSpace::Buffer *B = Space->bufferAt(Offset);
  return {B->displayName().str(), P.Line, P.Column - 1,
          P.LineText.str(),       {},     {}};
}

std::vector<uint32_t> AsmSink::callsLeadingTo(uint32_t Offset) const {
  std::vector<uint32_t> Calls;
  while (Space && !Space->inFile(Offset)) {
    Offset = Space->bufferAt(Offset)->CallLoc;
    Calls.push_back(Offset);
  }
  return Calls;
}

void AsmSink::deliver(llvm::function_ref<void(const Diagnostic &)> Handler,
                      const Diagnostic &D) const {
  if (!needsLocating(Space.get(), D))
    return Handler(D);
  Diagnostic Located = D;
  locate(Located);
  Handler(Located);
}

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
  auto Space = std::make_shared<SourceSpace>(Source);
  Sink.setSourceSpace(Space);
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
    Record.Reader = &Sink.includeReader();
    Parser First(*Space, Cpu, Syms, Record, &Sink, Parser::Mode::Speculative,
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
  Record.Reader = &Sink.includeReader();
  Parser(*Space, Cpu, Syms, Record, nullptr, Parser::Mode::PassOne, Consumed)
      .run();
  // Pass two: everything else, reported to the sink in source order from
  // the statement the first pass could not report.
  Parser Second(*Space, Cpu, Syms, Record, &Sink, Parser::Mode::PassTwo,
                Consumed, Resume);
  Second.run();
  return Second.result();
}
