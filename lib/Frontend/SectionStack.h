//===- SectionStack.h - llvm-mc's current and previous sections -*- C++ -*-===//
//
// llvm-mc's section stack: each entry the current and the previous section,
// .pushsection pushing a copy of the top. Its object streamer and its
// listing streamer keep one each, which part after a local common symbol
// (switchUnlisted): the Listed ones are the listing's. Sections are numbered
// as the parser numbers them; .text, 0, is current at start.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_FRONTEND_SECTIONSTACK_H
#define GFXAS_LIB_FRONTEND_SECTIONSTACK_H

#include <cstdint>
#include <optional>
#include <vector>

namespace gfxas {

class SectionStack {
public:
  static constexpr uint16_t None = 0xFFFF;
  /// A switch the streamers make: to section Id, the listing showing a
  /// switch to Listed (None: no line).
  struct Switch {
    uint16_t Id;
    uint16_t Listed;
  };

  SectionStack() { reset(); }
  void reset() { Entries.assign(1, {0, None, 0, None}); }

  uint16_t current() const { return Entries.back().Current; }
  uint16_t listedCurrent() const { return Entries.back().ListedCurrent; }

  /// A section directive's switch to Id, in both streamers.
  std::optional<Switch> switchTo(uint16_t Id);
  /// A switch only the object streamer makes (MCELFStreamer's, for a local
  /// common symbol): the listing's current and previous sections stay.
  std::optional<Switch> switchUnlisted(uint16_t Id);
  void push() { Entries.push_back(Entries.back()); }
  /// .popsection: false when nothing was pushed.
  bool pop(std::optional<Switch> &Made);

  /// What .previous does: fails (in the object streamer's stack), or
  /// makes a switch, after the listing's stack failed on its own or not.
  struct Previous {
    bool Fails = false;
    bool ListingFails = false;
    std::optional<Switch> Made;
  };
  Previous previous();

private:
  struct Entry {
    uint16_t Current;
    uint16_t Previous;
    uint16_t ListedCurrent;
    uint16_t ListedPrevious;
  };
  std::vector<Entry> Entries;
};

} // namespace gfxas

#endif
