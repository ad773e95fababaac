//===- SendMsg.cpp - s_sendmsg's message, operation and stream -----------===//
//
// Mirrors AMDGPUAsmParser::parseSendMsg and AMDGPUInstPrinter::printSendMsg:
// the same order of checks, so the same error wins on a bad line.
//
//===----------------------------------------------------------------------===//

#include "Target/Operands/OperandClasses.h"
#include "gfxas/Assembler.h"
#include "llvm/ADT/bit.h"

using namespace gfxas;

namespace {
struct SendMsgField {
  int64_t Val = 0;
  bool Defined = false;
};

/// The fields of sendmsg(...) as written.
struct SendMsgFields {
  SendMsgField Msg, Op, Stream;
  /// The message row when the message was given by name: its operations and
  /// stream are then checked against the tables ("strict").
  const MsgInfo *MsgRow = nullptr;
  bool MsgUnsupported = false, OpUnsupported = false;

  /// Takes Name as the message; false when no message is called that.
  bool nameMessage(llvm::StringRef Name, Generation G);
  /// Takes Name as the operation of the message so far; false when that
  /// message's family has no operation called that.
  bool nameOperation(llvm::StringRef Name, Generation G);
};

struct SendMsgRefusal {
  enum FieldKind : uint8_t { Msg, Op, Stream } At;
  const char *Message;
};
} // namespace

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

static std::optional<SendMsgRefusal>
encodeSendMsg(const SendMsgFields &F, Generation G, int64_t &Simm16) {
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

// A message given by name is checked against the tables ("strict"); one
// given as a number is only range-checked.
static bool parseSendMsgBody(OperandParser &P, int64_t &Simm16) {
  Lexer &Lex = P.lexer();
  Generation Gen = P.generation();
  SendMsgFields Fields;
  uint32_t MsgLoc = Lex.tok().Begin, OpLoc = 0, StreamLoc = 0;
  Fields.Msg.Defined = true;
  if (Lex.is(Tok::Identifier) && Fields.nameMessage(Lex.text(), Gen))
    Lex.lex();
  else if (!P.parseAbsolute(Fields.Msg.Val, "a message name"))
    return false;
  if (Lex.is(Tok::Comma)) {
    Lex.lex();
    Fields.Op.Defined = true;
    OpLoc = Lex.tok().Begin;
    if (Lex.is(Tok::Identifier) && Fields.nameOperation(Lex.text(), Gen))
      Lex.lex();
    else if (!P.parseAbsolute(Fields.Op.Val, "an operation name"))
      return false;
    if (Lex.is(Tok::Comma)) {
      Lex.lex();
      Fields.Stream.Defined = true;
      StreamLoc = Lex.tok().Begin;
      if (!P.parseAbsolute(Fields.Stream.Val))
        return false;
    }
  }
  if (!P.skipToken(Tok::RParen, "expected a closing parenthesis"))
    return false;

  if (std::optional<SendMsgRefusal> Refusal =
          encodeSendMsg(Fields, Gen, Simm16)) {
    const uint32_t Locs[] = {MsgLoc, OpLoc, StreamLoc};
    P.error(Locs[Refusal->At], Refusal->Message);
    return false;
  }
  P.writtenByField(SendMsgIdField |
                   (Fields.Op.Defined ? SendMsgOpField : 0) |
                   (Fields.Stream.Defined ? SendMsgStreamField : 0));
  return true;
}

bool SendMsgOperand::parse(OperandParser &P, int64_t &Simm16) const {
  Lexer &Lex = P.lexer();
  uint32_t Loc = Lex.tok().Begin;
  if (Lex.is(Tok::Identifier) && Lex.text() == "sendmsg" &&
      Lex.peekIs(Tok::LParen)) {
    Lex.lex();
    Lex.lex();
    P.writtenByField(0);
    return parseSendMsgBody(P, Simm16);
  }
  if (!P.parseAbsolute(Simm16, "a sendmsg macro"))
    return false;
  if (Simm16 < 0 || Simm16 > 0xFFFF) {
    P.error(Loc, "invalid immediate: only 16-bit values are legal");
    return false;
  }
  return true;
}

void SendMsgOperand::print(unsigned Simm16, std::optional<int64_t> Written,
                           const CpuInfo &Cpu, llvm::raw_ostream &OS) const {
  Generation G = Cpu.Gen;
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

/// A field that starts at bit Shift and covers the set bits of Mask.
static BitField fieldOfMask(unsigned Shift, unsigned Mask) {
  return {uint8_t(Shift), uint8_t(llvm::popcount(Mask))};
}

static unsigned fieldValue(unsigned Simm16, BitField F) {
  return (Simm16 & F.mask()) >> F.Shift;
}

void SendMsgOperand::explain(unsigned Simm16, const CpuInfo &Cpu,
                             OperandWriting How,
                             std::vector<ExplainRow> &Rows) const {
  Generation G = Cpu.Gen;
  const SendMsgLayout &L = sendMsgLayout(G);
  BitField IdBits = fieldOfMask(0, L.IdMask);
  unsigned Id = fieldValue(Simm16, IdBits);
  const MsgInfo *Msg = lookupMsgById(Id, G);
  Rows.push_back({IdBits, "msg", Msg ? Msg->Name.data() : ""});
  if (!L.HasOpAndStream)
    return;
  const char *NotGiven = How.ByField ? "default: not given, so 0" : nullptr;
  BitField OpBits = fieldOfMask(MsgOpShift, MsgOpMask);
  const MsgOpInfo *Op =
      Msg && Msg->Ops != MsgOps::None
          ? lookupMsgOpById(*Msg, fieldValue(Simm16, OpBits), G)
          : nullptr;
  Rows.push_back({OpBits, "op", Op ? Op->Name.data() : "",
                  How.Fields & SendMsgOpField ? nullptr : NotGiven});
  Rows.push_back({fieldOfMask(MsgStreamShift, MsgStreamMask), "stream", "",
                  How.Fields & SendMsgStreamField ? nullptr : NotGiven});
}
