// programs.mjs: random scalar programs for the playground's tests and
// bench, seeded, across the generations: instructions with registers,
// inline constants, literals and symbols, counters, messages, branches to
// labels, assignments, and now and then a line gfxas rejects.

export function random(seed) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
  return {
    int: (n) => Math.floor(next() * n),
    pick(list) { return list[Math.floor(next() * list.length)]; },
    chance: (p) => next() < p,
  };
}

export const CPUS = ['gfx600', 'gfx700', 'gfx803', 'gfx900', 'gfx90a', 'gfx940',
                     'gfx1010', 'gfx1030', 'gfx1100', 'gfx1150', 'gfx1200'];

const generation = (cpu) => Number(cpu.slice(3, cpu.length - 2));

export function program(r, cpu, lines) {
  const gen = generation(cpu);
  const sreg = () => 's' + r.int(gen >= 11 ? 100 : 96);
  const pair = () => { const n = 2 * r.int(40); return `s[${n}:${n + 1}]`; };
  const src = () => r.pick([sreg(), sreg(), String(r.int(81) - 16), '0x' + (r.int(2 ** 31) * 2 + r.int(2)).toString(16),
                            'vcc_lo', 'm0', 'exec_hi', '0.5', '-4.0', 'sym' + r.int(4)]);
  const out = [];
  let labels = 0;
  for (let i = 0; i < 4; ++i) out.push(`sym${i} = ${r.int(200) - 50}`);
  for (let i = 0; out.length < lines; ++i) {
    const k = r.int(100);
    if (k < 12) out.push(`  s_mov_b32 ${sreg()}, ${src()}`);
    else if (k < 22) out.push(`  ${r.pick(['s_add_u32', 's_sub_u32', 's_and_b32', 's_or_b32', 's_lshl_b32', 's_mul_i32', 's_bfe_u32', 's_cselect_b32'])} ${sreg()}, ${src()}, ${r.pick([sreg(), String(r.int(64))])}`);
    else if (k < 28) out.push(`  ${r.pick(['s_and_b64', 's_or_b64', 's_xor_b64'])} ${pair()}, ${pair()}, ${r.pick(['exec', 'vcc', pair()])}`);
    else if (k < 34) out.push(`  ${r.pick(['s_cmp_eq_u32', 's_cmp_lg_i32', 's_cmp_lt_u32', 's_bitcmp1_b32'])} ${sreg()}, ${src()}`);
    else if (k < 40) out.push(`  ${r.pick(['s_movk_i32', 's_cmpk_eq_i32', 's_addk_i32', 's_mulk_i32'])} ${sreg()}, ${r.pick(['0x' + r.int(65536).toString(16), String(r.int(1000)), 'sym1'])}`);
    else if (k < 44) out.push(`  s_getreg_b32 ${sreg()}, hwreg(${r.pick(['HW_REG_MODE', 'HW_REG_STATUS', 'HW_REG_TRAPSTS', '1', '5'])}, ${r.int(8)}, ${1 + r.int(16)})`);
    else if (k < 56) {
      if (gen >= 12) out.push(`  ${r.pick(['s_wait_loadcnt', 's_wait_kmcnt', 's_wait_dscnt', 's_wait_storecnt'])} ${r.pick([String(r.int(64)), 'sym2 & 7'])}`);
      else out.push(`  s_waitcnt ${r.pick([`vmcnt(${r.int(16)})`, `lgkmcnt(${r.int(16)})`, `expcnt(${r.int(8)})`, `vmcnt(${r.int(8)}) lgkmcnt(${r.int(8)})`, `vmcnt(0) & expcnt(1)`, String(r.int(65536))])}`);
    } else if (k < 62) out.push(`  s_sendmsg ${r.pick(['sendmsg(MSG_INTERRUPT)', 'sendmsg(2, 1, 0)', 'sendmsg(MSG_GS_DONE, GS_OP_NOP)', String(r.int(512))])}`);
    else if (k < 68) out.push(`  s_nop ${r.pick([String(r.int(16)), 'sym0 & 15'])}`);
    else if (k < 72 && gen >= 11) out.push(`  s_delay_alu ${r.pick(['instid0(VALU_DEP_1)', 'instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)', String(r.int(4096))])}`);
    else if (k < 78) out.push(`L${labels++}:`);
    else if (k < 84 && labels) out.push(`  ${r.pick(['s_branch', 's_cbranch_scc0', 's_cbranch_vccnz', 's_cbranch_execz'])} L${r.int(labels)}`);
    else if (k < 88) out.push(`  ${r.pick(['s_not_b32', 's_brev_b32', 's_bcnt1_i32_b32', 's_ff1_i32_b32', 's_sext_i32_i8'])} ${sreg()}, ${src()}`);
    else if (k < 91) out.push(`sym${r.int(4)} = ${r.int(300)}`);
    else if (k < 93) out.push(`  // a comment`);
    else if (k < 95) out.push(r.pick(['  s_mov_b32 s0', '  s_bogus s1, s2', '  s_waitcnt vmcnt(99)', '  s_add_u32 s0, s1, 0x1, 2', '  s_nop 1 2']));
    else if (k < 97) out.push(`  s_endpgm`);
    else out.push('');
  }
  return out.join('\n') + '\n';
}
