// .globl and .global take a comma-separated list, possibly empty, and each
// name takes effect before the next is parsed; private (.L) names are
// refused. Every CHECK line below was produced by llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s | FileCheck %s --match-full-lines
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// CHECK: .text
.globl a, b
// CHECK-NEXT: .globl	a
// CHECK-NEXT: .globl	b
.global  m , n , o
// CHECK-NEXT: .globl	m
// CHECK-NEXT: .globl	n
// CHECK-NEXT: .globl	o
.globl
.global ; an empty list is fine
.globl "q r"
// CHECK-NEXT: .globl	"q r"
.globl c,
// CHECK-NEXT: .globl	c
// ERR: :[[@LINE-2]]:10: error: expected identifier
.globl x,,y
// CHECK-NEXT: .globl	x
// ERR: :[[@LINE-2]]:10: error: expected identifier
.globl d e
// CHECK-NEXT: .globl	d
// ERR: :[[@LINE-2]]:10: error: unexpected token
.globl .Lx, f
// ERR: :[[@LINE-1]]:8: error: non-local symbol required
.global g , .Ly
// CHECK-NEXT: .globl	g
// ERR: :[[@LINE-2]]:13: error: non-local symbol required
.globl .L
// ERR: :[[@LINE-1]]:8: error: non-local symbol required
.globl 1
// ERR: :[[@LINE-1]]:8: error: expected identifier
.globl .
// ERR: :[[@LINE-1]]:8: error: expected identifier
