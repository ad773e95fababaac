//===- OperandRules.cpp - What llvm-mc accepts in an operand field -------===//
//
// Mirrors the checks of AMDGPUAsmParser's parseCnt, parseSendMsg and
// parseDelay, in their order, so the same error wins on a bad field.
//
//===----------------------------------------------------------------------===//

#include "OperandRules.h"
#include "llvm/ADT/STLExtras.h"

using namespace gfxas;

CounterVerdict gfxas::setCounter(const WaitcntLayout &Layout,
                                 llvm::StringRef Name, int64_t Value,
                                 int64_t &Simm16, Counter &Cnt) {
  const CounterName *Row = lookupCounterByName(Name);
  if (!Row)
    return CounterVerdict::UnknownName;
  Cnt = Row->Cnt;
  return setCounter(Layout, *Row, Value, Simm16);
}

CounterVerdict gfxas::setCounter(const WaitcntLayout &Layout,
                                 const CounterName &Row, int64_t Value,
                                 int64_t &Simm16) {
  const CounterLayout &Counter = Layout.Counters[unsigned(Row.Cnt)];
  if (Value < 0 || Value > int64_t(Counter.max())) {
    if (!Row.Saturate)
      return CounterVerdict::TooLarge;
    Value = Counter.max();
  }
  Simm16 = Counter.encode(unsigned(Simm16), unsigned(Value));
  return CounterVerdict::Ok;
}

bool SendMsgFields::nameMessage(llvm::StringRef Name, Generation G) {
  MsgRow = lookupMsgByName(Name);
  if (!MsgRow)
    return false;
  MsgUnsupported = !inGens(MsgRow->Gens, G);
  Msg.Val = MsgUnsupported ? -1 : MsgRow->Id;
  return true;
}

bool SendMsgFields::nameOperation(llvm::StringRef Name, Generation G) {
  const MsgOpInfo *OpRow = lookupMsgOpByName(Msg.Val, Name);
  if (!OpRow)
    return false;
  OpUnsupported = !inGens(OpRow->Gens, G);
  Op.Val = OpRow->Id;
  return true;
}

std::optional<SendMsgRefusal>
gfxas::encodeSendMsg(const SendMsgFields &F, Generation G, int64_t &Simm16) {
  using R = SendMsgRefusal;
  bool Strict = F.MsgRow != nullptr;
  const SendMsgLayout &Layout = sendMsgLayout(G);
  if (Strict && F.MsgUnsupported)
    return R{R::Msg, "specified message id is not supported on this GPU"};
  if (!Strict &&
      (F.Msg.Val < 0 || (uint64_t(F.Msg.Val) & ~uint64_t(Layout.IdMask))))
    return R{R::Msg, "invalid message id"};
  if (Strict && (F.MsgRow->Ops != MsgOps::None) != F.Op.Defined)
    return F.Op.Defined ? R{R::Op, "message does not support operations"}
                        : R{R::Msg, "missing message operation"};

  const MsgOpInfo *ValidOp = nullptr;
  bool OpValid;
  if (F.OpUnsupported)
    OpValid = false;
  else if (!Strict)
    OpValid = F.Op.Val >= 0 && F.Op.Val <= int64_t(MsgOpMask);
  else if (F.MsgRow->Ops == MsgOps::None)
    OpValid = F.Op.Val == 0;
  else
    OpValid = F.Op.Val >= 0 && F.Op.Val <= int64_t(MsgOpMask) &&
              (ValidOp = lookupMsgOpById(*F.MsgRow, unsigned(F.Op.Val), G));
  if (!OpValid)
    return R{R::Op, F.OpUnsupported
                        ? "specified operation id is not supported on this GPU"
                        : "invalid operation id"};

  bool TakesStream = ValidOp && ValidOp->TakesStream;
  if (Strict && !TakesStream && F.Stream.Defined)
    return R{R::Stream, "message operation does not support streams"};
  bool StreamValid =
      (!Strict || TakesStream)
          ? F.Stream.Val >= 0 && F.Stream.Val <= int64_t(MsgStreamMask)
          : F.Stream.Val == 0;
  if (!StreamValid)
    return R{R::Stream, "invalid message stream id"};
  Simm16 = int64_t(uint64_t(F.Msg.Val) | (uint64_t(F.Op.Val) << MsgOpShift) |
                   (uint64_t(F.Stream.Val) << MsgStreamShift));
  return std::nullopt;
}

DelayVerdict gfxas::setDelayField(llvm::StringRef FieldName,
                                  llvm::StringRef ValueName, int64_t &Simm16,
                                  unsigned &Seen) {
  const DelayField *Field = lookupDelayField(FieldName);
  if (!Field)
    return DelayVerdict::UnknownField;
  auto It = llvm::find_if(Field->ValueNames, [&](llvm::StringRef Name) {
    return Name == ValueName;
  });
  if (It == Field->ValueNames.end())
    return DelayVerdict::UnknownValue;
  // llvm-mc ORs a repeated field into the first (VALU_DEP_1 | VALU_DEP_2
  // becomes VALU_DEP_3); gfxas refuses it.
  unsigned Bit = 1u << unsigned(Field - allDelayFields().data());
  if (Seen & Bit)
    return DelayVerdict::Duplicate;
  Seen |= Bit;
  Simm16 |= int64_t(It - Field->ValueNames.begin()) << Field->Bits.Shift;
  return DelayVerdict::Ok;
}
