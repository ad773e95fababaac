//===- ObjectWriter.cpp - ELF relocatable output -------------------------===//
//
// Mirrors what llvm-mc 19's ELF streamer, layout and ELFObjectWriter do:
// the sections, the symbol table order, the tail-merged string table, and
// the errors in their order. Every choice below was checked with cmp against
// llvm-mc's objects (see test/obj/).
//
//===----------------------------------------------------------------------===//

#include "gfxas/ObjectWriter.h"
#include "Output/Fixups.h"
#include "Output/ListingLines.h"
#include "Output/ObjectStreamer.h"
#include "gfxas/Assembly.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/Alignment.h"
#include "llvm/Support/EndianStream.h"
#include "llvm/Support/ErrorHandling.h"
#include <algorithm>
#include <array>
#include <cstring>
#include <optional>
#include <set>
#include <string>
#include <vector>

using namespace gfxas;
using namespace llvm;

//===-- String table ------------------------------------------------------===//

namespace {
/// llvm::StringTableBuilder's ELF layout (it lives in the MC library, which
/// gfxas does not link): a leading NUL, then the strings sorted so that each
/// one directly follows the strings it is a suffix of, which it then shares.
class StringTable {
public:
  /// The id of S, by which offset() finds it after finalize().
  uint32_t add(StringRef S) {
    Entries.push_back({S, tailKey(S)});
    return Entries.size() - 1;
  }
  void finalize();
  uint32_t offset(uint32_t Id) const { return Offsets[Id]; }
  StringRef data() const { return Data; }

private:
  struct Entry {
    StringRef S;
    /// The last eight characters, last first, zero-padded: most order
    /// decisions need nothing else.
    uint64_t TailKey;
  };
  /// A string in the order of the table, with what placing it needs
  /// beside it: hundreds of thousands of entries, looked up in that order,
  /// would each cost a trip to memory.
  struct Placed {
    uint64_t TailKey;
    uint32_t Id;
    uint32_t Length;
  };
  static uint64_t tailKey(StringRef S) {
    using namespace support::endian;
    // Read little-endian, the last eight characters come last first.
    const char *P = S.data();
    size_t N = S.size();
    if (N >= 8)
      return read64le(P + N - 8);
    if (N == 0)
      return 0;
    // A shorter name's bytes, by reads that stay inside it (overlapping
    // ones put the same byte in the same place): copied to a zeroed word
    // instead, the word's read waited for the copy's stores.
    uint64_t Bytes;
    if (N >= 4)
      Bytes = read32le(P) | uint64_t(read32le(P + N - 4)) << (8 * (N - 4));
    else
      Bytes = uint64_t((unsigned char)P[0]) |
              uint64_t((unsigned char)P[N / 2]) << (8 * (N / 2)) |
              uint64_t((unsigned char)P[N - 1]) << (8 * (N - 1));
    return Bytes << (8 * (8 - N));
  }
  static void radixSortDescending(std::vector<Placed> &V);
  /// Whether the string of P ends the string of Host, from their keys when
  /// those hold the whole of P.
  bool endsWith(const Placed &Host, const Placed &P) const;

  std::vector<Entry> Entries;
  std::vector<uint32_t> Offsets;
  std::string Data;
};
} // namespace

/// StringTableBuilder's order: by the strings read backwards, descending, a
/// string coming right after those it is a suffix of. Equal strings are
/// interchangeable, so the result does not depend on the input order.
static bool tailGreater(StringRef A, StringRef B) {
  for (size_t I = 1;; ++I) {
    int CA = I <= A.size() ? (unsigned char)A[A.size() - I] : -1;
    int CB = I <= B.size() ? (unsigned char)B[B.size() - I] : -1;
    if (CA != CB || CA == -1)
      return CA > CB;
  }
}

/// Sorts by key, descending, in linear time: one stable counting pass per
/// byte of the key that is not the same in every key, least significant
/// first.
void StringTable::radixSortDescending(std::vector<Placed> &V) {
  std::vector<Placed> Scratch(V.size());
  // Every byte's counts in one pass.
  std::vector<std::array<uint32_t, 256>> Counts(8);
  for (const Placed &P : V)
    for (unsigned Byte = 0; Byte < 8; ++Byte)
      ++Counts[Byte][255 - ((P.TailKey >> (8 * Byte)) & 0xFF)];
  for (unsigned Byte = 0; Byte < 8; ++Byte) {
    unsigned Shift = 8 * Byte;
    std::array<uint32_t, 256> &Count = Counts[Byte];
    if (llvm::is_contained(Count, V.size()))
      continue;
    uint32_t Start = 0;
    for (uint32_t &C : Count)
      Start += std::exchange(C, Start);
    for (const Placed &P : V)
      Scratch[Count[255 - ((P.TailKey >> Shift) & 0xFF)]++] = P;
    V.swap(Scratch);
  }
}

bool StringTable::endsWith(const Placed &Host, const Placed &P) const {
  if (P.Length > Host.Length)
    return false;
  if (P.Length == 0)
    return true;
  // The key of P holds its last min(8, length) characters in its top
  // bytes, as the key of a longer Host holds Host's.
  unsigned Known = std::min(P.Length, 8u);
  uint64_t Mask = ~uint64_t(0) << (8 * (8 - Known));
  if ((P.TailKey ^ Host.TailKey) & Mask)
    return false;
  return P.Length <= 8 || Entries[Host.Id].S.ends_with(Entries[P.Id].S);
}

void StringTable::finalize() {
  std::vector<Placed> Order;
  Order.reserve(Entries.size());
  for (uint32_t I = 0; I < Entries.size(); ++I)
    Order.push_back({Entries[I].TailKey, I, uint32_t(Entries[I].S.size())});
  // Names hold no NUL, so the zero padding of a key sorts a string before
  // the longer ones it is a suffix of, as the full comparison does. Only
  // strings that share their last eight characters need comparing.
  radixSortDescending(Order);
  for (size_t Begin = 0, End; Begin < Order.size(); Begin = End) {
    for (End = Begin + 1;
         End < Order.size() && Order[End].TailKey == Order[Begin].TailKey;
         ++End)
      ;
    if (End - Begin > 1)
      std::sort(Order.begin() + Begin, Order.begin() + End,
                [&](const Placed &A, const Placed &B) {
                  return tailGreater(Entries[A.Id].S, Entries[B.Id].S);
                });
  }
  // Like StringTableBuilder, only the last string stored is tried as a
  // host; before the first, the empty string at offset 0 is.
  Offsets.assign(Entries.size(), 0);
  size_t Size = 1;
  Placed Host = {0, 0, 0};
  for (const Placed &P : Order) {
    if (endsWith(Host, P)) {
      Offsets[P.Id] = Size - P.Length - 1;
      continue;
    }
    Offsets[P.Id] = Size;
    Size += P.Length + 1;
    Host = P;
  }
  // Written in place once every offset is known: appending string by
  // string cost more than the sort.
  Data.assign(Size, '\0');
  for (uint32_t I = 0; I < Entries.size(); ++I)
    llvm::copy(Entries[I].S, Data.begin() + Offsets[I]);
}

//===-- Symbol table ------------------------------------------------------===//

