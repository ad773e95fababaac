//===- ExplainJson.cpp - The explanation as data for a script -------------===//
//
// The third view of ExplainModel, beside the text and the HTML page: the
// same fields, meanings, branch arithmetic and symbols as JSON, for a page
// that draws them itself (the playground, web/). The field and meaning
// strings are the model's, so the three views say the same things.
//
//===----------------------------------------------------------------------===//

#include "Output/ExplainModel.h"
#include "gfxas/Explain.h"
#include "llvm/Support/JSON.h"

using namespace gfxas;

static void bits(llvm::json::OStream &J, BitField F) {
  J.attribute("shift", F.Shift);
  J.attribute("width", F.Width);
}

static void operand(llvm::json::OStream &J, const ExplainedOperand &O) {
  J.object([&] {
    J.attribute("name", O.Name);
    bits(J, O.Bits);
    J.attribute("value", O.Value);
    J.attribute("writing", O.writing());
    J.attribute("takesLiteral", O.TakesLiteral);
    J.attributeArray("source", [&] {
      J.value(O.Source.first);
      J.value(O.Source.second);
    });
    J.attributeArray("fields", [&] {
      for (const ExplainedField &F : O.Fields)
        J.object([&] {
          J.attribute("name", F.Name);
          bits(J, F.Bits);
          J.attribute("value", F.Value);
          J.attribute("meaning", F.meaningWithDefault());
          J.attribute("unused", F.unused());
        });
    });
  });
}

static void instruction(llvm::json::OStream &J, const ExplainedInstruction &X,
                        const CpuInfo &Cpu) {
  const InstructionDetails &D = *X.Details;
  J.object([&] {
    J.attribute("line", D.Line);
    J.attribute("sourceLine", D.SourceLine);
    if (!D.ExpandedFrom.empty())
      J.attributeArray("expandedFrom", [&] {
        for (const std::string &Call : D.ExpandedFrom)
          J.value(Call);
      });
    J.attributeArray("mnemonicColumns", [&] {
      J.value(D.MnemonicColumns.first);
      J.value(D.MnemonicColumns.second);
    });
    J.attribute("offset", X.Offset);
    J.attribute("mnemonic", X.Mnemonic);
    J.attribute("printed", X.Printed);
    auto Columns = [&](const ExplainedWord &W) {
      J.attributeArray("columns", [&] {
        for (const WordColumn &C : W.Columns)
          J.object([&] {
            J.attribute("name", C.Name);
            bits(J, C.Bits);
            J.attribute("value", C.Value);
            if (C.Operand != WordColumn::NoOperand)
              J.attribute("operand", C.Operand);
            J.attribute("unused", C.unused());
          });
      });
    };
    // The first word at the top, as the page draws it; every word of the
    // format (two for a 64-bit one) in "words".
    J.attribute("word", X.Words.front().Value);
    Columns(X.Words.front());
    J.attributeArray("words", [&] {
      for (const ExplainedWord &W : X.Words)
        J.object([&] {
          J.attribute("value", W.Value);
          J.attribute("base", W.Base);
          Columns(W);
        });
    });
    J.attributeArray("operands", [&] {
      for (const ExplainedOperand &O : X.Operands)
        operand(J, O);
    });
    if (X.Branch)
      J.attributeObject("branch", [&] {
        J.attribute("target", X.Branch->Target);
        J.attribute("targetLine", X.Branch->TargetLine);
        J.attribute("arithmetic", X.Branch->arithmetic());
      });
    if (X.Second != ExplainedInstruction::SecondWord::None)
      J.attributeObject("second", [&] {
        bool Literal = X.Second == ExplainedInstruction::SecondWord::Literal;
        J.attribute("kind", Literal ? "literal" : "padding");
        J.attribute("value", X.SecondValue);
        if (!Literal)
          J.attribute("reason", X.paddingReason(Cpu));
      });
    J.attributeArray("symbols", [&] {
      for (const ExplainedSymbol &S : X.Symbols)
        J.object([&] {
          const ResolvedSymbol &R = *S.Symbol;
          J.attribute("name", R.Name);
          J.attribute("value", R.Value);
          J.attribute("defLine", R.DefLine);
          J.attribute("forward", S.Forward);
          J.attribute("resolution", S.resolution());
          J.attribute("via", R.Via);
        });
    });
  });
}

void gfxas::printExplanationJson(const Assembly &A, llvm::raw_ostream &OS) {
  Explanation E = explainAssembly(A);
  llvm::json::OStream J(OS);
  J.object([&] {
    J.attribute("generation", E.Generation);
    J.attributeArray("instructions", [&] {
      for (const ExplainedInstruction &X : E.Instructions)
        instruction(J, X, *A.Cpu);
    });
  });
}
