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
using G = Generation;

static constexpr GenMask AllGens = genRange(G::GFX6, G::GFX12);
static constexpr GenMask PreGFX11 = genRange(G::GFX6, G::GFX10_3);
static constexpr GenMask GFX11Plus = genRange(G::GFX11, G::GFX12);

// Only this class reads these rows.
namespace {
/// Which operations a message takes.
enum class MsgOps : uint8_t { None, GS, GSDone, Sys };

struct MsgInfo {
  llvm::StringLiteral Name;
  uint16_t Id;
  GenMask Gens;
  MsgOps Ops;
};

struct MsgOpInfo {
  llvm::StringLiteral Name;
  uint8_t Id;
  GenMask Gens;
  /// SYSMSG_OP_* when true, GS_OP_* otherwise.
  bool IsSys;
  bool ValidWithGS;
  bool ValidWithGSDone;
  bool TakesStream;
};

/// How a generation splits simm16 into message, operation and stream.
struct SendMsgLayout {
  unsigned IdMask;
  /// Before gfx11: op in bits 6:4 and stream in 9:8. From gfx11 on the
  /// printer decodes both as 0 and the id takes bits 7:0.
  bool HasOpAndStream;
};

constexpr unsigned MsgOpShift = 4, MsgOpMask = 0x7;
constexpr unsigned MsgStreamShift = 8, MsgStreamMask = 0x3;
/// The message id whose operations are SYSMSG_OP_*; every other id, named
/// or numeric, looks operation names up among GS_OP_*.
constexpr unsigned SysMsgId = 15;
} // namespace

static constexpr SendMsgLayout PreGFX11MsgLayout = {0xF, true};
static constexpr SendMsgLayout GFX11MsgLayout = {0xFF, false};

static const SendMsgLayout &sendMsgLayout(Generation Gen) {
  return inGens(GFX11Plus, Gen) ? GFX11MsgLayout : PreGFX11MsgLayout;
}

static constexpr MsgInfo Msgs[] = {
    {"MSG_INTERRUPT", 1, AllGens, MsgOps::None},
    {"MSG_GS", 2, PreGFX11, MsgOps::GS},
    {"MSG_GS_DONE", 3, PreGFX11, MsgOps::GSDone},
    {"MSG_SAVEWAVE", 4, genRange(G::GFX8, G::GFX10_3), MsgOps::None},
    {"MSG_STALL_WAVE_GEN", 5, genRange(G::GFX9, G::GFX11), MsgOps::None},
    {"MSG_HALT_WAVES", 6, genRange(G::GFX9, G::GFX11), MsgOps::None},
    {"MSG_ORDERED_PS_DONE", 7, genRange(G::GFX9, G::GFX10_3), MsgOps::None},
    {"MSG_EARLY_PRIM_DEALLOC", 8, genRange(G::GFX9, G::GFX10_3), MsgOps::None},
    {"MSG_GS_ALLOC_REQ", 9, genRange(G::GFX9, G::GFX12), MsgOps::None},
    {"MSG_GET_DOORBELL", 10, genRange(G::GFX9, G::GFX10_3), MsgOps::None},
    {"MSG_GET_DDID", 11, genRange(G::GFX10, G::GFX10_3), MsgOps::None},
    {"MSG_HS_TESSFACTOR", 2, GFX11Plus, MsgOps::None},
    {"MSG_DEALLOC_VGPRS", 3, GFX11Plus, MsgOps::None},
    {"MSG_SYSMSG", 15, AllGens, MsgOps::Sys},
    {"MSG_RTN_GET_DOORBELL", 0x80, GFX11Plus, MsgOps::None},
    {"MSG_RTN_GET_DDID", 0x81, GFX11Plus, MsgOps::None},
    {"MSG_RTN_GET_TMA", 0x82, GFX11Plus, MsgOps::None},
    {"MSG_RTN_GET_REALTIME", 0x83, GFX11Plus, MsgOps::None},
    {"MSG_RTN_SAVE_WAVE", 0x84, GFX11Plus, MsgOps::None},
    {"MSG_RTN_GET_TBA", 0x85, GFX11Plus, MsgOps::None},
    {"MSG_RTN_GET_TBA_TO_PC", 0x86, GFX11Plus, MsgOps::None},
    {"MSG_RTN_GET_SE_AID_ID", 0x87, genBit(G::GFX12), MsgOps::None},
};

// The GS operation names are accepted on every generation (with a numeric
// message on gfx11+, where MSG_GS itself is gone).
static constexpr MsgOpInfo MsgOpsTable[] = {
    // Name, Id, Gens, IsSys, WithGS, WithGSDone, TakesStream
    {"GS_OP_NOP", 0, AllGens, false, false, true, false},
    {"GS_OP_CUT", 1, AllGens, false, true, true, true},
    {"GS_OP_EMIT", 2, AllGens, false, true, true, true},
    {"GS_OP_EMIT_CUT", 3, AllGens, false, true, true, true},
    {"SYSMSG_OP_ECC_ERR_INTERRUPT", 1, AllGens, true, false, false, false},
    {"SYSMSG_OP_REG_RD", 2, AllGens, true, false, false, false},
    {"SYSMSG_OP_HOST_TRAP_ACK", 3, genRange(G::GFX6, G::GFX8), true, false,
     false, false},
    {"SYSMSG_OP_TTRACE_PC", 4, AllGens, true, false, false, false},
};

/// The row named Name (case-sensitive) on any generation, or null.
static const MsgInfo *lookupMsgByName(llvm::StringRef Name) {
  for (const MsgInfo &M : Msgs)
    if (Name == M.Name)
      return &M;
  return nullptr;
}

/// The row with this id on generation G, or null.
static const MsgInfo *lookupMsgById(unsigned Id, Generation Gen) {
  for (const MsgInfo &M : Msgs)
    if (M.Id == Id && inGens(M.Gens, Gen))
      return &M;
  return nullptr;
}

/// The operation row named Name in the family of message value MsgId.
static const MsgOpInfo *lookupMsgOpByName(int64_t MsgId, llvm::StringRef Name) {
  bool Sys = MsgId == SysMsgId;
  for (const MsgOpInfo &Op : MsgOpsTable)
    if (Op.IsSys == Sys && Name == Op.Name)
      return &Op;
  return nullptr;
}

/// The operation of Msg with this id on generation G, or null.
static const MsgOpInfo *lookupMsgOpById(const MsgInfo &Msg, unsigned OpId,
                                        Generation Gen) {
  for (const MsgOpInfo &Op : MsgOpsTable) {
    if (Op.Id != OpId || !inGens(Op.Gens, Gen))
      continue;
    bool Fits = (Msg.Ops == MsgOps::Sys && Op.IsSys) ||
                (Msg.Ops == MsgOps::GS && Op.ValidWithGS) ||
                (Msg.Ops == MsgOps::GSDone && Op.ValidWithGSDone);
    if (Fits)
      return &Op;
  }
  return nullptr;
}

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