namespace {
// Section header indices. llvm-mc creates the string table (which also holds
// the section names) before .text, .rel.text after it when .text has
// relocations, and the symbol table last.
enum SectionIndex : uint16_t {
  NullIndex,
  StrtabIndex,
  TextIndex,
};
/// An ObjectSymbol's Shndx until the sections are numbered: the symbol is
/// in its SectionId.
constexpr uint16_t InSection = ELF::SHN_LORESERVE - 1;

/// A relocation of a section, in the order of its fixups.
struct TextRelocation {
  uint64_t Offset;
  StringRef Symbol;
  uint32_t Type;
  /// Against the symbol of the file's section TargetSection rather than
  /// Symbol.
  bool AgainstSection = false;
  /// Against no symbol (index 0) rather than Symbol.
  bool AgainstNothing = false;
  uint16_t TargetSection = 0;
  /// What a SHT_RELA entry keeps (the field of a SHT_REL one has it).
  int64_t Addend = 0;
};

/// A section of the object other than the writer's own: .text, then the
/// file's other sections in the order it entered them.
struct ContentSection {
  StringRef Name = ".text";
  uint32_t Type = ELF::SHT_PROGBITS;
  uint64_t Flags = ELF::SHF_ALLOC | ELF::SHF_EXECINSTR;
  uint32_t EntSize = 0;
  uint64_t Size = 0;
  /// The largest alignment the file asked for (.text's at least an
  /// instruction's, the others' at least 1).
  uint64_t Align = 4;
  /// The contents, but for .text, which is streamed before the rest, and
  /// for a SHT_NOBITS section, which has none in the file.
  StringRef Bytes;
  std::vector<TextRelocation> Relocations;
  uint32_t RegisteredAt = SymbolInfo::NotRegistered;
  std::string RelName;
  // Where the writer puts it.
  uint16_t Index = 0, RelIndex = 0;
  uint64_t Offset = 0, RelOffset = 0;
  bool hasRelocations() const { return !Relocations.empty(); }
};

/// The symbol table after its null entry: the locals, then the globals,
/// as indices into the entries.
struct ObjSymtab {
  std::vector<ObjectSymbol> Entries;
  std::vector<uint32_t> Order;
  unsigned NumLocals = 0;
};
} // namespace

/// Symbols llvm-mc leaves out of the table: compiler-made and private ones.
static bool isTemporary(const SymbolInfo &S) {
  return S.Temporary || isPrivateName(S.Name);
}

/// The section index llvm-mc gives S, or none when S stays out of the table.
static std::optional<uint16_t> sectionIndex(const SymbolInfo &S) {
  switch (S.K) {
  case SymbolInfo::Kind::Undefined:
    return uint16_t(S.Common ? ELF::SHN_COMMON : ELF::SHN_UNDEF);
  case SymbolInfo::Kind::Label:
    return uint16_t(InSection);
  case SymbolInfo::Kind::Variable:
    switch (S.Sec) {
    case SymbolInfo::Section::None:
      return std::nullopt;
    case SymbolInfo::Section::Absolute:
      return uint16_t(ELF::SHN_ABS);
    case SymbolInfo::Section::Text:
      return uint16_t(InSection);
    }
  }
  llvm_unreachable("bad symbol kind");
}

/// The writer names a symbol without a name ("") as GNU as's fake label,
/// so that tools may discard it.
static StringRef tableName(StringRef Name) {
  return Name.empty() ? StringRef(".L0 ") : Name;
}

/// S as the symbol table will hold it, or nothing when llvm-mc leaves it
/// out: never registered, compiler-made or private (unless a relocation
/// names it: Relocated), or a variable with no section.
static std::optional<ObjectSymbol> tableEntry(const SymbolInfo &S,
                                              bool Relocated = false) {
  if (S.RegisteredAt == SymbolInfo::NotRegistered ||
      (isTemporary(S) && !Relocated))
    return std::nullopt;
  std::optional<uint16_t> Shndx = sectionIndex(S);
  if (!Shndx)
    return std::nullopt;
  bool Undefined = S.K == SymbolInfo::Kind::Undefined;
  ObjectSymbol E{tableName(S.Name),
                 S.Common    ? S.CommonAlignment
                 : Undefined ? 0
                             : uint64_t(S.Value),
                 S.RegisteredAt,
                 *Shndx,
                 S.Binding,
                 S.Type,
                 !Undefined && !S.HasValue,
                 S.Visibility,
                 S.Size};
  E.SectionId = S.SectionId;
  E.Nameless = S.Nameless;
  E.ObjectName = S.ObjectName;
  return E;
}

/// Whether a relocation may name S, which then takes its place in the
/// symbol table even if private: a label that .weak or a unique .type
/// bound (.globl refuses private names), or typed an indirect function, or
/// one in a TLS or mergeable section.
static bool mayBeRelocated(const SymbolInfo &S) {
  return isTemporary(S) && keepsSymbolInRelocation(S, /*Addend=*/std::nullopt);
}

/// The symbol table: locals, then the others (global, weak and unique),
/// each in the order llvm-mc's assembler registered them.
static Expected<ObjSymtab> collectSymbols(std::vector<ObjectSymbol> Entries) {
  // The writer stops at the first symbol it cannot write.
  const ObjectSymbol *FirstBad = nullptr;
  for (const ObjectSymbol &E : Entries)
    if (E.Unwritable && (!FirstBad || E.RegisteredAt < FirstBad->RegisteredAt))
      FirstBad = &E;
  if (FirstBad)
    return createStringError(inconvertibleErrorCode(),
                             "cannot write symbol '" + FirstBad->Name +
                                 "': its value cannot be evaluated");
  // Registration numbers are distinct and below the number of symbols the
  // file named, so each entry goes straight to its place.
  constexpr uint32_t NoEntry = ~0u;
  uint32_t Limit = 0;
  for (const ObjectSymbol &E : Entries)
    Limit = std::max(Limit, E.RegisteredAt + 1);
  std::vector<uint32_t> ByRegistration(Limit, NoEntry);
  for (uint32_t I = 0; I < Entries.size(); ++I) {
    assert(ByRegistration[Entries[I].RegisteredAt] == NoEntry &&
           "two symbols registered at once");
    ByRegistration[Entries[I].RegisteredAt] = I;
  }
  ObjSymtab T;
  T.Order.reserve(Entries.size());
  for (bool Global : {false, true})
    for (uint32_t I : ByRegistration)
      if (I != NoEntry && (Entries[I].Binding != ELF::STB_LOCAL) == Global)
        T.Order.push_back(I);
  T.NumLocals = llvm::count_if(Entries, [](const ObjectSymbol &E) {
    return E.Binding == ELF::STB_LOCAL;
  });
  T.Entries = std::move(Entries);
  return T;
}

//===-- Writing -----------------------------------------------------------===//

namespace {
/// File offsets, in llvm-mc's order: header, .text, the other sections,
/// .symtab, the relocation sections, .strtab, then the section headers.
struct Layout {
  uint64_t Symtab, SymtabSize, Strtab, StrtabSize, Headers;
  uint16_t NumSections, SymtabIndex;
};
} // namespace

/// Where .text starts: right after the header, or further on when the file
/// aligned it more than the header's size.
static uint64_t textOffset(uint64_t Align) {
  return alignTo(sizeof(ELF::Elf64_Ehdr), Align);
}

/// Numbers the sections as llvm-mc's writer does (each one's relocations
/// right after it) and places them in the file.
/// The size of a relocation entry: with its addend, or without.
static uint64_t relocationSize(bool Rela) {
  return Rela ? sizeof(ELF::Elf64_Rela) : sizeof(ELF::Elf64_Rel);
}

