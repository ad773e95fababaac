// Printing of a '.set' whose right side is not absolute when it is assigned
// (MCExpr printer: no spaces, binary operands parenthesised unless constant or
// symbol, constants folded into the top-level add).
// Every CHECK line below was produced by llvm-mc 19.
// RUN: gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s | FileCheck %s --match-full-lines
// CHECK: .text
e1 = a + b * c
// CHECK-NEXT: .set e1, a+(b*c)
e2 = -a
// CHECK-NEXT: .set e2, -a
e3 = ~a
// CHECK-NEXT: .set e3, ~a
e4 = !a
// CHECK-NEXT: .set e4, !a
e5 = +a
// CHECK-NEXT: .set e5, +a
e6 = a << 2
// CHECK-NEXT: .set e6, a<<2
e7 = a == b
// CHECK-NEXT: .set e7, a==b
e8 = a && b || c
// CHECK-NEXT: .set e8, (a&&b)||c
e9 = a <> b
// CHECK-NEXT: .set e9, a!=b
e10 = a ! b
// CHECK-NEXT: .set e10, a!b
e11 = a - (b - c)
// CHECK-NEXT: .set e11, a-(b-c)
e12 = a + 1 + 2
// CHECK-NEXT: .set e12, (a+1)+2
e13 = 1 + a
// CHECK-NEXT: .set e13, 1+a
e14 = a + -1
// CHECK-NEXT: .set e14, a+(-1)
e15 = a - -1
// CHECK-NEXT: .set e15, a-(-1)
e16 = a + (1 + 2)
// CHECK-NEXT: .set e16, a+3
e17 = (a)
// CHECK-NEXT: .set e17, a
e18 = a * (b + c)
// CHECK-NEXT: .set e18, a*(b+c)
e19 = -(a + 1)
// CHECK-NEXT: .set e19, -(a+1)
e20 = a >> 1
// CHECK-NEXT: .set e20, a>>1
e21 = a / 2 % 3
// CHECK-NEXT: .set e21, (a/2)%3
e22 = a + 0x10
// CHECK-NEXT: .set e22, a+16
e23 = a ^ b & c
// CHECK-NEXT: .set e23, (a^b)&c
e24 = a != b
// CHECK-NEXT: .set e24, a!=b
e25 = a >= b
// CHECK-NEXT: .set e25, a>=b
e26 = a <= b
// CHECK-NEXT: .set e26, a<=b
e27 = a < b
// CHECK-NEXT: .set e27, a<b
e28 = a > b
// CHECK-NEXT: .set e28, a>b
e29 = a | b
// CHECK-NEXT: .set e29, a|b
e30 = a + 'c'
// CHECK-NEXT: .set e30, a+99
e31 = -5 + a
// CHECK-NEXT: .set e31, (-5)+a
e32 = a - 5
// CHECK-NEXT: .set e32, a-5
e33 = a + 0
// CHECK-NEXT: .set e33, a+0
e34 = - -a
// CHECK-NEXT: .set e34, --a
e35 = a + (-1)
// CHECK-NEXT: .set e35, a-1
e36 = (a + b) + (c + d)
// CHECK-NEXT: .set e36, (a+b)+(c+d)
// More shapes.
f1 = a - b - c
// CHECK-NEXT: .set f1, (a-b)-c
f2 = a * b * c
// CHECK-NEXT: .set f2, (a*b)*c
f3 = (a * b) + (c * d)
// CHECK-NEXT: .set f3, (a*b)+(c*d)
f4 = a + b + c + d
// CHECK-NEXT: .set f4, ((a+b)+c)+d
f5 = 2 * a
// CHECK-NEXT: .set f5, 2*a
f6 = a * 2 + 1
// CHECK-NEXT: .set f6, (a*2)+1
f7 = 1 + 2 + a
// CHECK-NEXT: .set f7, (1+2)+a
f8 = a + 1 - 1
// CHECK-NEXT: .set f8, (a+1)-1
f9 = a - 0
// CHECK-NEXT: .set f9, a-0
f10 = a || b && c
// CHECK-NEXT: .set f10, a||(b&&c)
f11 = ~(a | b)
// CHECK-NEXT: .set f11, ~(a|b)
f12 = !(a == b)
// CHECK-NEXT: .set f12, !(a==b)
f13 = a + 0xffffffffffffffff
// CHECK-NEXT: .set f13, a-1
f14 = a - 0x8000000000000000
// CHECK-NEXT: .set f14, a--9223372036854775808
f15 = a + 1 * 2
// CHECK-NEXT: .set f15, a+(1*2)
f16 = (a + 1) * 2
// CHECK-NEXT: .set f16, (a+1)*2
f17 = a % b
// CHECK-NEXT: .set f17, a%b
f18 = 0 - a
// CHECK-NEXT: .set f18, 0-a
f19 = a + x.y
// CHECK-NEXT: .set f19, a+x.y
f20 = $5 + a
// CHECK-NEXT: .set f20, ($5)+a
f21 = a + $5
// CHECK-NEXT: .set f21, a+($5)
f22 = - $5
// CHECK-NEXT: .set f22, -($5)
f23 = a + _b$.c
// CHECK-NEXT: .set f23, a+_b$.c
f24 = a + 1.5
// CHECK-NEXT: .set f24, a+4609434218613702656
f25 = undefined_sym + 1
// CHECK-NEXT: .set f25, undefined_sym+1
// Partially defined: defined symbols print by name, not by value.
k = 5
// CHECK-NEXT: .set k, 5
g1 = k + a
// CHECK-NEXT: .set g1, 5+a
g2 = a + k
// CHECK-NEXT: .set g2, a+5
g3 = a + (k * 2)
// CHECK-NEXT: .set g3, a+10
// The same directives print the same way, plus .no_dead_strip.
.set h1, a + 1
// CHECK-NEXT: .set h1, a+1
// CHECK-NEXT: .no_dead_strip	h1
.equ h2, a * 2
// CHECK-NEXT: .set h2, a*2
// CHECK-NEXT: .no_dead_strip	h2
.equiv h3, (a - 1)
// CHECK-NEXT: .set h3, a-1
// CHECK-NEXT: .no_dead_strip	h3
// Labels are not absolute, so label expressions print unfolded.
lab1:
// CHECK-NEXT: lab1:
lab2:
// CHECK-NEXT: lab2:
i1 = lab2 - lab1
// CHECK-NEXT: .set i1, lab2-lab1
i2 = lab1
// CHECK-NEXT: .set i2, lab1
i3 = lab1 + 4
// CHECK-NEXT: .set i3, lab1+4
i4 = lab1 - lab1
// CHECK-NEXT: .set i4, lab1-lab1
