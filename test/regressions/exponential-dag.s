// Found by the libFuzzer target: each symbol refers twice to the one before,
// so expanding it naively takes 2^60 steps (llvm-mc never finishes on this).
// gfxas evaluates each symbol once per evaluation, in either order, with
// and without --explain. The results are the ones llvm-mc gives on the same
// chain cut to 20 levels; the GFXAS lines are written by hand from those.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 %s | FileCheck %s --check-prefix=GFXAS
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 --explain %s | FileCheck %s --check-prefix=EXPLAIN
a0 = u
a1 = a0 + a0
a2 = a1 + a1
a3 = a2 + a2
a4 = a3 + a3
a5 = a4 + a4
a6 = a5 + a5
a7 = a6 + a6
a8 = a7 + a7
a9 = a8 + a8
a10 = a9 + a9
a11 = a10 + a10
a12 = a11 + a11
a13 = a12 + a12
a14 = a13 + a13
a15 = a14 + a14
a16 = a15 + a15
a17 = a16 + a16
a18 = a17 + a17
a19 = a18 + a18
a20 = a19 + a19
a21 = a20 + a20
a22 = a21 + a21
a23 = a22 + a22
a24 = a23 + a23
a25 = a24 + a24
a26 = a25 + a25
a27 = a26 + a26
a28 = a27 + a27
a29 = a28 + a28
a30 = a29 + a29
a31 = a30 + a30
a32 = a31 + a31
a33 = a32 + a32
a34 = a33 + a33
a35 = a34 + a34
a36 = a35 + a35
a37 = a36 + a36
a38 = a37 + a37
a39 = a38 + a38
a40 = a39 + a39
a41 = a40 + a40
a42 = a41 + a41
a43 = a42 + a42
a44 = a43 + a43
a45 = a44 + a44
a46 = a45 + a45
a47 = a46 + a46
a48 = a47 + a47
a49 = a48 + a48
a50 = a49 + a49
a51 = a50 + a50
a52 = a51 + a51
a53 = a52 + a52
a54 = a53 + a53
a55 = a54 + a54
a56 = a55 + a55
a57 = a56 + a56
a58 = a57 + a57
a59 = a58 + a58
a60 = a59 + a59
u = 1
// GFXAS: .set a60, a59+a59
// GFXAS: .set u, 1
s_waitcnt a60 - 0x1000000000000000 + 5
// GFXAS-NEXT: s_waitcnt vmcnt(5) expcnt(0) lgkmcnt(0)
// EXPLAIN: a60 = 1152921504606846976 line 68, the latest definition
b60 = b59 + b59
b59 = b58 + b58
b58 = b57 + b57
b57 = b56 + b56
b56 = b55 + b55
b55 = b54 + b54
b54 = b53 + b53
b53 = b52 + b52
b52 = b51 + b51
b51 = b50 + b50
b50 = b49 + b49
b49 = b48 + b48
b48 = b47 + b47
b47 = b46 + b46
b46 = b45 + b45
b45 = b44 + b44
b44 = b43 + b43
b43 = b42 + b42
b42 = b41 + b41
b41 = b40 + b40
b40 = b39 + b39
b39 = b38 + b38
b38 = b37 + b37
b37 = b36 + b36
b36 = b35 + b35
b35 = b34 + b34
b34 = b33 + b33
b33 = b32 + b32
b32 = b31 + b31
b31 = b30 + b30
b30 = b29 + b29
b29 = b28 + b28
b28 = b27 + b27
b27 = b26 + b26
b26 = b25 + b25
b25 = b24 + b24
b24 = b23 + b23
b23 = b22 + b22
b22 = b21 + b21
b21 = b20 + b20
b20 = b19 + b19
b19 = b18 + b18
b18 = b17 + b17
b17 = b16 + b16
b16 = b15 + b15
b15 = b14 + b14
b14 = b13 + b13
b13 = b12 + b12
b12 = b11 + b11
b11 = b10 + b10
b10 = b9 + b9
b9 = b8 + b8
b8 = b7 + b7
b7 = b6 + b6
b6 = b5 + b5
b5 = b4 + b4
b4 = b3 + b3
b3 = b2 + b2
b2 = b1 + b1
b1 = b0 + b0
b0 = 1
s_waitcnt b60 - 0x1000000000000000 + 6
// GFXAS: s_waitcnt vmcnt(6) expcnt(0) lgkmcnt(0)
s_waitcnt b59 - 0x0800000000000000 + 7
// GFXAS-NEXT: s_waitcnt vmcnt(7) expcnt(0) lgkmcnt(0)