static Layout computeLayout(MutableArrayRef<ContentSection> Sections, bool Rela,
                            size_t NumSymbols, size_t StrtabSize) {
  Layout L;
  uint16_t Index = TextIndex;
  for (ContentSection &S : Sections) {
    S.Index = Index++;
    if (S.hasRelocations())
      S.RelIndex = Index++;
  }
  L.SymtabIndex = Index;
  L.NumSections = Index + 1;
  uint64_t Offset = textOffset(Sections[0].Align);
  for (ContentSection &S : Sections) {
    S.Offset = alignTo(Offset, S.Align);
    Offset = S.Offset + (S.Type == ELF::SHT_NOBITS ? 0 : S.Size);
  }
  L.Symtab = alignTo(Offset, 8);
  L.SymtabSize = (NumSymbols + 1) * sizeof(ELF::Elf64_Sym);
  Offset = L.Symtab + L.SymtabSize;
  for (ContentSection &S : Sections)
    if (S.hasRelocations()) {
      S.RelOffset = Offset;
      Offset += S.Relocations.size() * relocationSize(Rela);
    }
  L.Strtab = Offset;
  L.StrtabSize = StrtabSize;
  L.Headers = alignTo(L.Strtab + L.StrtabSize, 8);
  return L;
}

/// Zeros up to Offset, counted from Start, where the object begins in OS.
static void padTo(raw_ostream &OS, uint64_t Start, uint64_t Offset) {
  OS.write_zeros(Offset - (OS.tell() - Start));
}

static void writeHeader(support::endian::Writer &W, const TargetTriple &T,
                        const CpuInfo &Cpu, const FeatureSelection &F,
                        bool GnuAbi, const Layout &L, uint16_t NumSections) {
  ELF::Elf64_Ehdr H = {};
  std::copy(std::begin(ELF::ElfMagic), std::end(ELF::ElfMagic) - 1, H.e_ident);
  H.e_ident[ELF::EI_CLASS] = ELF::ELFCLASS64;
  H.e_ident[ELF::EI_DATA] = ELF::ELFDATA2LSB;
  H.e_ident[ELF::EI_VERSION] = ELF::EV_CURRENT;
  // The triple's OS, or, when it names none, the GNU ABI after a GNU
  // symbol type or binding (ELFWriter::writeHeader).
  uint8_t OsAbi = elfOsAbi(T);
  H.e_ident[ELF::EI_OSABI] = OsAbi == ELF::ELFOSABI_NONE && GnuAbi
                                 ? uint8_t(ELF::ELFOSABI_GNU)
                                 : OsAbi;
  H.e_ident[ELF::EI_ABIVERSION] = elfAbiVersion(T);
  W.OS.write(reinterpret_cast<const char *>(H.e_ident), ELF::EI_NIDENT);
  W.write<uint16_t>(ELF::ET_REL);
  W.write<uint16_t>(ELF::EM_AMDGPU);
  W.write<uint32_t>(ELF::EV_CURRENT);
  W.write<uint64_t>(0); // e_entry
  W.write<uint64_t>(0); // e_phoff
  W.write<uint64_t>(L.Headers);
  W.write<uint32_t>(elfFlags(T, Cpu, F));
  W.write<uint16_t>(sizeof(ELF::Elf64_Ehdr));
  W.write<uint16_t>(0); // e_phentsize
  W.write<uint16_t>(0); // e_phnum
  W.write<uint16_t>(sizeof(ELF::Elf64_Shdr));
  W.write<uint16_t>(NumSections);
  W.write<uint16_t>(StrtabIndex);
}

/// Packs S into Out, which has room for one entry.
static void packSymbol(char *Out, const ELF::Elf64_Sym &S) {
  using namespace support::endian;
  write32le(Out, S.st_name);
  Out[4] = char(S.st_info);
  Out[5] = char(S.st_other);
  write16le(Out + 6, S.st_shndx);
  write64le(Out + 8, S.st_value);
  write64le(Out + 16, S.st_size);
}

static void writeSymbol(support::endian::Writer &W, const ELF::Elf64_Sym &S) {
  char Entry[sizeof(ELF::Elf64_Sym)];
  packSymbol(Entry, S);
  W.OS.write(Entry, sizeof(Entry));
}

static void writeSymtab(support::endian::Writer &W, const ObjSymtab &Symtab,
                        const StringTable &Strs, uint32_t FirstNameId) {
  writeSymbol(W, ELF::Elf64_Sym{});
  char Block[64 * sizeof(ELF::Elf64_Sym)];
  size_t Used = 0;
  for (auto [I, Index] : llvm::enumerate(Symtab.Order)) {
    const ObjectSymbol &O = Symtab.Entries[Index];
    ELF::Elf64_Sym S = {};
    // A section's symbol has no name of its own.
    S.st_name = O.SectionSymbol ? 0 : Strs.offset(FirstNameId + I);
    S.setBindingAndType(O.Binding, O.Type);
    S.st_other = O.Visibility;
    S.st_shndx = O.Shndx;
    S.st_value = O.Value;
    S.st_size = O.Size;
    if (Used == sizeof(Block)) {
      W.OS.write(Block, Used);
      Used = 0;
    }
    packSymbol(Block + Used, S);
    Used += sizeof(ELF::Elf64_Sym);
  }
  W.OS.write(Block, Used);
}

static void writeSectionHeader(support::endian::Writer &W,
                               const ELF::Elf64_Shdr &S) {
  W.write<uint32_t>(S.sh_name);
  W.write<uint32_t>(S.sh_type);
  W.write<uint64_t>(S.sh_flags);
  W.write<uint64_t>(S.sh_addr);
  W.write<uint64_t>(S.sh_offset);
  W.write<uint64_t>(S.sh_size);
  W.write<uint32_t>(S.sh_link);
  W.write<uint32_t>(S.sh_info);
  W.write<uint64_t>(S.sh_addralign);
  W.write<uint64_t>(S.sh_entsize);
}

static ELF::Elf64_Shdr sectionHeader(uint32_t Name, uint32_t Type,
                                     uint64_t Flags, uint64_t Offset,
                                     uint64_t Size, uint64_t Align) {
  ELF::Elf64_Shdr S = {};
  S.sh_name = Name;
  S.sh_type = Type;
  S.sh_flags = Flags;
  S.sh_offset = Offset;
  S.sh_size = Size;
  S.sh_addralign = Align;
  return S;
}

/// The string table ids of the section names.
struct SectionNames {
  uint32_t Strtab, Symtab;
  /// Per content section, its name's and its relocation section's.
  std::vector<std::pair<uint32_t, uint32_t>> Content;
};

static void writeSectionHeaders(support::endian::Writer &W, const Layout &L,
                                ArrayRef<ContentSection> Sections,
                                const StringTable &Strs,
                                const SectionNames &Names, unsigned NumLocals,
                                bool Rela) {
  writeSectionHeader(W, ELF::Elf64_Shdr{});
  writeSectionHeader(W,
                     sectionHeader(Strs.offset(Names.Strtab), ELF::SHT_STRTAB,
                                   0, L.Strtab, L.StrtabSize, 1));
  for (auto [I, S] : llvm::enumerate(Sections)) {
    ELF::Elf64_Shdr H =
        sectionHeader(Strs.offset(Names.Content[I].first), S.Type, S.Flags,
                      S.Offset, S.Size, S.Align);
    H.sh_entsize = S.EntSize;
    writeSectionHeader(W, H);
    if (!S.hasRelocations())
      continue;
    ELF::Elf64_Shdr Rel = sectionHeader(
        Strs.offset(Names.Content[I].second),
        Rela ? ELF::SHT_RELA : ELF::SHT_REL, ELF::SHF_INFO_LINK, S.RelOffset,
        S.Relocations.size() * relocationSize(Rela), 8);
    Rel.sh_link = L.SymtabIndex;
    Rel.sh_info = S.Index;
    Rel.sh_entsize = relocationSize(Rela);
    writeSectionHeader(W, Rel);
  }
  ELF::Elf64_Shdr Symtab = sectionHeader(
      Strs.offset(Names.Symtab), ELF::SHT_SYMTAB, 0, L.Symtab, L.SymtabSize, 8);
  Symtab.sh_link = StrtabIndex;
  // The index of the first global: the null entry counts as a local.
  Symtab.sh_info = NumLocals + 1;
  Symtab.sh_entsize = sizeof(ELF::Elf64_Sym);
  writeSectionHeader(W, Symtab);
}

