// The playground's built-in examples: a few programs that show what the
// picture explains, each with the processor it is written for.
'use strict';

const GFXAS_EXAMPLES = [
  {
    name: 'Waits and messages (gfx9)', cpu: 'gfx900', mode: 'asm',
    text: `// s_waitcnt splits its immediate into three counters
s_waitcnt vmcnt(0) lgkmcnt(0)
s_waitcnt expcnt(2) & lgkmcnt(1)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)
s_nop 3
s_endpgm
`,
  },
  {
    name: 'Scalar ALU and literals (gfx10)', cpu: 'gfx1030', mode: 'asm',
    text: `s_mov_b32 s0, 0x12345678      // a literal word follows
s_add_u32 s2, s3, -1          // an inline constant
s_and_b64 s[4:5], exec, vcc
s_cmp_lg_i32 s0, 64
s_movk_i32 s7, 0x1234
s_getreg_b32 s8, hwreg(HW_REG_MODE, 0, 4)
`,
  },
  {
    name: 'Branches and labels (gfx11)', cpu: 'gfx1100', mode: 'asm',
    text: `loop:
  s_add_u32 s0, s0, 1
  s_cmp_lt_u32 s0, 16
  s_cbranch_scc1 loop
  s_branch done
  s_nop 0
done:
  s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
  s_endpgm
`,
  },
  {
    name: 'Symbols and forward references (gfx12)', cpu: 'gfx1200', mode: 'asm',
    text: `count = 3
s_wait_loadcnt count
s_wait_kmcnt later
s_add_f32 s1, s2, 0.5
later = count + 1
s_endpgm
`,
  },
  {
    name: 'Errors at their lines (gfx9)', cpu: 'gfx900', mode: 'asm',
    text: `s_mov_b32 s0, s1
s_mov_b32 s0
s_waitcnt vmcnt(99)
s_add_f32 s1, s2, s3
`,
  },
  {
    name: 'Words to instructions (gfx9)', cpu: 'gfx900', mode: 'words',
    text: `0xbf8c0070
0xbe8000ff
0x12345678
0xbf810000
`,
  },
];
