//===- Disassembler.cpp - llvm-mc -disassemble for the known words -------===//
//
// Follows llvm-mc's tools/llvm-mc/Disassembler.cpp step by step, because its
// quirks are the specification: the bytes of the whole input form one
// stream (lines do not matter), a bad token throws away every byte read
// since the last bracket, and only atomic-block misuse fails the run.
//
//===----------------------------------------------------------------------===//

#include "gfxas/Disassembler.h"
#include "Output/ListingLines.h"
#include "Target/InstrInfo.h"
#include "gfxas/Assembler.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace gfxas;

namespace {

/// A byte of the input and the offset of the token it was written as, which
/// is where a warning about its instruction points.
struct InputByte {
  uint8_t Value;
  uint32_t Offset;
};

class TextDisassembler {
public:
  TextDisassembler(llvm::StringRef Text, const CpuInfo &Cpu, bool ShowEncoding,
                   bool DecodesNothing, Disassembly &Result)
      : Text(Text), Rest(Text), Cpu(Cpu), ShowEncoding(ShowEncoding),
        DecodesNothing(DecodesNothing), Result(Result), OS(Result.Listing) {}

  void run();

private:
  bool skipToToken();
  void readBytes(std::vector<InputByte> &Bytes);
  bool decode(llvm::ArrayRef<InputByte> Bytes, bool InAtomicBlock);
  void report(Diagnostic::Kind K, const char *Where, const char *Message);

  llvm::StringRef Text;
  /// The input not read yet.
  llvm::StringRef Rest;
  const CpuInfo &Cpu;
  bool ShowEncoding;
  /// Without a wavefront size (FeatureSelection::DecodesNothing).
  bool DecodesNothing;
  Disassembly &Result;
  llvm::raw_string_ostream OS;
};

} // namespace

void TextDisassembler::report(Diagnostic::Kind K, const char *Where,
                              const char *Message) {
  Result.Diagnostics.push_back(
      {K, uint32_t(Where - Text.data()), std::string(Message)});
}

/// Skips blanks, commas and '#' comments. Returns false at the end of input.
/// (';' and '//' are not comments here: llvm-mc reports them as bad tokens.)
bool TextDisassembler::skipToToken() {
  for (;;) {
    if (Rest.empty())
      return false;
    if (size_t Pos = Rest.find_first_not_of(" \t\r\n,")) {
      Rest = Rest.substr(Pos);
      continue;
    }
    if (Rest.front() == '#') {
      Rest = Rest.substr(Rest.find('\n'));
      continue;
    }
    return true;
  }
}

/// Appends byte tokens to Bytes up to a bracket or the end of the input.
void TextDisassembler::readBytes(std::vector<InputByte> &Bytes) {
  while (skipToToken()) {
    if (Rest.front() == '[' || Rest.front() == ']')
      return;
    llvm::StringRef Token = Rest.substr(0, Rest.find_first_of(" \t\n\r,#[]"));
    unsigned Value;
    // Radix 0 accepts 0x.., 0b.., 0o.., leading-zero octal and decimal.
    if (Token.getAsInteger(0, Value) || Value > 255) {
      report(Diagnostic::Kind::Error, Token.data(), "invalid input token");
      // llvm-mc drops the rest of the line and every byte read so far.
      Rest = Rest.substr(Rest.find('\n'));
      Bytes.clear();
      continue;
    }
    Bytes.push_back({uint8_t(Value), uint32_t(Token.data() - Text.data())});
    Rest = Rest.substr(Token.size());
  }
}

/// Decodes Bytes an instruction at a time. Returns true when the run must
/// fail: an undecodable word inside an atomic block, which also ends the
/// block's decoding since llvm-mc does not resynchronise there.
bool TextDisassembler::decode(llvm::ArrayRef<InputByte> Bytes,
                              bool InAtomicBlock) {
  for (size_t I = 0; I < Bytes.size();) {
    uint32_t Words[MaxInstrWords] = {};
    size_t Available = std::min<size_t>(MaxInstrWords, (Bytes.size() - I) / 4);
    for (size_t B = 0; B < 4 * Available; ++B)
      Words[B / 4] |= uint32_t(Bytes[I + B].Value) << (8 * (B % 4));
    // The operands llvm-mc's decoder builds come from the words alone
    // (s_nop's simm16 zero-extended).
    DecodedInstr D;
    if (!DecodesNothing)
      D = decodeInstr(llvm::ArrayRef(Words, Available), Cpu.Gen);
    if (D && availableOn(*D.Instr, Cpu)) {
      // llvm-mc shows the decoded instruction encoded again.
      uint32_t Shown[MaxInstrWords];
      unsigned NumShown =
          reencodeInstr(D, llvm::ArrayRef(Words, Available), Cpu.Gen, Shown);
      printInstructionLine(llvm::ArrayRef(Words, D.NumWords), {}, Cpu,
                           ShowEncoding, OS, llvm::ArrayRef(Shown, NumShown));
      I += 4 * D.NumWords;
      continue;
    }
    // An unknown word, or fewer than 4 bytes left: AMDGPU's decoder skips
    // min(4, what is left).
    report(Diagnostic::Kind::Warning, Text.data() + Bytes[I].Offset,
           "invalid instruction encoding");
    if (InAtomicBlock)
      return true;
    I += 4;
  }
  return false;
}

void TextDisassembler::run() {
  printListingHeader(OS);
  std::vector<InputByte> Bytes;
  bool InAtomicBlock = false;
  while (skipToToken()) {
    Bytes.clear();
    char C = Rest.front();
    if (C == '[' || C == ']') {
      bool Misplaced = (C == '[') == InAtomicBlock;
      if (Misplaced) {
        report(Diagnostic::Kind::Error, Rest.data(),
               C == '[' ? "nested atomic blocks make no sense"
                        : "attempt to close atomic block without opening");
        Result.Failed = true;
      }
      InAtomicBlock = C == '[';
      Rest = Rest.drop_front();
      continue;
    }
    readBytes(Bytes);
    if (!Bytes.empty() && decode(Bytes, InAtomicBlock))
      Result.Failed = true;
  }
  if (InAtomicBlock) {
    report(Diagnostic::Kind::Error, Rest.data(), "unclosed atomic block");
    Result.Failed = true;
  }
}

Disassembly gfxas::disassembleText(llvm::StringRef Text,
                                   llvm::StringRef CpuName, bool ShowEncoding,
                                   const FeatureSelection *Features) {
  Disassembly D;
  D.Cpu = lookupCpu(CpuName);
  if (!D.Cpu || Text.size() > UINT32_MAX) {
    // Offsets are 32-bit, like the assembler's.
    D.Diagnostics.push_back(
        {Diagnostic::Kind::Error, 0,
         D.Cpu ? "input is larger than 4 GiB"
               : "unknown processor '" + CpuName.str() + "'"});
    D.Failed = true;
    return D;
  }
  TextDisassembler(Text, *D.Cpu, ShowEncoding,
                   Features && Features->DecodesNothing, D)
      .run();
  return D;
}

std::string gfxas::byteListFromBinary(llvm::StringRef Bytes) {
  std::string Text;
  Text.reserve(Bytes.size() * 5 + Bytes.size() / 4 + 1);
  llvm::raw_string_ostream OS(Text);
  for (size_t I = 0; I < Bytes.size(); ++I) {
    bool LineStart = I % 4 == 0;
    if (LineStart && I)
      OS << '\n';
    OS << (LineStart ? "" : ",") << llvm::format("0x%02x", uint8_t(Bytes[I]));
  }
  if (!Bytes.empty())
    OS << '\n';
  return Text;
}