static void writeRelocations(support::endian::Writer &W,
                             ArrayRef<ContentSection> Sections,
                             const ObjSymtab &Symtab, bool Rela) {
  if (llvm::none_of(Sections,
                    [](const ContentSection &S) { return S.hasRelocations(); }))
    return;
  StringMap<uint32_t> IndexOf;
  DenseMap<uint16_t, uint32_t> SectionSymbolIndex;
  for (auto [I, Index] : llvm::enumerate(Symtab.Order)) {
    const ObjectSymbol &E = Symtab.Entries[Index];
    if (E.SectionSymbol)
      SectionSymbolIndex[E.SectionId] = uint32_t(I + 1);
    else
      IndexOf.try_emplace(E.Name, uint32_t(I + 1));
  }
  for (const ContentSection &S : Sections)
    for (const TextRelocation &R : S.Relocations) {
      uint32_t Index = R.AgainstNothing ? 0
                       : R.AgainstSection
                           ? SectionSymbolIndex.lookup(R.TargetSection)
                           : IndexOf.lookup(tableName(R.Symbol));
      W.write<uint64_t>(R.Offset);
      W.write<uint64_t>(uint64_t(Index) << 32 | R.Type);
      if (Rela)
        W.write<int64_t>(R.Addend);
    }
}

/// A section's symbol (STT_SECTION, no name) in the file's section Id.
static ObjectSymbol sectionSymbol(uint16_t Id, uint32_t RegisteredAt) {
  ObjectSymbol Section = {};
  Section.Name = "";
  Section.RegisteredAt = RegisteredAt;
  Section.Shndx = InSection;
  Section.SectionId = Id;
  Section.Binding = ELF::STB_LOCAL;
  Section.Type = ELF::STT_SECTION;
  Section.Visibility = ELF::STV_DEFAULT;
  Section.SectionSymbol = true;
  return Section;
}

// Everything after .text, which Start..Start+TextSize already holds, then
// the header in front of it (the place for which was left empty).
static Error finishObject(raw_pwrite_stream &OS, uint64_t Start,
                          const TargetTriple &T, const CpuInfo &Cpu,
                          const FeatureSelection &F, bool GnuAbi,
                          std::vector<ObjectSymbol> Entries,
                          MutableArrayRef<ContentSection> Sections) {
  // A relocation against a local label names its section's symbol, which
  // llvm-mc's streamer registered when it first entered the section.
  std::vector<bool> SectionNamed(Sections.size());
  for (const ContentSection &S : Sections)
    for (const TextRelocation &R : S.Relocations)
      if (R.AgainstSection)
        SectionNamed[R.TargetSection] = true;
  for (size_t I = 1; I < Sections.size(); ++I)
    if (SectionNamed[I])
      Entries.push_back(sectionSymbol(uint16_t(I), Sections[I].RegisteredAt));
  Expected<ObjSymtab> Symtab = collectSymbols(std::move(Entries));
  if (!Symtab)
    return Symtab.takeError();
  // .text's symbol was registered before any other.
  if (SectionNamed[0]) {
    Symtab->Entries.push_back(sectionSymbol(0, SymbolInfo::NotRegistered));
    Symtab->Order.insert(Symtab->Order.begin(),
                         uint32_t(Symtab->Entries.size() - 1));
    ++Symtab->NumLocals;
  }

  StringTable Strs;
  SectionNames Names;
  for (ContentSection &S : Sections) {
    uint32_t Name = Strs.add(S.Name);
    uint32_t RelName = 0;
    if (S.hasRelocations()) {
      S.RelName = ((usesRela(T) ? ".rela" : ".rel") + S.Name).str();
      RelName = Strs.add(S.RelName);
    }
    Names.Content.push_back({Name, RelName});
  }
  Names.Strtab = Strs.add(".strtab");
  Names.Symtab = Strs.add(".symtab");
  uint32_t FirstNameId = Names.Symtab + 1;
  for (uint32_t I : Symtab->Order) {
    const ObjectSymbol &E = Symtab->Entries[I];
    Strs.add(E.Nameless              ? tableName("")
             : !E.ObjectName.empty() ? E.ObjectName
                                     : E.Name);
  }
  Strs.finalize();

  Layout L = computeLayout(Sections, usesRela(T), Symtab->Order.size(),
                           Strs.data().size());
  for (ObjectSymbol &E : Symtab->Entries)
    if (E.Shndx == InSection)
      E.Shndx = Sections[E.SectionId].Index;
  support::endian::Writer W(OS, endianness::little);
  for (const ContentSection &S : Sections.drop_front()) {
    padTo(OS, Start, S.Offset);
    if (S.Type != ELF::SHT_NOBITS)
      OS << S.Bytes;
  }
  padTo(OS, Start, L.Symtab);
  writeSymtab(W, *Symtab, Strs, FirstNameId);
  writeRelocations(W, Sections, *Symtab, usesRela(T));
  OS << Strs.data();
  padTo(OS, Start, L.Headers);
  writeSectionHeaders(W, L, Sections, Strs, Names, Symtab->NumLocals,
                      usesRela(T));

  SmallString<sizeof(ELF::Elf64_Ehdr)> Header;
  raw_svector_ostream HeaderOS(Header);
  support::endian::Writer HW(HeaderOS, endianness::little);
  writeHeader(HW, T, Cpu, F, GnuAbi, L, L.NumSections);
  OS.pwrite(Header.data(), Header.size(), Start);
  return Error::success();
}

static void beginObject(raw_ostream &OS, uint64_t TextAlign) {
  OS.write_zeros(textOffset(TextAlign));
}

/// The field of a fixup in the object, and the relocation llvm-mc adds for
/// it; false when llvm-mc reports it instead (see resolveFixup).
/// With Rela, the relocation keeps the value and the field holds what
/// llvm-mc's backend makes of 0 (ELFObjectWriter::recordRelocation).
static bool resolveInObject(const OperandFixup &F, uint32_t InstOffset,
                            const SymbolInfo *Target, uint32_t *Words,
                            std::vector<TextRelocation> &Relocations, bool Rela,
                            uint16_t Section = 0) {
  FixupResolution R = resolveFixup(F, InstOffset, Target, true, Section);
  if (R.How == FixupResolution::Outcome::Error)
    return false;
  bool Relocated = R.How == FixupResolution::Outcome::Relocation;
  if (Relocated && Rela)
    R.Field = F.Kind == FixupKind::SoppBranch ? uint16_t((0 - 4) / 4) : 0;
  applyFixup(Words, F.Kind, R.Field);
  if (Relocated)
    Relocations.push_back({InstOffset + fixupBytes(F.Kind).Offset, F.Symbol,
                           R.RelocType, R.AgainstSection, R.AgainstNothing,
                           R.TargetSection, R.Addend});
  return true;
}

/// A data value's relocation, and the bytes llvm-mc writes for it at
/// Bytes.
static void relocateData(uint32_t Offset, unsigned Size, bool PCRel,
                         uint64_t Value, StringRef Symbol,
                         const SymbolInfo *Target, char *Bytes,
                         std::vector<TextRelocation> &Relocations, bool Rela) {
  DataRelocation R = resolveDataRelocation(Size, PCRel, Value, Target);
  char Field[8];
  support::endian::write64le(Field, Rela ? 0 : R.Field);
  std::memcpy(Bytes, Field, Size);
  // Symbol is empty for a constant less a label (DataValue's
  // RelocAgainstNothing).
  Relocations.push_back({Offset, Symbol, R.Type, R.AgainstSection,
                         /*AgainstNothing=*/Symbol.empty(), R.TargetSection,
                         int64_t(R.Field)});
}

