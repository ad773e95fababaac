// Found by the layout differential (issue 28): a private symbol that a
// branch or a value uses and the file never defines is also reported by
// llvm-mc's object writer, once, as it picks the symbols ("Undefined
// temporary symbol"), after what layout reported.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -filetype=obj -o %t.o %s 2>&1 | FileCheck %s --check-prefix=OBJ --implicit-check-not=error:

s_branch .Lnowhere
// OBJ: :[[@LINE-1]]:1: error: undefined label '.Lnowhere'{{$}}
s_branch .Lnowhere
.long .Lvalue, .Lvalue
// OBJ: :[[@LINE-2]]:1: error: undefined label '.Lnowhere'{{$}}
.short .Lshort
// OBJ: :[[@LINE-1]]:8: error: undefined label '.Lshort'{{$}}
// OBJ: <unknown>:0: error: Undefined temporary symbol .Lnowhere{{$}}
// OBJ: <unknown>:0: error: Undefined temporary symbol .Lvalue{{$}}
// OBJ: <unknown>:0: error: Undefined temporary symbol .Lshort{{$}}
