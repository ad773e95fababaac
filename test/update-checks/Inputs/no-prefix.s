// Two RUN lines that disagree and share their only prefix.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>/dev/null | FileCheck %s
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1100 -show-encoding %s 2>/dev/null | FileCheck %s
s_sendmsg 1
