//===- SourceSpace.cpp - The file and the text its expansions make -------===//

#include "Frontend/SourceSpace.h"
#include <algorithm>
#include <cstring>

using namespace gfxas;

const SourceSpace::Buffer *SourceSpace::add(uint32_t CallLoc,
                                            llvm::StringRef Body,
                                            llvm::StringRef Name,
                                            uint32_t IncludedAt) {
  auto Found = BufferByCall.find(CallLoc);
  if (Found != BufferByCall.end())
    return &Buffers[Found->second];
  size_t Used = Text.size();
  size_t Size = 1 + Body.size();
  if (Used - FileSize + Size > MaxExpansionBytes ||
      Used + Size >= UINT32_MAX - 2)
    return nullptr;
  if (Used + Size > Capacity) {
    size_t NewCapacity = std::max<size_t>(2 * (Used + Size), size_t(1) << 16);
    auto Store = std::make_unique<char[]>(NewCapacity);
    std::memcpy(Store.get(), Text.data(), Used);
    Capacity = NewCapacity;
    Stores.push_back(std::move(Store));
  }
  char *Data = Stores.back().get();
  Data[Used] = '\0';
  std::memcpy(Data + Used + 1, Body.data(), Body.size());
  Text = llvm::StringRef(Data, Used + Size);
  BufferByCall[CallLoc] = Buffers.size();
  Buffers.push_back(
      {uint32_t(Used + 1), uint32_t(Text.size()), Name.str(), IncludedAt,
       CallLoc});
  return &Buffers.back();
}

uint32_t SourceSpace::bufferIndexAt(uint32_t Offset) const {
  auto It =
      std::upper_bound(Buffers.begin(), Buffers.end(), Offset,
                       [](uint32_t O, const Buffer &B) { return O < B.Begin; });
  return uint32_t(It - Buffers.begin()) - 1;
}

uint32_t SourceSpace::endOfBufferAt(uint32_t Offset) const {
  if (inFile(Offset))
    return FileSize;
  return Buffers[bufferIndexAt(Offset)].End;
}

SourceSpace::Place SourceSpace::placeOf(uint32_t Offset) const {
  uint32_t Begin = 0, End = FileSize;
  if (!inFile(Offset)) {
    const Buffer &B = Buffers[bufferIndexAt(Offset)];
    Begin = B.Begin;
    End = B.End;
  }
  llvm::StringRef Buf = Text.slice(Begin, End);
  uint32_t Local = std::min<uint32_t>(Offset - Begin, Buf.size());
  llvm::StringRef Before = Buf.take_front(Local);
  unsigned Line = 1 + Before.count('\n');
  size_t LineStart = Before.rfind('\n');
  LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
  size_t LineEnd = Buf.find_first_of("\n\r", Local);
  if (LineEnd == llvm::StringRef::npos)
    LineEnd = Buf.size();
  return {Line, unsigned(Local - LineStart + 1), Buf.slice(LineStart, LineEnd)};
}
