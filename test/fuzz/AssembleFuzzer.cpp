//===- AssembleFuzzer.cpp - libFuzzer target for assembleBuffer -----------===//
//
// Feeds arbitrary text to the library's entry point, then every printer over
// the result and the disassembler over the input and the words, the way
// tools/gfxas does. The first input byte picks the processor and a few
// options; the rest is the source, passed with its exact size and no NUL
// after it, so that AddressSanitizer catches any read past the end.
//
// Besides the sanitizers, the target checks properties the library documents
// and the driver relies on; a violation aborts, which libFuzzer reports as a
// crash with the input that caused it.
//
//===----------------------------------------------------------------------===//

#include "Check.h"
#include "Syntax/Lexer.h"
#include "Target/InstrInfo.h"
#include "gfxas/Assembly.h"
#include "gfxas/Disassembler.h"
#include "gfxas/Explain.h"
#include "gfxas/Listing.h"
#include "gfxas/ObjectWriter.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iterator>

using namespace llvm;

// One processor per generation group, gfx6 to gfx12, and no -mcpu at all
// (llvm-mc's generic gfx6 with machine version 0.0.0).
static const char *const Cpus[] = {"tahiti",  "bonaire", "tonga",   "gfx900",
                                   "gfx90a",  "gfx1010", "gfx1030", "gfx1100",
                                   "gfx1200", ""};
constexpr unsigned NumCpus = std::size(Cpus);

// Bits of the selector byte above the processor index (Selector / NumCpus).
constexpr unsigned WithDetailsBit = 1;    // also assemble WithDetails
constexpr unsigned DisasmEncodingBit = 2; // disassemble with -show-encoding

// The raw-binary reading of the input is a fixed-format scan; its first
// kilobytes exercise it as well as the whole input would.
constexpr size_t MaxBinaryPrefix = 4096;

static SourceMgr::DiagKind kindOf(gfxas::Diagnostic::Kind K) {
  switch (K) {
  case gfxas::Diagnostic::Kind::Error:
    return SourceMgr::DK_Error;
  case gfxas::Diagnostic::Kind::Warning:
    return SourceMgr::DK_Warning;
  case gfxas::Diagnostic::Kind::Note:
    return SourceMgr::DK_Note;
  }
  fail("diagnostic with an invalid severity");
}

// Prints the diagnostics as the driver does, through SourceMgr, which
// dereferences Source.data() + Offset: every offset must lie inside the
// buffer (one past the end is the end-of-file location), and the library's
// line and column must be SourceMgr's, which are llvm-mc's.
static void printDiagnostics(SourceMgr &SM, StringRef Source,
                             ArrayRef<gfxas::Located> Diags) {
  for (const gfxas::Located &L : Diags) {
    // The object writer's complaints about the file as a whole have no
    // place: line 0, as llvm-mc's "<unknown>:0:".
    if (!L.D.hasLocation()) {
      check(L.Line == 0 && L.Column == 0, "unplaced diagnostic with a line");
      continue;
    }
    check(L.D.Offset <= Source.size(), "diagnostic offset past the input");
    SMLoc Loc = SMLoc::getFromPointer(Source.data() + L.D.Offset);
    auto [Line, Column] = SM.getLineAndColumn(Loc);
    check(Line == L.Line, "diagnostic line differs from SourceMgr's");
    check(Column == L.Column, "diagnostic column differs from SourceMgr's");
    SM.PrintMessage(nulls(), Loc, kindOf(L.D.Severity), L.D.Message);
  }
}

static bool sameDiagnostics(ArrayRef<gfxas::Located> A,
                            ArrayRef<gfxas::Located> B) {
  if (A.size() != B.size())
    return false;
  for (size_t I = 0; I < A.size(); ++I)
    if (A[I].D.Severity != B[I].D.Severity || A[I].D.Offset != B[I].D.Offset ||
        A[I].D.Message != B[I].D.Message)
      return false;
  return true;
}

static void disassemble(StringRef Text, StringRef Cpu, bool ShowEncoding) {
  gfxas::Disassembly D = gfxas::disassembleText(Text, Cpu, ShowEncoding);
  for (const gfxas::Diagnostic &Diag : D.Diagnostics)
    check(Diag.Offset <= Text.size(), "disassembler offset past the input");
}

