//===- Predefined.cpp - Symbols llvm-mc defines before the first line ----===//

#include "Frontend/Predefined.h"
#include "Target/TargetTables.h"

using namespace gfxas;

llvm::SmallVector<PredefinedVariable, 16>
gfxas::predefinedVariables(const CpuInfo &Cpu, TargetOS OS) {
  // AMDGPUAsmParser's constructor: the machine version and the register
  // counts, under amdhsa for a processor (-mcpu given) the .amdgcn ones,
  // else the others, and the code object's UC_VERSION constants.
  bool Hsa = OS == TargetOS::AMDHSA && Cpu.Major >= 6;
  llvm::SmallVector<PredefinedVariable, 16> Vars;
  if (Hsa)
    Vars = {
        {".amdgcn.gfx_generation_number", Cpu.Major},
        {".amdgcn.gfx_generation_minor", Cpu.Minor},
        {".amdgcn.gfx_generation_stepping", Cpu.Stepping},
        {".amdgcn.next_free_vgpr", 0},
        {".amdgcn.next_free_sgpr", 0},
    };
  else
    Vars = {
        {".option.machine_version_major", Cpu.Major},
        {".option.machine_version_minor", Cpu.Minor},
        {".option.machine_version_stepping", Cpu.Stepping},
        {".kernel.vgpr_count", 0},
        {".kernel.sgpr_count", 0},
    };
  // The table s_version's printer reads too.
  for (const UcVersion &V : allUcVersions())
    Vars.push_back({V.Name, V.Code});
  for (const UcVersionFlag &F : allUcVersionFlags())
    Vars.push_back({F.Name, F.Bit});
  if (Cpu.HasAgprs && !Hsa)
    Vars.push_back({".kernel.agpr_count", 0});
  return Vars;
}

// MCObjectFileInfo::initELFMCObjectFileInfo in LLVM 19, each name checked
// against llvm-mc 19 (".sframe" came later).
static constexpr llvm::StringLiteral SectionNames[] = {
    ".bss",
    ".text",
    ".data",
    ".rodata",
    ".tdata",
    ".tbss",
    ".data.rel.ro",
    ".rodata.cst4",
    ".rodata.cst8",
    ".rodata.cst16",
    ".rodata.cst32",
    ".gcc_except_table",
    ".debug_abbrev",
    ".debug_info",
    ".debug_line",
    ".debug_line_str",
    ".debug_frame",
    ".debug_pubnames",
    ".debug_pubtypes",
    ".debug_gnu_pubnames",
    ".debug_gnu_pubtypes",
    ".debug_str",
    ".debug_loc",
    ".debug_aranges",
    ".debug_ranges",
    ".debug_macinfo",
    ".debug_macro",
    ".debug_names",
    ".apple_names",
    ".apple_objc",
    ".apple_namespaces",
    ".apple_types",
    ".debug_str_offsets",
    ".debug_addr",
    ".debug_rnglists",
    ".debug_loclists",
    ".debug_info.dwo",
    ".debug_types.dwo",
    ".debug_abbrev.dwo",
    ".debug_str.dwo",
    ".debug_line.dwo",
    ".debug_loc.dwo",
    ".debug_str_offsets.dwo",
    ".debug_rnglists.dwo",
    ".debug_macinfo.dwo",
    ".debug_macro.dwo",
    ".debug_loclists.dwo",
    ".debug_cu_index",
    ".debug_tu_index",
    ".llvm_stackmaps",
    ".llvm_faultmaps",
    ".eh_frame",
    ".stack_sizes",
    ".pseudo_probe",
    ".pseudo_probe_desc",
    ".llvm_stats",
};

llvm::ArrayRef<llvm::StringLiteral> gfxas::predefinedSectionNames() {
  return SectionNames;
}
