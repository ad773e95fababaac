//===- ReadAhead.cpp - Lines read on a second thread ---------------------===//

#include "ReadAhead.h"
#include "Threads.h"

using namespace gfxas;

bool ReadAhead::worthwhile() { return mayRunInParallel(); }

ReadAhead::ReadAhead(std::unique_ptr<ReadAheadReader> Reader,
                     llvm::function_ref<void()> Idle)
    : Reader(std::move(Reader)), Idle(Idle),
      Ring(std::make_unique<ReadAheadChunk[]>(Slots)), PassCpu(currentCpu()),
      Thread([this] { run(); }) {}

ReadAhead::~ReadAhead() {
  Stop.store(true, std::memory_order_relaxed);
  Thread.join();
}

void ReadAhead::run() {
  leaveCpu(PassCpu);
  uint32_t Begin = 0;
  bool LeaveToPass = false;
  for (uint64_t Chunk = 0;; ++Chunk) {
    // The slot is free once the pass has released the chunk it held before.
    waitUntil([&] {
      return Chunk - Released.load(std::memory_order_acquire) < Slots ||
             Stop.load(std::memory_order_relaxed);
    });
    if (Stop.load(std::memory_order_relaxed))
      return;
    ReadAheadChunk &C = Ring[Chunk % Slots];
    C.Runs.clear();
    C.Words.clear();
    C.Labels.clear();
    C.Last = false;
    if (LeaveToPass)
      Reader->leave(Begin, Begin + ChunkBytes, C);
    else
      Reader->read(Begin, Begin + ChunkBytes, C);
    Begin = C.End;
    bool Last = C.Last;
    Published.store(Chunk + 1, std::memory_order_release);
    if (Last)
      return;
    // The pass has released every chunk before this one: it has caught up
    // and would wait for the next. It reads the next itself instead, while
    // this thread gets a chunk ahead, so that neither waits for the other
    // whichever reads faster on this file.
    LeaveToPass =
        !LeaveToPass && Released.load(std::memory_order_acquire) >= Chunk;
    if (Idle)
      Idle();
  }
}

const ReadAheadRun *ReadAhead::runAt(uint32_t Pos) {
  for (;;) {
    if (!Current) {
      waitUntil(
          [&] { return Published.load(std::memory_order_acquire) > Taken; });
      Current = &Ring[Taken % Slots];
      NextRun = NextLabel = 0;
    }
    while (NextRun < Current->Runs.size()) {
      const ReadAheadRun &R = Current->Runs[NextRun];
      if (R.FirstStatement < Pos) {
        ++NextRun;
        continue;
      }
      if (Pos != R.Begin && Pos != R.FirstStatement) {
        NextBegin = Pos < R.Begin ? R.Begin : R.FirstStatement;
        return nullptr;
      }
      ++NextRun;
      NextBegin = NextRun < Current->Runs.size() ? Current->Runs[NextRun].Begin
                                                 : Current->End;
      return &R;
    }
    // Every later run begins in a later chunk.
    if (Current->Last || Pos < Current->End) {
      NextBegin = Current->Last ? UINT32_MAX : Current->End;
      return nullptr;
    }
    Current = nullptr;
    Released.store(++Taken, std::memory_order_release);
  }
}

std::optional<uint32_t> ReadAhead::labelAfter(uint32_t Pos) {
  if (!Current)
    return std::nullopt;
  while (NextLabel < Current->Labels.size() &&
         Current->Labels[NextLabel].Line <= Pos)
    ++NextLabel;
  if (NextLabel == Current->Labels.size())
    return std::nullopt;
  return Current->Labels[NextLabel].SlotHint;
}
