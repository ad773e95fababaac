//===- GatedSink.cpp - A pass's events on their way to the caller --------===//

#include "Frontend/GatedSink.h"

using namespace gfxas;

void GatedSink::send(const Held &H) {
  switch (H.K) {
  case Held::Kind::Label:
    Target.label(H.Name, H.Offset);
    break;
  case Held::Kind::Diagnostic:
    Target.diagnostic(H.Diag);
    break;
  case Held::Kind::ObjectStreamerError:
    Target.objectStreamerError(H.Diag);
    break;
  case Held::Kind::ObjectParserError:
    Target.objectParserError(H.Diag);
    break;
  case Held::Kind::ListingStreamerError:
    Target.listingStreamerError(H.Diag);
    break;
  }
}

void GatedSink::flushPending() {
  for (const Held &H : Pending)
    send(H);
  Pending.clear();
}

void GatedSink::hold(Held H) {
  if (Muted)
    return;
  if (Deferring)
    Pending.push_back(std::move(H));
  else
    send(H);
}

void GatedSink::label(llvm::StringRef Name, uint32_t Offset) {
  hold({Held::Kind::Label, Name, Offset, {}});
}

void GatedSink::diagnostic(const Diagnostic &D) {
  hold({Held::Kind::Diagnostic, "", 0, D});
}

void GatedSink::objectStreamerError(const Diagnostic &D) {
  hold({Held::Kind::ObjectStreamerError, "", 0, D});
}

void GatedSink::objectParserError(const Diagnostic &D) {
  hold({Held::Kind::ObjectParserError, "", 0, D});
}

void GatedSink::listingStreamerError(const Diagnostic &D) {
  hold({Held::Kind::ListingStreamerError, "", 0, D});
}

void GatedSink::assignment(llvm::StringRef Name, const ExprView &Value,
                           AssignKind Kind) {
  if (release())
    Target.assignment(Name, Value, Kind);
}

void GatedSink::directive(llvm::StringRef Name, llvm::StringRef Symbol,
                          llvm::StringRef Rest) {
  if (release())
    Target.directive(Name, Symbol, Rest);
}

void GatedSink::blankLine() {
  if (release())
    Target.blankLine();
}

void GatedSink::symbol(const SymbolInfo &S) {
  commit();
  Target.symbol(S);
}

void GatedSink::operandDetails(const OperandDetails &D) {
  if (release())
    Target.operandDetails(D);
}