//===-- The writer's diagnostics ------------------------------------------===//

// The keys that put the object's errors in llvm-mc's order. Its layout,
// which resolves fixups, reports after the streamer (whose errors are
// reported as they come) and before the writer.
constexpr uint64_t LayoutPhase = uint64_t(1) << 39;
/// The writer writing the sections' data, before it writes the symbols.
constexpr uint64_t SectionDataPhase = LayoutPhase + (uint64_t(1) << 38);
/// After every other: the writer sizes each SHT_NOBITS section for its
/// header.
constexpr uint64_t SectionHeaderPhase = uint64_t(1) << 43;
/// The key of what a phase reports at Offset in the file's section Section:
/// llvm-mc goes through the sections in order (the first 64 told apart).
static uint64_t sectionOrder(uint64_t Phase, uint16_t Section,
                             uint64_t Offset) {
  return Phase + (uint64_t(std::min<uint16_t>(Section, 63)) << 32) +
         std::min<uint64_t>(Offset, UINT32_MAX);
}

/// Where llvm-mc's writer crashes ("LLVM ERROR: Size expression must be
/// absolute.").
static constexpr const char *SizeNotAbsolute =
    "Size expression must be absolute";

// The writer makes its own sections (and their symbols) first; then it
// diagnoses the variables with no section while it picks the symbols,
// then writes the others, locals first, then the rest: for each, its
// value, then its size. (Below them all, the streamer's diagnostics,
// numbered in reading order.)
constexpr uint64_t WriterPhase = uint64_t(1) << 42;
constexpr uint64_t PickPhase = WriterPhase | uint64_t(1) << 41;

/// The key of an error llvm-mc's writer reports as it picks symbol S for
/// its table ("Undefined temporary symbol"), or after every symbol's when
/// S is unknown.
static uint64_t symbolPickOrder(const SymbolInfo *S) {
  return PickPhase | (S ? S->RegisteredAt : (uint64_t(1) << 34) - 1);
}

static uint64_t symbolWriteOrder(const SymbolInfo &S, bool IsSize) {
  return PickPhase | uint64_t(1) << 35 |
         uint64_t(S.Binding != ELF::STB_LOCAL) << 34 |
         uint64_t(S.RegisteredAt) << 1 | uint64_t(IsSize);
}

/// The key of llvm-mc's writer writing S's value in its table, after every
/// pick: the locals first, then the rest.
static uint64_t symbolValueOrder(const SymbolInfo &S) {
  return symbolWriteOrder(S, /*IsSize=*/false);
}

/// Appends the errors llvm-mc's writer reports for S (its value, its size).
static void appendObjectDiagnostics(const SymbolInfo &S,
                                    std::vector<ObjectDiagnostic> &Out) {
  auto WriteOrder = [&](bool IsSize) { return symbolWriteOrder(S, IsSize); };
  using P = SymbolInfo::ObjectProblem;
  if (S.Problem != P::None) {
    std::string Message;
    switch (S.Problem) {
    case P::None:
      llvm_unreachable("no problem");
    case P::NotEvaluable:
      Message = "expression could not be evaluated";
      break;
    case P::Subtraction:
      Message = "symbol '" + S.ProblemSymbol.str() +
                "' could not be evaluated in a subtraction expression";
      break;
    case P::SectionReference:
      Message = "Undefined section reference: " + S.Name.str();
      break;
    case P::WriterSectionName:
      Message = "invalid symbol redefinition";
      break;
    case P::CommonBase:
      Message = "Common symbol '" + S.ProblemSymbol.str() +
                "' cannot be used in assignment expr";
      break;
    }
    bool Defined = S.Sec != SymbolInfo::Section::None;
    uint64_t Order = S.Problem == P::WriterSectionName ? WriterPhase
                     : Defined ? WriteOrder(/*IsSize=*/false)
                               : PickPhase | S.RegisteredAt;
    uint32_t Offset =
        S.Problem == P::SectionReference || S.Problem == P::WriterSectionName
            ? Diagnostic::NoOffset
            : S.ProblemOffset;
    Out.push_back({{Diagnostic::Kind::Error, Offset, Message}, Order});
  }
  // llvm-mc stops at the first (SizeNotAbsolute); gfxas goes on, to report
  // every such size.
  if (S.SizeProblem)
    Out.push_back({{Diagnostic::Kind::Error, S.SizeOffset, SizeNotAbsolute},
                   WriteOrder(/*IsSize=*/true)});
}

/// The errors in llvm-mc's order; a .size that several symbols share is
/// reported once.
static std::vector<Diagnostic>
sortObjectDiagnostics(ArrayRef<ObjectDiagnostic> Problems) {
  std::vector<ObjectDiagnostic> Sorted(Problems.begin(), Problems.end());
  llvm::stable_sort(Sorted,
                    [](const ObjectDiagnostic &L, const ObjectDiagnostic &R) {
                      return L.Order < R.Order;
                    });
  // Variables that take their size from one .size share its diagnostic,
  // and the writer picks an undefined temporary symbol once, however many
  // fixups use it.
  std::vector<Diagnostic> Result;
  std::set<uint32_t> SizesSeen;
  StringSet<> UnlocatedSeen;
  for (ObjectDiagnostic &P : Sorted) {
    if (P.D.Message == SizeNotAbsolute && !SizesSeen.insert(P.D.Offset).second)
      continue;
    if (!P.D.hasLocation() &&
        StringRef(P.D.Message).starts_with("Undefined temporary symbol ") &&
        !UnlocatedSeen.insert(P.D.Message).second)
      continue;
    Result.push_back(std::move(P.D));
  }
  return Result;
}

//===-- Streaming ---------------------------------------------------------===//

ObjectStreamer::ObjectStreamer(
    raw_pwrite_stream &OS, const CpuInfo &Cpu,
    function_ref<void(const Diagnostic &)> OnDiagnostic,
    const FeatureSelection *Features)
    : OS(OS), Cpu(Cpu),
      Features(Features ? *Features : selectFeatures("", Cpu)),
      OnDiagnostic(OnDiagnostic), Start(OS.tell()),
      Fixups(std::make_unique<PendingFixups>()) {
  beginObject(OS, 4);
}

ObjectStreamer::~ObjectStreamer() = default;

void ObjectStreamer::section(const SectionChange &S) {
  if (Sections.size() <= S.Id)
    Sections.resize(S.Id + 1);
  if (S.First && S.Id != 0) {
    BufferedSection &B = Sections[S.Id];
    B.Name = Names.save(S.Name);
    B.Flags = S.Flags;
    B.Type = S.Type;
    B.EntSize = S.EntSize;
    B.RegisteredAt = S.RegisteredAt;
  }
  Current = S.Id;
}

bool ObjectStreamer::inNobits() const {
  return Current != 0 && Sections[Current].Type == ELF::SHT_NOBITS;
}

void ObjectStreamer::append(StringRef Bytes) {
  if (Current == 0)
    return appendText(Bytes);
  BufferedSection &B = Sections[Current];
  B.Size += Bytes.size();
  if (B.Type != ELF::SHT_NOBITS)
    B.Bytes += Bytes;
}

void ObjectStreamer::newFragment() {
  if (FragmentCount.size() <= Current)
    FragmentCount.resize(Current + 1);
  ++FragmentCount[Current];
}

// llvm-mc gives a label a data fragment of its own after any other kind
// (MCObjectStreamer::emitLabel), so a fill before it is no longer last.
void ObjectStreamer::label(StringRef, uint32_t) { newFragment(); }

