//===- InstPrinter.cpp - Canonical text of an instruction word -----------===//
//
// Mirrors AMDGPUInstPrinter's printSendMsg, printWaitFlag and printDelayFlag.
//
//===----------------------------------------------------------------------===//

#include "gfxas/InstPrinter.h"
#include "TargetTables.h"
#include "llvm/Support/Format.h"

using namespace gfxas;

static void printSendMsg(unsigned Simm16, Generation G, llvm::raw_ostream &OS) {
  const SendMsgLayout &L = sendMsgLayout(G);
  unsigned Id = Simm16 & L.IdMask;
  unsigned Op = L.HasOpAndStream ? (Simm16 >> MsgOpShift) & MsgOpMask : 0;
  unsigned Stream =
      L.HasOpAndStream ? (Simm16 >> MsgStreamShift) & MsgStreamMask : 0;

  // A valid named combination prints by name, even when unused bits are set
  // (the text then does not round-trip; the encoding keeps the bits).
  if (const MsgInfo *Msg = lookupMsgById(Id, G)) {
    const MsgOpInfo *OpInfo =
        Msg->Ops == MsgOps::None ? nullptr : lookupMsgOpById(*Msg, Op, G);
    bool OpOk = Msg->Ops == MsgOps::None ? Op == 0 : OpInfo != nullptr;
    bool Streams = OpInfo && OpInfo->TakesStream;
    bool StreamOk = Streams || Stream == 0;
    if (OpOk && StreamOk) {
      OS << "sendmsg(" << Msg->Name;
      if (OpInfo) {
        OS << ", " << OpInfo->Name;
        if (Streams)
          OS << ", " << Stream;
      }
      OS << ')';
      return;
    }
  }
  unsigned Reencoded = Id | (Op << MsgOpShift) | (Stream << MsgStreamShift);
  if (Reencoded == Simm16)
    OS << "sendmsg(" << Id << ", " << Op << ", " << Stream << ')';
  else
    OS << Simm16;
}

static void printWaitcnt(unsigned Simm16, Generation G, llvm::raw_ostream &OS) {
  const WaitcntLayout &L = waitcntLayout(G);
  unsigned Values[NumCounters];
  bool AllMax = true;
  for (unsigned I = 0; I < NumCounters; ++I) {
    Values[I] = L.Counters[I].decode(Simm16);
    AllMax &= Values[I] == L.Counters[I].max();
  }
  // Counters at their maximum are left out, unless all of them are.
  const char *Sep = "";
  for (unsigned I = 0; I < NumCounters; ++I) {
    if (!AllMax && Values[I] == L.Counters[I].max())
      continue;
    OS << Sep << counterName(Counter(I)) << '(' << Values[I] << ')';
    Sep = " ";
  }
}

static void printDelay(unsigned Simm16, llvm::raw_ostream &OS) {
  const char *Sep = "";
  for (const DelayField &F : allDelayFields()) {
    unsigned V = (Simm16 >> F.Bits.Shift) & ((1u << F.Bits.Width) - 1);
    if (!V)
      continue;
    OS << Sep << F.Name << '('
       << (V < F.ValueNames.size() ? F.ValueNames[V] : F.InvalidValueText)
       << ')';
    Sep = " | ";
  }
  if (!*Sep)
    OS << '0';
}

// llvm-mc prints a plain immediate as a 32-bit value: inline constants
// (-16..64) in decimal, anything else in hexadecimal.
static void printImmediate(int64_t Value, llvm::raw_ostream &OS) {
  int32_t V = int32_t(uint32_t(Value));
  if (V >= -16 && V <= 64) {
    OS << V;
    return;
  }
  OS << "0x";
  OS.write_hex(uint32_t(V));
}

bool gfxas::printInstruction(uint32_t Word, Generation G,
                             llvm::raw_ostream &OS,
                             std::optional<int64_t> Operand) {
  if ((Word >> 23) != (0xBF800000u >> 23))
    return false;
  unsigned Opcode = (Word >> 16) & 0x7F;
  unsigned Simm16 = Word & 0xFFFF;
  for (const InstrInfo &I : allInstrs()) {
    if (I.Opcode[unsigned(G)] != int(Opcode))
      continue;
    OS << I.Mnemonic << ' ';
    switch (I.Operand) {
    case OperandKind::SendMsg:
      printSendMsg(Simm16, G, OS);
      break;
    case OperandKind::Waitcnt:
      printWaitcnt(Simm16, G, OS);
      break;
    case OperandKind::Delay:
      printDelay(Simm16, OS);
      break;
    case OperandKind::Immediate:
      // Without the operand as written (disassembly), print what llvm-mc's
      // decoder makes of the word: simm16 zero-extended, so 0xfff0 prints
      // as 0xfff0, not -16.
      printImmediate(Operand ? *Operand : int64_t(Simm16), OS);
      break;
    }
    return true;
  }
  return false;
}
