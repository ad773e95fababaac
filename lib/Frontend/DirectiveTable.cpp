//===- DirectiveTable.cpp - Which unit reads which directive --------------===//

#include "Frontend/DirectiveTable.h"
#include "gfxas/Assembler.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include <algorithm>

using namespace gfxas;

static constexpr DirectiveRow Directives[] = {
#define DIRECTIVE(Spelling, Family, Arg, ExactCase)                            \
  {Spelling, DirectiveFamily::Family, uint8_t(Arg), ExactCase},
#include "Frontend/Directives.def"
};

const DirectiveRow *gfxas::lookupDirective(llvm::StringRef Name) {
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
      (It->second->ExactCase && llvm::StringRef(Lower) != Name))
    return nullptr;
  return It->second;
}