void ObjectStreamer::layoutTrigger(uint64_t Key, uint16_t Section) {
  if (LaidOutAt.size() <= Section)
    LaidOutAt.resize(Section + 1, UINT64_MAX);
  LaidOutAt[Section] = std::min(LaidOutAt[Section], Key);
}

void ObjectStreamer::instruction(const EncodedInstruction &I) {
  Relaxed |= I.PaddedBranch;
  if (Current != 0) {
    // The parser reported one in a SHT_NOBITS section, which llvm-mc's
    // streamer does not emit.
    if (Sections[Current].Type == ELF::SHT_NOBITS)
      return;
    if (I.Fixup)
      Fixups->add(I, 0, Current);
    char Bytes[4 * MaxInstrWords];
    for (unsigned W = 0; W < I.NumWords; ++W)
      support::endian::write32le(Bytes + 4 * W, I.Words[W]);
    append({Bytes, I.size()});
    return;
  }
  if (I.Fixup)
    Fixups->add(I, 0);
  if (size_t(std::end(TextBlock) - TextNext) < I.size())
    flushText();
  for (uint32_t Word : I.words()) {
    support::endian::write32le(TextNext, Word);
    TextNext += sizeof(uint32_t);
  }
}

void ObjectStreamer::appendText(StringRef Bytes) {
  while (!Bytes.empty()) {
    size_t Room = std::end(TextBlock) - TextNext;
    if (Room == 0) {
      flushText();
      continue;
    }
    size_t N = std::min(Room, Bytes.size());
    std::memcpy(TextNext, Bytes.data(), N);
    TextNext += N;
    Bytes = Bytes.drop_front(N);
  }
}

void ObjectStreamer::noteOffsetSized(uint32_t Offset) {
  if (FirstOffsetSized.size() <= Current)
    FirstOffsetSized.resize(Current + 1, UINT32_MAX);
  FirstOffsetSized[Current] = std::min(FirstOffsetSized[Current], Offset);
}

void ObjectStreamer::alignment(const AlignmentDirective &A) {
  newFragment();
  noteOffsetSized(A.Offset);
  // llvm-mc's streamer raises the section's alignment even where the
  // maximum leaves the padding out.
  uint64_t &Align = Current == 0 ? TextAlign : Sections[Current].Align;
  Align = std::max(Align, uint64_t(1) << A.Log2Align);
  // llvm-mc's writer writes no padding in a SHT_NOBITS section, so never
  // finds a fill that does not divide it.
  if (inNobits())
    Sections[Current].InFragment = false;
  else if (std::optional<Diagnostic> D = invalidAlignmentFill(A))
    Problems.push_back({*D, sectionOrder(SectionDataPhase, Current, A.Offset)});
  AlignmentDirective Padding = A;
  // It ignores a fill value in a SHT_NOBITS section (the parser warned).
  if (Current != 0 && Sections[Current].Type == ELF::SHT_NOBITS && A.Fill)
    Padding.Fill = 0;
  writePadding(Padding, [&](StringRef Bytes) { append(Bytes); });
}

void ObjectStreamer::data(const DataValue &D) {
  newFragment();
  // A value its streamer left to a fixup needs an offset where it is (a
  // relocation's), unless it is not even relocatable.
  if (!D.Resolved && !D.NotRelocatable && !D.TooDeep)
    layoutTrigger(sectionOrder(LayoutPhase, Current, D.Offset), Current);
  // MCAssembler::evaluateFixup takes its labels' offsets first, also for
  // a value it folds (a label defined later less another).
  if (!D.Resolved || D.LaterFixup)
    for (uint16_t Section : D.LabelSections)
      if (Section != DataValue::NoSection)
        layoutTrigger(sectionOrder(LayoutPhase, Current, D.Offset) - 1,
                      Section);
  if (!D.RelocSymbol.empty() || D.RelocAgainstNothing) {
    DataRelocations.push_back({D.Offset, D.Size, D.RelocPCRel, D.Value,
                               D.RelocAgainstNothing
                                   ? StringRef()
                                   : Fixups->keepSymbol(D.RelocSymbol),
                               Current});
    if (inNobits()) {
      BufferedSection &B = Sections[Current];
      B.fragment().HasFixups = true;
      // Its bytes are known once the symbol is (relocated against the
      // symbol, only the constant is written).
      DataRelocations.back().NobitsFragment = uint32_t(B.Fragments.size() - 1);
    }
    char Bytes[8];
    support::endian::write64le(Bytes, D.Value);
    append({Bytes, D.Size});
    return;
  }
  // Layout meets the values and the fixups in the order of the sections.
  if (std::optional<Diagnostic> P = objectDataProblem(D)) {
    // The writer reports an undefined temporary symbol when it picks the
    // symbols, not at the value.
    bool Temporary = usesUndefinedTemporary(D);
    if (Temporary)
      UndefinedTemporaries.push_back(Fixups->keepSymbol(D.UndefinedSymbol));
    if (!Temporary || P->hasLocation())
      Problems.push_back(
          {*P, sectionOrder(LayoutPhase, Current, D.Offset), /*OfFixup=*/true});
  }
  if (inNobits() && D.LaterFixup)
    Sections[Current].fragment().HasFixups = true;
  char Bytes[8];
  support::endian::write64le(Bytes, D.Value);
  append({Bytes, D.Size});
  if (inNobits() && D.Value << (64 - 8 * D.Size))
    Sections[Current].fragment().NonZero = true;
}

void ObjectStreamer::fill(const FillDirective &F) {
  newFragment();
  if (F.K == FillDirective::Kind::Org)
    noteOffsetSized(F.Offset);
  if (std::optional<Diagnostic> D = invalidFillSize(F))
    BadFills.push_back({*D, Current, F.Offset, FragmentCount[Current]});
  writeFill(F, [&](StringRef Bytes) { append(Bytes); });
  if (inNobits())
    noteNobitsFill(F);
}

void ObjectStreamer::noteNobitsFill(const FillDirective &F) {
  BufferedSection &B = Sections[Current];
  // A fill fragment of its own (MCObjectStreamer::emitFill).
  if (F.CountNeverAbsolute) {
    B.InFragment = false;
    return;
  }
  switch (F.K) {
  case FillDirective::Kind::String:
    if (F.Bytes.find_first_not_of('\0') != StringRef::npos)
      B.fragment().NonZero = true;
    return;
  case FillDirective::Kind::Fill: {
    // llvm-mc's streamer writes a .fill of a known count as values, data
    // its writer checks (MCObjectStreamer::emitFill).
    if (F.Count <= 0)
      return;
    unsigned PatternBytes = std::min<unsigned>(F.ValueSize, 4);
    if (F.Pattern & maskTrailingOnes<uint64_t>(8 * PatternBytes))
      B.fragment().NonZero = true;
    else
      B.fragment();
    return;
  }
  case FillDirective::Kind::Zero:
  case FillDirective::Kind::Org:
    // A fragment of its own, whose value llvm-mc's writer does not look at
    // (it only asserts it is zero).
    B.InFragment = false;
    return;
  }
}

