//===- RegisterCounts.cpp - The predefined register-count symbols ---------===//
//
// llvm-mc's AMDGPU parser counts the registers each operand names, as it
// parses it: under amdhsa with a processor, in .amdgcn.next_free_sgpr and
// .amdgcn.next_free_vgpr (raised past the register, from what the symbol
// holds, which a file may assign), elsewhere in .kernel.sgpr_count,
// .kernel.vgpr_count and .kernel.agpr_count (from its own counts,
// KernelScopeInfo's, whatever the file assigned).
//
//===----------------------------------------------------------------------===//

#include "Frontend/Parser.h"
#include "Target/Registers.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

using namespace gfxas;

void Parser::setRegisterCount(llvm::StringRef Name, int64_t Count) {
  uint32_t Sym = Syms.getOrCreate(Name);
  // Pass two replays what pass one did at this statement.
  if (isPassTwo()) {
    installDefinition(Sym);
    return;
  }
  ExprNode Value = ExprNode::constant(0, Count);
  Syms.defineVariable(Sym, Stmt, Value, /*RhsLoc=*/0, Syms[Sym].Redefinable);
}

void Parser::registerParsed(const Register &R) {
  if (R.File != RegFile::SGPR && R.File != RegFile::VGPR &&
      R.File != RegFile::AGPR)
    return;
  uint32_t Last = R.Index + R.Dwords - 1;
  if (Record.OS == TargetOS::AMDHSA) {
    // AMDGPUAsmParser::updateGprCountSymbols, for a processor only.
    if (Cpu.Major < 6 || R.File == RegFile::AGPR)
      return;
    llvm::StringRef Name = R.File == RegFile::VGPR ? ".amdgcn.next_free_vgpr"
                                                   : ".amdgcn.next_free_sgpr";
    const Symbol &S = Syms[Syms.getOrCreate(Name)];
    // llvm-mc reports a symbol the file made a label or a relocatable
    // expression; gfxas leaves it as it is.
    if (S.State != Symbol::Contents::Variable ||
        Syms.def(S.Current).Kind != DefKind::Constant)
      return;
    if (Syms.def(S.Current).Value <= int64_t(Last))
      setRegisterCount(Name, int64_t(Last) + 1);
    return;
  }
  // KernelScopeInfo::usesRegister.
  auto TotalVgprs = [&] {
    // AMDGPU::IsaInfo::getTotalNumVGPRs.
    if (Cpu.AlignedVgprs && Kernel.Agprs)
      return uint64_t(llvm::alignTo(Kernel.Vgprs, 4) + Kernel.Agprs);
    return uint64_t(std::max(Kernel.Vgprs, Kernel.Agprs));
  };
  switch (R.File) {
  case RegFile::SGPR:
    if (Last < Kernel.Sgprs)
      return;
    Kernel.Sgprs = Last + 1;
    setRegisterCount(".kernel.sgpr_count", Kernel.Sgprs);
    return;
  case RegFile::VGPR:
    if (Last < Kernel.Vgprs)
      return;
    Kernel.Vgprs = Last + 1;
    setRegisterCount(".kernel.vgpr_count", TotalVgprs());
    return;
  case RegFile::AGPR:
    if (!Cpu.HasAgprs || Last < Kernel.Agprs)
      return;
    Kernel.Agprs = Last + 1;
    setRegisterCount(".kernel.agpr_count", Kernel.Agprs);
    setRegisterCount(".kernel.vgpr_count", TotalVgprs());
    return;
  default:
    return;
  }
}
