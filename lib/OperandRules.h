//===- OperandRules.h - What llvm-mc accepts in an operand field -*- C++
//-*-===//
//
// The checks and encodings of s_waitcnt counters, s_sendmsg fields and
// s_delay_alu fields, apart from how the fields were read. The operand
// parser reports a refusal at the field it names; the quick path
// (QuickStatement.cpp) leaves any line these rules refuse to the parser, so
// both encode through one copy of the rules.
//
//===----------------------------------------------------------------------===//

#ifndef GFXAS_LIB_OPERANDRULES_H
#define GFXAS_LIB_OPERANDRULES_H

#include "TargetTables.h"
#include <optional>

namespace gfxas {

//===-- s_waitcnt ---------------------------------------------------------===//

enum class CounterVerdict : uint8_t { Ok, UnknownName, TooLarge };

/// Sets the counter called Name to Value in Simm16; a *_sat counter clamps
/// a value out of range. Cnt is the counter set.
CounterVerdict setCounter(const WaitcntLayout &Layout, llvm::StringRef Name,
                          int64_t Value, int64_t &Simm16, Counter &Cnt);
/// The same for the counter of a row of CounterNames.
CounterVerdict setCounter(const WaitcntLayout &Layout, const CounterName &Row,
                          int64_t Value, int64_t &Simm16);

//===-- s_sendmsg ---------------------------------------------------------===//

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

/// Encodes the fields into Simm16, or says which field llvm-mc refuses.
std::optional<SendMsgRefusal> encodeSendMsg(const SendMsgFields &F,
                                            Generation G, int64_t &Simm16);

//===-- s_delay_alu -------------------------------------------------------===//

enum class DelayVerdict : uint8_t { Ok, UnknownField, UnknownValue, Duplicate };

/// ORs Field(Value) into Simm16. Seen has a bit per field already given.
DelayVerdict setDelayField(llvm::StringRef Field, llvm::StringRef Value,
                           int64_t &Simm16, unsigned &Seen);

} // namespace gfxas

#endif