Error ObjectStreamer::moveText(uint64_t From, uint64_t To) {
  if (!ReadBack)
    return createStringError(inconvertibleErrorCode(),
                             "cannot align .text to " + Twine(TextAlign) +
                                 " bytes in this output");
  // The stream grows to the text's new end first: a pwrite may only
  // overwrite.
  OS.write_zeros(To - From);
  std::vector<char> Chunk(1 << 16);
  for (uint64_t End = TextFlushed; End > 0;) {
    uint64_t Size = std::min<uint64_t>(End, Chunk.size());
    uint64_t Begin = End - Size;
    MutableArrayRef<char> Part(Chunk.data(), Size);
    if (!ReadBack(Start + From + Begin, Part))
      return createStringError(inconvertibleErrorCode(),
                               "cannot read back the object's .text");
    OS.pwrite(Part.data(), Part.size(), Start + To + Begin);
    End = Begin;
  }
  // What the text left before its new start is padding.
  std::fill(Chunk.begin(), Chunk.end(), 0);
  for (uint64_t Offset = 0, End = std::min(To - From, TextFlushed);
       Offset < End;) {
    uint64_t Size = std::min<uint64_t>(End - Offset, Chunk.size());
    OS.pwrite(Chunk.data(), Size, Start + From + Offset);
    Offset += Size;
  }
  return Error::success();
}

void ObjectStreamer::flushText() {
  size_t Bytes = TextNext - TextBlock;
  OS.write(TextBlock, Bytes);
  TextFlushed += Bytes;
  TextNext = TextBlock;
}

void ObjectStreamer::diagnostic(const Diagnostic &D) {
  if (D.Severity == Diagnostic::Kind::Error)
    ++Errors;
  deliver(OnDiagnostic, D);
}

void ObjectStreamer::symbol(const SymbolInfo &S) {
  Fixups->symbol(S);
  if (std::optional<ObjectSymbol> E = tableEntry(S)) {
    // Its value is an offset in its section, which the writer lays out for
    // it (MCAssembler::getSymbolOffset).
    if (S.Sec == SymbolInfo::Section::Text && !E->SectionSymbol)
      layoutTrigger(symbolValueOrder(S), S.SectionId);
    // The names live in the assembler's symbol table, gone after assemble().
    E->Name = Names.save(E->Name);
    E->ObjectName = Names.save(E->ObjectName);
    Symbols.push_back(*E);
  } else if (mayBeRelocated(S)) {
    if (std::optional<ObjectSymbol> E = tableEntry(S, /*Relocated=*/true)) {
      E->Name = Names.save(E->Name);
      E->ObjectName = Names.save(E->ObjectName);
      RelocatablePrivates.push_back(*E);
    }
  }
  appendObjectDiagnostics(S, Problems);
}

std::vector<Diagnostic> ObjectStreamer::objectDiagnostics() {
  if (!FixupsResolved) {
    FixupsResolved = true;
    Fixups->forEach([&](const PendingFixups::Entry &E, const SymbolInfo *S) {
      FixupResolution R =
          resolveFixup(E.Fixup, E.InstOffset, S, true, E.Section);
      uint64_t Key = sectionOrder(LayoutPhase, E.Section, E.InstOffset);
      // MCAssembler::evaluateFixup takes the symbol's offset before its own
      // place's.
      // Only a distance or a relocation needs the place: a difference of
      // labels the layout folds (FK_Data_4) does not.
      bool NeedsPlace = E.Fixup.Kind != FixupKind::Data4 ||
                        R.How != FixupResolution::Outcome::Resolved;
      if (!R.NotRelocatable && !E.Fixup.FoldsWithoutLayout && NeedsPlace)
        layoutTrigger(Key, E.Section);
      if (S && S->Sec == SymbolInfo::Section::Text)
        layoutTrigger(Key - 1, S->SectionId);
      if (R.How == FixupResolution::Outcome::Error)
        Problems.push_back(
            {{Diagnostic::Kind::Error, objectErrorLoc(E.Fixup, R, Cpu),
              R.Message},
             R.WithoutLocation
                 ? symbolPickOrder(S)
                 : sectionOrder(LayoutPhase, E.Section, E.InstOffset),
             /*OfFixup=*/true});
      // The temporary is the one a variable rests on, if it is one.
      if (R.UndefinedTemporary && S && !S->UndefinedBase.empty())
        Problems.push_back({undefinedTemporaryError(S->UndefinedBase),
                            symbolPickOrder(Fixups->lookup(S->UndefinedBase)),
                            /*OfFixup=*/true});
      else if (R.UndefinedTemporary)
        Problems.push_back({undefinedTemporaryError(E.Fixup.Symbol),
                            symbolPickOrder(S), /*OfFixup=*/true});
    });
    for (const PendingData &D : DataRelocations) {
      const SymbolInfo *S = Fixups->lookup(D.Symbol);
      if (S && S->Sec == SymbolInfo::Section::Text)
        layoutTrigger(sectionOrder(LayoutPhase, D.Section, D.Offset) - 1,
                      S->SectionId);
    }
    reportBadFills();
    for (StringRef Name : UndefinedTemporaries)
      Problems.push_back({undefinedTemporaryError(Name),
                          symbolPickOrder(Fixups->lookup(Name)),
                          /*OfFixup=*/true});
    // What a relocated value writes in a SHT_NOBITS section rests on its
    // symbol.
    for (const PendingData &D : DataRelocations) {
      if (D.NobitsFragment == PendingData::NoFragment)
        continue;
      DataRelocation R = resolveDataRelocation(D.Size, D.PCRel, D.Value,
                                               Fixups->lookup(D.Symbol));
      if (!usesRela(triple()) && R.Field << (64 - 8 * D.Size))
        Sections[D.Section].Fragments[D.NobitsFragment].NonZero = true;
    }
    // The writer refuses what a SHT_NOBITS section cannot hold as it
    // writes the sections, before it looks at the symbols.
    for (auto [Id, B] : llvm::enumerate(Sections)) {
      if (B.Type != ELF::SHT_NOBITS)
        continue;
      auto Refuse = [&, Id = Id](const Twine &What) {
        Problems.push_back(
            {{Diagnostic::Kind::Error, Diagnostic::NoOffset,
              ("SHT_NOBITS section '" + B.Name + "' cannot have " + What)
                  .str()},
             sectionOrder(SectionDataPhase, uint16_t(Id), UINT32_MAX)});
      };
      for (const BufferedSection::Fragment &F : B.Fragments) {
        if (F.HasFixups)
          Refuse("fixups");
        if (F.NonZero)
          Refuse("non-zero initializers");
      }
    }
    // MCAssembler::layout returns before it evaluates any fixup when a
    // round that relaxed a branch follows an error. Only the first round
    // can relax one, and the only errors by then are its ELF streamer's
    // (the parser's stop these checks).
    if (Errors && Relaxed)
      llvm::erase_if(Problems,
                     [](const ObjectDiagnostic &P) { return P.OfFixup; });
  }
  return sortObjectDiagnostics(Problems);
}

void ObjectStreamer::reportBadFills() {
  auto LaidOut = [&](uint16_t Section) {
    return Section < LaidOutAt.size() ? LaidOutAt[Section] : UINT64_MAX;
  };
  for (const BadFill &B : BadFills) {
    bool Nobits = B.Section != 0 && Sections[B.Section].Type == ELF::SHT_NOBITS;
    // The section is laid out once, by the first that needs an offset
    // there, before it reports anything of its own.
    uint64_t Layout = LaidOut(B.Section);
    if (!Nobits) {
      // Writing the section lays it out first where it is .text, or at its
      // first alignment or .org.
      uint32_t First = B.Section == 0 ? 0
                       : B.Section < FirstOffsetSized.size()
                           ? FirstOffsetSized[B.Section]
                           : UINT32_MAX;
      if (First != UINT32_MAX)
        Layout =
            std::min(Layout, sectionOrder(SectionDataPhase, B.Section, First));
    }
    if (Layout != UINT64_MAX)
      Problems.push_back({B.D, Layout - 1});
    if (!Nobits) {
      Problems.push_back(
          {B.D, sectionOrder(SectionDataPhase, B.Section, B.Offset)});
      continue;
    }
    uint64_t Header = sectionOrder(SectionHeaderPhase, B.Section, 0);
    if (Layout == UINT64_MAX)
      Problems.push_back({B.D, Header});
    // Sizing the section ends with its last fragment's size.
    if (B.Fragment == FragmentCount[B.Section])
      Problems.push_back({B.D, Header + 1});
  }
}

