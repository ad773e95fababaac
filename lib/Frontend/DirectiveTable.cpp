//===- DirectiveTable.cpp - Which unit reads which directive --------------===//

#include "Frontend/DirectiveTable.h"
#include "gfxas/Assembler.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include <algorithm>

using namespace gfxas;

static constexpr DirectiveRow Directives[] = {
#define OS_DIRECTIVE(Spelling, Family, Arg, ExactCase, OSes)                   \
  {Spelling, DirectiveFamily::Family, uint8_t(Arg), ExactCase, OSes},
#define DIRECTIVE(Spelling, Family, Arg, ExactCase)                            \
  OS_DIRECTIVE(Spelling, Family, Arg, ExactCase, AnyOS)
#include "Frontend/Directives.def"
};

const DirectiveRow *gfxas::lookupDirective(llvm::StringRef Name, TargetOS OS) {
  struct Index {
    llvm::StringMap<const DirectiveRow *> BySpelling;
    size_t Longest = 0;
  };
  static const Index Table = [] {
    Index I;
    for (const DirectiveRow &Row : Directives) {
      I.BySpelling[Row.Spelling] = &Row;
      I.Longest = std::max(I.Longest, Row.Spelling.size());
    }
    return I;
  }();
  if (Name.size() > Table.Longest || !Name.starts_with("."))
    return nullptr;
  llvm::SmallString<16> Lower(Name);
  for (char &C : Lower)
    C = llvm::toLower(C);
  auto It = Table.BySpelling.find(Lower);
  if (It == Table.BySpelling.end() ||
      (It->second->ExactCase && llvm::StringRef(Lower) != Name) ||
      !(It->second->OSes & osBit(OS)))
    return nullptr;
  return It->second;
}
