//===- SectionStack.cpp - llvm-mc's current and previous sections ---------===//

#include "Frontend/SectionStack.h"

using namespace gfxas;

std::optional<SectionStack::Switch> SectionStack::switchTo(uint16_t Id) {
  Entry &Top = Entries.back();
  Top.Previous = Top.Current;
  Top.ListedPrevious = Top.ListedCurrent;
  bool Moves = Id != Top.Current, Listed = Id != Top.ListedCurrent;
  Top.Current = Top.ListedCurrent = Id;
  if (!Moves && !Listed)
    return std::nullopt;
  return Switch{Id, Listed ? Id : None};
}

std::optional<SectionStack::Switch> SectionStack::switchUnlisted(uint16_t Id) {
  Entry &Top = Entries.back();
  Top.Previous = Top.Current;
  if (Id == Top.Current)
    return std::nullopt;
  Top.Current = Id;
  return Switch{Id, None};
}

bool SectionStack::pop(std::optional<Switch> &Made) {
  if (Entries.size() <= 1)
    return false;
  Entry Old = Entries.back();
  Entries.pop_back();
  const Entry &Top = Entries.back();
  bool Listed = Top.ListedCurrent != Old.ListedCurrent;
  if (Top.Current != Old.Current || Listed)
    Made = Switch{Top.Current, Listed ? Top.ListedCurrent : None};
  return true;
}

SectionStack::Previous SectionStack::previous() {
  Previous P;
  Entry &Top = Entries.back();
  if (Top.Previous == None) {
    P.Fails = true;
    return P;
  }
  // After a local common symbol, the object streamer's previous section
  // may be one the listing's has not.
  P.ListingFails = Top.ListedPrevious == None;
  uint16_t ListedTarget =
      P.ListingFails ? Top.ListedCurrent : Top.ListedPrevious;
  bool Listed = ListedTarget != Top.ListedCurrent;
  if (!P.ListingFails) {
    Top.ListedPrevious = Top.ListedCurrent;
    Top.ListedCurrent = ListedTarget;
  }
  uint16_t Target = Top.Previous;
  bool Moves = Target != Top.Current;
  Top.Previous = Top.Current;
  Top.Current = Target;
  if (Moves || Listed)
    P.Made = Switch{Target, Listed ? ListedTarget : None};
  return P;
}