// A file with a branch every few lines has as many patches: one pwrite
// each is three system calls (a seek there, the write, a seek back). A
// block of the file that holds several is read back, patched and written
// once.
Error ObjectStreamer::writePatches(std::vector<TextPatch> &Patches) {
  constexpr uint64_t Block = 1 << 16;
  // The instructions' patches come in the order of .text, the data's after
  // them: most files need no sort.
  auto ByOffset = [](const TextPatch &L, const TextPatch &R) {
    return L.Offset < R.Offset;
  };
  if (!llvm::is_sorted(Patches, ByOffset))
    llvm::sort(Patches, ByOffset);
  std::vector<char> Bytes;
  for (size_t First = 0; First < Patches.size();) {
    uint64_t Begin = Patches[First].Offset;
    size_t Last = First + 1;
    while (Last < Patches.size() &&
           Patches[Last].Offset + Patches[Last].Size <= Begin + Block)
      ++Last;
    const TextPatch &Final = Patches[Last - 1];
    uint64_t End = Final.Offset + Final.Size;
    Bytes.resize(End - Begin);
    if (Last - First == 1 || !ReadBack ||
        !ReadBack(Begin, MutableArrayRef<char>(Bytes.data(), Bytes.size()))) {
      for (size_t I = First; I < Last; ++I)
        OS.pwrite(Patches[I].Bytes, Patches[I].Size, Patches[I].Offset);
    } else {
      for (size_t I = First; I < Last; ++I)
        std::memcpy(Bytes.data() + (Patches[I].Offset - Begin),
                    Patches[I].Bytes, Patches[I].Size);
      OS.pwrite(Bytes.data(), Bytes.size(), Begin);
    }
    First = Last;
  }
  return Error::success();
}

Error ObjectStreamer::finish() {
  if (Errors || !objectDiagnostics().empty())
    return createStringError(inconvertibleErrorCode(),
                             "the file did not assemble");
  TargetTriple Triple = objectTriple();
  flushText();
  if (textOffset(TextAlign) != textOffset(4))
    if (Error E = moveText(textOffset(4), textOffset(TextAlign)))
      return E;
  std::vector<ContentSection> Content(std::max<size_t>(Sections.size(), 1));
  uint64_t TextStart = Start + textOffset(TextAlign);
  std::vector<TextPatch> Patches;
  Fixups->forEach([&](const PendingFixups::Entry &E, const SymbolInfo *S) {
    uint32_t Words[MaxInstrWords];
    std::copy(E.Words, E.Words + MaxInstrWords, Words);
    resolveInObject(E.Fixup, E.InstOffset, S, Words,
                    Content[E.Section].Relocations, usesRela(triple()),
                    E.Section);
    TextPatch P;
    P.Offset = TextStart + E.InstOffset;
    P.Size = uint8_t(4 * E.NumWords);
    for (unsigned W = 0; W < E.NumWords; ++W)
      support::endian::write32le(P.Bytes + 4 * W, Words[W]);
    if (E.Section == 0)
      Patches.push_back(P);
    else
      std::memcpy(&Sections[E.Section].Bytes[E.InstOffset], P.Bytes, P.Size);
  });
  for (const PendingData &D : DataRelocations) {
    TextPatch P;
    P.Offset = TextStart + D.Offset;
    P.Size = uint8_t(D.Size);
    relocateData(D.Offset, D.Size, D.PCRel, D.Value, D.Symbol,
                 Fixups->lookup(D.Symbol), P.Bytes,
                 Content[D.Section].Relocations, usesRela(triple()));
    if (D.Section == 0)
      Patches.push_back(P);
    else
      std::memcpy(&Sections[D.Section].Bytes[D.Offset], P.Bytes, D.Size);
  }
  if (Error E = writePatches(Patches))
    return E;
  StringSet<> Relocated;
  for (ContentSection &C : Content) {
    // llvm-mc relocates in the order of the section.
    llvm::stable_sort(C.Relocations,
                      [](const TextRelocation &L, const TextRelocation &R) {
                        return L.Offset < R.Offset;
                      });
    for (const TextRelocation &R : C.Relocations)
      if (!R.AgainstSection)
        Relocated.insert(R.Symbol);
  }
  for (const ObjectSymbol &E : RelocatablePrivates)
    if (Relocated.contains(E.Name))
      Symbols.push_back(E);
  Content[0].Size = TextFlushed;
  Content[0].Align = TextAlign;
  for (size_t Id = 1; Id < Sections.size(); ++Id) {
    const BufferedSection &B = Sections[Id];
    ContentSection &C = Content[Id];
    C.Name = B.Name;
    C.Type = B.Type;
    C.Flags = B.Flags;
    C.EntSize = B.EntSize;
    C.Size = B.Size;
    C.Align = B.Align;
    C.Bytes = B.Bytes;
    C.RegisteredAt = B.RegisteredAt;
  }
  return finishObject(OS, Start, Triple, Cpu, Features, GnuAbi,
                      std::move(Symbols), Content);
}

TargetTriple ObjectStreamer::objectTriple() const {
  TargetTriple Triple = triple();
  if (CodeObjectVersion)
    Triple.CodeObjectVersion = *CodeObjectVersion;
  return Triple;
}

Expected<bool> ObjectStreamer::complete(bool Parsed) {
  Parsed &= !ParserFailed;
  bool Succeeded = Parsed && !Errors;
  if (Parsed)
    for (const Diagnostic &D : objectDiagnostics()) {
      deliver(OnDiagnostic, D);
      Succeeded = false;
    }
  // llvm-mc 19 aborts writing the header of another code object version
  // ("LLVM ERROR: Unsupported AMDHSA Code Object Version 3").
  TargetTriple Triple = objectTriple();
  if (Succeeded && Triple.isHsa() &&
      !isSupportedCodeObjectVersion(Triple.CodeObjectVersion)) {
    deliver(OnDiagnostic,
            {Diagnostic::Kind::Error, Diagnostic::NoOffset,
             "gfxas: unsupported code object version " +
                 std::to_string(Triple.CodeObjectVersion) +
                 ": llvm-mc 19 writes versions 4, 5 and 6 (it aborts "
                 "on this one)"});
    Succeeded = false;
  }
  if (!Succeeded)
    return false;
  if (Error E = finish())
    return E;
  return true;
}

//===-- The entry points --------------------------------------------------===//

Expected<bool>
gfxas::assembleObject(StringRef Source, const CpuInfo &Cpu,
                      raw_pwrite_stream &OS,
                      function_ref<void(const Diagnostic &)> OnDiagnostic,
                      const ObjectOptions &Options) {
  ObjectStreamer Writer(OS, Cpu, OnDiagnostic, Options.Features);
  Writer.setReadBack(Options.ReadBack);
  Writer.setErrorLimit(Options.ErrorLimit);
  Writer.setPrintHandler(Options.OnPrint);
  Writer.setSpeedups(Options.Speedups);
  Writer.setTriple(Options.Triple);
  Writer.setDefinitions(Options.Definitions);
  Writer.setIncludeReader(Options.Reader);
  bool Parsed = assemble(Source, Cpu, Writer, Options.Consumed).Errors == 0;
  return Writer.complete(Parsed);
}

Error gfxas::writeObject(const Assembly &A, raw_ostream &OS) {
  if (!A.objectSucceeded())
    return createStringError(inconvertibleErrorCode(),
                             "the file did not assemble");
  OS << StringRef(A.Object.data(), A.Object.size());
  return Error::success();
}
