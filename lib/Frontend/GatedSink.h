//===- GatedSink.h - A pass's events on their way to the caller -*- C++ -*-===//
//
// The first pass reports speculatively and may abandon the statement it is
// in; pass two then replays statements the first pass already reported.
// The gate between them and the caller's sink keeps both from showing.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_GATEDSINK_H
#define GFXAS_LIB_GATEDSINK_H

#include "gfxas/Assembler.h"
#include <vector>

namespace gfxas {

/// Forwards a pass's events to the caller's sink, except where the pass
/// must hold them back: the statements a speculative pass already reported
/// (muted), and the current statement of a speculative pass, which may yet
/// be abandoned (its labels and diagnostics wait for the statement's end;
/// every other event is the statement's last and commits them).
class GatedSink final : public AsmSink {
public:
  /// The parser asks the gate what it would ask Target (the triple).
  explicit GatedSink(AsmSink &Target) : Target(Target) {
    setTriple(Target.triple());
  }
  void setMuted(bool M) { Muted = M; }
  void setDeferring(bool D) { Deferring = D; }
  /// The statement is over: what it held back goes out.
  void commit() {
    if (!Pending.empty())
      flushPending();
  }
  /// The statement is abandoned: what it held back is dropped.
  void discard() { Pending.clear(); }

  void instruction(const EncodedInstruction &I) override {
    if (release())
      Target.instruction(I);
  }
  void label(llvm::StringRef Name, uint32_t Offset) override;
  /// A label that ends its statement, which nothing can abandon after it:
  /// it goes out at once, after what the statement held.
  void endingLabel(llvm::StringRef Name, uint32_t Offset) {
    if (release())
      Target.label(Name, Offset);
  }
  void assignment(llvm::StringRef Name, const ExprView &Value,
                  AssignKind Kind) override;
  void directive(llvm::StringRef Name, llvm::StringRef Symbol,
                 llvm::StringRef Rest) override;
  void gnuAbi() override {
    // Only after the last statement, when nothing is held or muted.
    Target.gnuAbi();
  }
  void blankLine() override;
  void codeObjectVersion(unsigned Version) override {
    if (release())
      Target.codeObjectVersion(Version);
  }
  void hsaMetadata(llvm::StringRef Yaml) override {
    if (release())
      Target.hsaMetadata(Yaml);
  }
  void ident(llvm::StringRef Data) override {
    if (release())
      Target.ident(Data);
  }
  void alignment(const AlignmentDirective &A) override {
    if (release())
      Target.alignment(A);
  }
  void data(const DataValue &D) override {
    if (release())
      Target.data(D);
  }
  void fill(const FillDirective &F) override {
    if (release())
      Target.fill(F);
  }
  void section(const SectionChange &S) override {
    if (release())
      Target.section(S);
  }
  void commonAllocation(const AlignmentDirective &Padding,
                        const FillDirective &Zeros) override {
    if (release())
      Target.commonAllocation(Padding, Zeros);
  }
  void unlistedBytes(const AlignmentDirective &Padding,
                     const FillDirective &Bytes) override {
    if (release())
      Target.unlistedBytes(Padding, Bytes);
  }
  void kernelDescriptor(const KernelDescriptorBlock &K) override {
    if (release())
      Target.kernelDescriptor(K);
  }
  void diagnostic(const Diagnostic &D) override;
  void symbolCount(size_t Count) override { Target.symbolCount(Count); }
  void symbol(const SymbolInfo &S) override;
  bool wantsOperandDetails() const override {
    return Target.wantsOperandDetails();
  }
  void objectStreamerError(const Diagnostic &D) override;
  void objectParserError(const Diagnostic &D) override;
  void listingStreamerError(const Diagnostic &D) override;
  unsigned errorLimit() const override { return Target.errorLimit(); }
  void operandDetails(const OperandDetails &D) override;
  void labelDefined(llvm::StringRef Name, uint32_t Loc) override {
    Target.labelDefined(Name, Loc);
  }
  void print(llvm::StringRef Text) override {
    if (release())
      Target.print(Text);
  }

private:
  /// Whether an event that ends a statement goes out; what the statement
  /// held back goes out first.
  bool release() {
    if (Muted)
      return false;
    commit();
    return true;
  }
  void flushPending();

  /// A label or a diagnostic, which waits for the end of a speculative
  /// statement.
  struct Held {
    enum class Kind : uint8_t {
      Label,
      Diagnostic,
      ObjectStreamerError,
      ListingStreamerError,
      ObjectParserError
    } K;
    llvm::StringRef Name;
    uint32_t Offset;
    Diagnostic Diag;
  };
  /// Drops H when muted, keeps it while deferring, and sends it otherwise.
  void hold(Held H);
  void send(const Held &H);
  AsmSink &Target;
  bool Muted = false;
  bool Deferring = false;
  std::vector<Held> Pending;
};

} // namespace gfxas

#endif
