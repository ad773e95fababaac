//===- OtherMnemonics.cpp - Mnemonics llvm-mc knows beyond gfxas ---------===//

#include "Target/OtherMnemonics.h"
#include <algorithm>
#include <cstring>
#include <iterator>

using namespace gfxas;

namespace {
/// The processors that llvm-mc answers alike are one group; a mask has
/// bit N for group N.
using GroupMask = uint64_t;

struct CpuGroup {
  const char *Cpu;
  uint8_t Group;
};

/// Where llvm-mc suggests a name, and where it takes it alone (plain) and
/// with each suffix, in EncodingSuffix's order.
struct Profile {
  GroupMask Suggested;
  GroupMask Taken[6];
};

struct Mnemonic {
  llvm::StringLiteral Name;
  uint16_t Profile;
};

constexpr CpuGroup CpuGroups[] = {
#define MNEMONIC_CPU(Name, Group) {Name, Group},
#define MNEMONIC_PROFILE(Id, ...)
#define MNEMONIC(Name, Profile)
#include "Target/Generated/OtherMnemonics.def"
};

constexpr Profile Profiles[] = {
#define MNEMONIC_CPU(Name, Group)
#define MNEMONIC_PROFILE(Id, Suggested, Plain, E32, E64, Sdwa, Dpp, E64Dpp)    \
  {Suggested, {Plain, E32, E64, Sdwa, Dpp, E64Dpp}},
#define MNEMONIC(Name, Profile)
#include "Target/Generated/OtherMnemonics.def"
};

// Sorted by name, as the script writes them.
constexpr Mnemonic Mnemonics[] = {
#define MNEMONIC_CPU(Name, Group)
#define MNEMONIC_PROFILE(Id, ...)
#define MNEMONIC(Name, Profile) {#Name, Profile},
#include "Target/Generated/OtherMnemonics.def"
};

GroupMask groupOf(const CpuInfo &Cpu) {
  for (const CpuGroup &G : CpuGroups)
    if (std::strcmp(G.Cpu, Cpu.Name) == 0)
      return GroupMask(1) << G.Group;
  return 0;
}

const Mnemonic *find(llvm::StringRef Name) {
  const Mnemonic *It = std::lower_bound(
      std::begin(Mnemonics), std::end(Mnemonics), Name,
      [](const Mnemonic &M, llvm::StringRef N) { return M.Name < N; });
  return It != std::end(Mnemonics) && It->Name == Name ? It : nullptr;
}
} // namespace

SplitMnemonic gfxas::splitEncodingSuffix(llvm::StringRef Mnemonic) {
  // parseMnemonicSuffix's order: _e64_dpp before _e64 and _dpp.
  static constexpr std::pair<llvm::StringLiteral, EncodingSuffix> Suffixes[] = {
      {"_e64_dpp", EncodingSuffix::E64Dpp},
      {"_e64", EncodingSuffix::E64},
      {"_e32", EncodingSuffix::E32},
      {"_dpp", EncodingSuffix::Dpp},
      {"_sdwa", EncodingSuffix::Sdwa}};
  for (const auto &[Text, Suffix] : Suffixes)
    if (Mnemonic.ends_with(Text))
      return {Mnemonic.drop_back(Text.size()), Suffix};
  return {Mnemonic, EncodingSuffix::None};
}

llvm::StringRef gfxas::encodingSuffixName(EncodingSuffix S) {
  static constexpr llvm::StringLiteral Names[] = {"",     "e32", "e64",
                                                  "sdwa", "dpp", "e64_dpp"};
  return Names[unsigned(S)];
}

OtherMnemonic gfxas::classifyOtherMnemonic(llvm::StringRef Base,
                                           EncodingSuffix Suffix,
                                           const CpuInfo &Cpu) {
  const Mnemonic *M = find(Base);
  if (!M)
    return OtherMnemonic::Unknown;
  // llvm-mc's checkUnsupportedInstruction, in its order.
  const Profile &P = Profiles[M->Profile];
  GroupMask Here = groupOf(Cpu);
  if (P.Taken[unsigned(Suffix)] & Here)
    return OtherMnemonic::Taken;
  if (Suffix != EncodingSuffix::None && (P.Taken[0] & Here))
    return OtherMnemonic::VariantNotSupported;
  // Every name of the table is one llvm-mc takes with every feature on.
  return OtherMnemonic::NotOnThisGpu;
}

void gfxas::otherMnemonicSuggestions(
    llvm::StringRef Query, const CpuInfo &Cpu, unsigned MaxDistance,
    llvm::SmallVectorImpl<llvm::StringRef> &Out) {
  GroupMask Here = groupOf(Cpu);
  for (const Mnemonic &M : Mnemonics)
    if ((Profiles[M.Profile].Suggested & Here) &&
        Query.edit_distance(M.Name, /*AllowReplacements=*/false, MaxDistance) <=
            MaxDistance)
      Out.push_back(M.Name);
}
