//===- WriteBehind.cpp - An output stream written on a second thread ------===//

#include "WriteBehind.h"
#include "Threads.h"

using namespace gfxas;

bool WriteBehindStream::worthwhile() { return mayRunInParallel(); }

WriteBehindStream::WriteBehindStream(llvm::raw_ostream &Target)
    : Target(Target), Storage(new char[Buffers * BufferBytes]),
      CallerCpu(currentCpu()), Thread([this] { run(); }) {
  Target.SetUnbuffered();
  SetBuffer(Storage.get(), BufferBytes);
}

WriteBehindStream::~WriteBehindStream() {
  flush();
  catchUp();
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Stop = true;
  }
  Submission.notify_one();
  Thread.join();
}

void WriteBehindStream::write_impl(const char *Ptr, size_t Size) {
  Pos += Size;
  char *Buffer = Storage.get() + (Filling % Buffers) * BufferBytes;
  if (Ptr != Buffer) {
    // raw_ostream writes a string longer than the free buffer straight
    // from the caller's memory, which may be gone by the time the thread
    // gets to it. The buffer is empty.
    catchUp();
    Target.write(Ptr, Size);
    return;
  }
  {
    std::unique_lock<std::mutex> Guard(Lock);
    Sizes[Submitted % Buffers] = Size;
    ++Submitted;
    ++Filling;
    Submission.notify_one();
    // The next buffer to fill is free once the thread has written what it
    // held before.
    Completion.wait(Guard, [&] { return Filling - Written < Buffers; });
  }
  SetBuffer(Storage.get() + (Filling % Buffers) * BufferBytes, BufferBytes);
}

void WriteBehindStream::catchUp() {
  std::unique_lock<std::mutex> Guard(Lock);
  Completion.wait(Guard, [&] { return Written == Submitted; });
}

void WriteBehindStream::run() {
  leaveCpu(CallerCpu);
  std::unique_lock<std::mutex> Guard(Lock);
  for (;;) {
    Submission.wait(Guard, [&] { return Stop || Written < Submitted; });
    if (Written == Submitted)
      return;
    const char *Buffer = Storage.get() + (Written % Buffers) * BufferBytes;
    size_t Size = Sizes[Written % Buffers];
    Guard.unlock();
    Target.write(Buffer, Size);
    Guard.lock();
    ++Written;
    Completion.notify_one();
  }
}
