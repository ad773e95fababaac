//===- embed.cpp - Using gfxas as a library -------------------------------===//
//
// Assembles a string in memory and prints the words, the symbols, the size
// of the object file and any diagnostics. Build it with the rest of gfxas
// (it is the target gfxas-embed-example) or link your own program against
// gfxasLib. (A file too large to keep whole can be streamed to an object
// instead: assembleObject() in gfxas/ObjectWriter.h, which the command line
// uses.)
//
//===----------------------------------------------------------------------===//

#include "gfxas/Assembly.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

int main() {
  const char *Source = "  s_waitcnt vmcnt(0) & lgkmcnt(0)\n"
                       "  s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)\n"
                       "  s_delay_alu instid0(VALU_DEP_1)\n"
                       "done:\n";
  gfxas::Assembly A = gfxas::assembleBuffer(Source, "kernel.s", "gfx1100");

  // The object's diagnostics come after the others, as llvm-mc prints them.
  for (const auto *List : {&A.Diagnostics, &A.ObjectDiagnostics})
    for (const gfxas::Located &L : *List)
      llvm::errs() << A.BufferName << ':' << L.Line << ':' << L.Column << ": "
                   << L.D.Message << '\n';
  for (uint32_t Word : A.Words)
    llvm::outs() << llvm::format("0x%08x\n", Word);
  for (const gfxas::SymbolInfo &S : A.Symbols)
    if (!S.Temporary && S.K == gfxas::SymbolInfo::Kind::Label)
      llvm::outs() << S.Name << " = " << S.Value << '\n';
  // llvm-mc's -filetype=obj, byte for byte (writeObject writes it out).
  if (A.objectSucceeded())
    llvm::outs() << "object: " << A.Object.size() << " bytes\n";
  return A.objectSucceeded() ? 0 : 1;
}