static std::string binaryOf(const gfxas::Assembly &A) {
  std::string Bytes;
  raw_string_ostream OS(Bytes);
  gfxas::writeBinary(A, OS);
  return Bytes;
}

// Alignment and fills may ask for gigabytes of padding (".p2align 31",
// ".zero 0x7fffffff"), as llvm-mc allows; the whole-file Assembly holds them in
// memory, by design. Such inputs are beyond the fuzzer's time and memory, and
// are skipped.
constexpr uint64_t MaxPadding = 1 << 20;

namespace {
struct PaddingTotal final : gfxas::AsmSink {
  uint64_t Bytes = 0;
  void instruction(const gfxas::EncodedInstruction &) override {}
  void diagnostic(const gfxas::Diagnostic &) override {}
  void alignment(const gfxas::AlignmentDirective &A) override {
    Bytes += A.Padding;
  }
  void fill(const gfxas::FillDirective &F) override { Bytes += F.size(); }
};
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size == 0)
    return 0;
  unsigned Selector = Data[0];
  StringRef Cpu = Cpus[Selector % NumCpus];
  unsigned Options = Selector / NumCpus;
  StringRef Source(reinterpret_cast<const char *>(Data + 1), Size - 1);

  // Nothing is lost without a word: every byte is in a token (error tokens
  // included), a blank, a line end or a comment.
  check(!gfxas::firstUnaccountedByte(Source),
        "the lexer does not account for every byte");

  if (const gfxas::CpuInfo *Info = gfxas::lookupCpu(Cpu)) {
    PaddingTotal Padding;
    gfxas::assemble(Source, *Info, Padding);
    if (Padding.Bytes > MaxPadding)
      return 0;
  }

  gfxas::Assembly A = gfxas::assembleBuffer(Source, "fuzz.s", Cpu);
  check(A.Cpu != nullptr, "a listed processor was not found");

  // Like the driver: the buffer is not NUL-terminated.
  SourceMgr SM;
  SM.AddNewSourceBuffer(MemoryBuffer::getMemBuffer(Source, "fuzz.s",
                                                   /*RequiresNullTerminator=*/
                                                   false),
                        SMLoc());
  printDiagnostics(SM, Source, A.Diagnostics);
  printDiagnostics(SM, Source, A.ObjectDiagnostics);

  bool HasError = false;
  for (const gfxas::Located &L : A.Diagnostics)
    HasError |= L.D.Severity == gfxas::Diagnostic::Kind::Error;
  check(HasError == !A.succeeded(),
        "Errors disagrees with the error diagnostics");

  printListing(A, /*ShowEncoding=*/false, nulls());
  printListing(A, /*ShowEncoding=*/true, nulls());
  printWords(A, nulls());
  std::string Binary = binaryOf(A);
  check(Binary.size() == A.Text.size(), "writeBinary size");
  SmallString<256> Object;
  if (A.objectSucceeded()) {
    raw_svector_ostream OS(Object);
    check(!gfxas::writeObject(A, OS), "writeObject failed on a clean file");
  }

  // The driver streams instead (the listing, the words, the object): the
  // same bytes as the printers over the whole Assembly.
  if (const gfxas::CpuInfo *Info = gfxas::lookupCpu(Cpu)) {
    auto Ignore = [](const gfxas::Diagnostic &) {};
    std::string Listing, Streamed;
    raw_string_ostream LOS(Listing), SOS(Streamed);
    printListing(A, /*ShowEncoding=*/true, LOS);
    gfxas::ListingWriter Writer(SOS, *Info, /*ShowEncoding=*/true, Ignore);
    gfxas::assemble(Source, *Info, Writer);
    check(Listing == Streamed, "streamed listing differs");

    SmallString<256> StreamedObject;
    raw_svector_ostream OOS(StreamedObject);
    gfxas::ObjectOptions Options;
    // As the driver reads its file back when .text moves past the header.
    Options.ReadBack = [&](uint64_t Offset, MutableArrayRef<char> Bytes) {
      if (Offset > StreamedObject.size() ||
          Bytes.size() > StreamedObject.size() - Offset)
        return false;
      std::copy_n(StreamedObject.begin() + Offset, Bytes.size(),
                  Bytes.begin());
      return true;
    };
    Expected<bool> Whole =
        gfxas::assembleObject(Source, *Info, OOS, Ignore, Options);
    check(bool(Whole), "the streamed object writer failed in memory");
    // An Assembly holds the bytes of .text alone, and refuses the rest.
    bool Refused = llvm::any_of(A.Diagnostics, [](const gfxas::Located &L) {
      return StringRef(L.D.Message).starts_with("gfxas keeps only .text");
    });
    check(*Whole == A.objectSucceeded() || (Refused && !A.succeeded()),
          "the streamed object and the Assembly's disagree on errors");
    if (A.objectSucceeded())
      check(StreamedObject == Object, "streamed object differs");
  }

  // Details only record what evaluation used: they must not change what is
  // assembled (a recording evaluation bypasses the evaluator's memos).
  if (Options & WithDetailsBit) {
    gfxas::Assembly D =
        gfxas::assembleBuffer(Source, "fuzz.s", Cpu, /*WithDetails=*/true);
    size_t Instructions = llvm::count_if(D.Statements, [](const auto &S) {
      return S.K == gfxas::Statement::Kind::Instruction;
    });
    check(D.Details.size() == Instructions,
          "one Details entry per instruction");
    check(D.Words == A.Words, "WithDetails changed the words");
    check(D.Errors == A.Errors && D.Warnings == A.Warnings,
          "WithDetails changed the error or warning count");
    check(sameDiagnostics(D.Diagnostics, A.Diagnostics),
          "WithDetails changed the diagnostics");
    printExplanation(D, nulls());
  }

  bool DisasmEncoding = Options & DisasmEncodingBit;
  // The input as llvm-mc's disassembler text, and as a raw word file.
  disassemble(Source, Cpu, DisasmEncoding);
  disassemble(gfxas::byteListFromBinary(Source.take_front(MaxBinaryPrefix)),
              Cpu, DisasmEncoding);

  // Every instruction the assembler makes is one the disassembler knows,
  // but for the fields llvm-mc's own disassembler refuses in what its
  // assembler writes (a source-only register such as src_shared_base in a
  // destination). (Text to words and back is not exact: llvm-mc's printer
  // drops the bits no field uses; test/unit/RoundTripTest.cpp checks that.)
  bool AllKnown = true;
  // Padding and data are not instructions.
  bool OnlyInstructions = A.Text.size() == A.Words.size() * 4;
  if (!A.Words.empty() && OnlyInstructions) {
    gfxas::Disassembly All = gfxas::disassembleText(
        gfxas::byteListFromBinary(Binary), Cpu, DisasmEncoding);
    AllKnown = All.succeeded() && All.Diagnostics.empty();
  }
  if (!AllKnown && A.Cpu)
    for (const gfxas::Statement &S : A.Statements) {
      if (S.K != gfxas::Statement::Kind::Instruction)
        continue;
      llvm::ArrayRef<uint32_t> Words = S.Inst.words();
      std::string Bytes(reinterpret_cast<const char *>(Words.data()),
                        Words.size() * sizeof(uint32_t));
      gfxas::Disassembly D = gfxas::disassembleText(
          gfxas::byteListFromBinary(Bytes), Cpu, DisasmEncoding);
      if (D.succeeded() && D.Diagnostics.empty())
        continue;
      // A literal the decoder does not take as one (s_get_barrier_state's
      // destination, 7 bits in the word): llvm-mc's disassembler too reads
      // the instruction without it, and the literal as a word of its own.
      gfxas::DecodedInstr Known = gfxas::decodeInstr(Words, A.Cpu->Gen);
      if (Known && Known.NumWords < Words.size())
        continue;
      check(gfxas::decodeInstr(Words, A.Cpu->Gen, /*CheckFields=*/false) &&
                !Known,
            "the disassembler rejects an assembled instruction");
    }
  return 0;
}
