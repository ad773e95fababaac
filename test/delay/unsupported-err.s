// s_delay_alu does not exist before GFX11 - 'instruction not supported on this GPU' on GFX6 to GFX10,
// also for operands that would be invalid. Messages and columns copied from llvm-mc 19.
// RUN: not gfxas -triple=amdgcn -mcpu=tahiti -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx600 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=bonaire -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=hawaii -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=tonga -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=fiji -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx802 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx906 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx908 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx90a -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx940 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx942 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1010 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1030 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace
// RUN: not gfxas -triple=amdgcn -mcpu=gfx1036 -show-encoding %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error: --strict-whitespace

// 'instruction not supported on this GPU' at column 1 takes priority over every operand error.
s_delay_alu 0
// ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
// ERR-NEXT: {{^}}s_delay_alu 0
// ERR-NEXT: {{^}}^
s_delay_alu 0x91
// ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
s_delay_alu instid0(VALU_DEP_1)
// ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
// ERR-NEXT: {{^}}s_delay_alu instid0(VALU_DEP_1)
// ERR-NEXT: {{^}}^
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
// ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
s_delay_alu
// ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
s_delay_alu 1 2
// ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
s_delay_alu 1, 2
// ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
s_delay_alu instid0(FOO)
// ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
s_delay_alu instid9(VALU_DEP_1)
// ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
s_delay_alu instid0(1)
// ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
s_delay_alu instid0(VALU_DEP_1
// ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
s_delay_alu undefined_sym
// ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
s_delay_alu (1
// ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
S_DELAY_ALU instid0(VALU_DEP_1)
// ERR: :[[@LINE-1]]:1: error: instruction not supported on this GPU
	s_delay_alu 0
// ERR: :[[@LINE-1]]:2: error: instruction not supported on this GPU
