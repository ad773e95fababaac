//===- UnlistedBytes.cpp - What llvm-mc's ELF streamer writes aside -------===//
//
// Some directives make llvm-mc's object streamer write into a section of
// its own, pushed and popped around the bytes (MCStreamer::pushSection):
// .amdgpu_metadata's note in .note, .ident's strings in .comment. Its
// listing streamer prints the directive alone and stays in its section, so
// the current and previous sections are the same after as before.
//
//===----------------------------------------------------------------------===//

#include "Frontend/Parser.h"
#include "llvm/Support/Alignment.h"

using namespace gfxas;

bool Parser::pushStreamerSection(llvm::StringRef Name, uint32_t Type,
                                 uint32_t Flags, uint32_t EntSize) {
  if (Record.PadBranches) {
    errorAfterEnd(Stmt - 1, "gfxas supports no section but .text on " +
                                llvm::Twine(Cpu.Name) +
                                ", whose branches it pads");
    return false;
  }
  Secs.pushUnlisted(Secs.getOrCreate(Name, Type, Flags, EntSize));
  return true;
}

// Padding with zeros to the alignment first, which also raises the
// section's (MCObjectStreamer::emitValueToAlignment).
bool Parser::emitUnlisted(uint8_t Log2Align, llvm::StringRef Bytes) {
  AlignmentDirective Align;
  Align.Offset = Address;
  Align.Log2Align = Log2Align;
  Align.Fill = 0;
  Align.MaxBytes = 0;
  Align.Padding = uint32_t(
      llvm::offsetToAlignment(Address, llvm::Align(uint64_t(1) << Log2Align)));
  Align.Loc = Stmt - 1;
  if (uint64_t(Address) + Align.Padding + Bytes.size() > MaxTextSize) {
    errorAfterEnd(Stmt - 1, "gfxas: " + Secs.currentSection().Name +
                                " would grow past 4 GiB");
    return false;
  }
  Address += Align.Padding;
  FillDirective F{Bytes.empty() ? FillDirective::Kind::Zero
                                : FillDirective::Kind::String,
                  Address};
  F.Bytes = Bytes;
  F.Loc = Stmt - 1;
  Address += uint32_t(Bytes.size());
  if (Sink)
    Sink->unlistedBytes(Align, F);
  return true;
}
