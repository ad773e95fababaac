// playground.js: the page. Every keystroke re-assembles the editor's text
// with gfxas-web.wasm and redraws the listing, the words, the errors at
// their lines and the bit picture of the instruction on the caret's line.
// The program, the processor and the direction live in the URL's fragment.
'use strict';

const $ = (id) => document.getElementById(id);
// Text set only when it changed, which spares the browser a relayout.
const setText = (id, text) => { if ($(id).textContent !== text) $(id).textContent = text; };
const hex8 = (w) => '0x' + (w >>> 0).toString(16).padStart(8, '0');
const binary = (v, width) => (v >>> 0).toString(2).padStart(width, '0');
const bitRange = (shift, width) =>
  width === 1 ? String(shift) : `${shift + width - 1}:${shift}`;
const COLOURS = 8;

const state = { gfxas: null, mode: 'asm', result: null, instructions: [] };

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    // Through the CSSOM: the page's Content-Security-Policy refuses style
    // attributes.
    else if (k === 'style') e.style.cssText = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
}

// ---- the URL's fragment: cpu, mode and program -------------------------

function readFragment() {
  const params = new URLSearchParams(location.hash.slice(1));
  return { cpu: params.get('cpu'), mode: params.get('mode'), text: params.get('src') };
}

function writeFragment() {
  const params = new URLSearchParams();
  params.set('cpu', $('cpu').value);
  params.set('mode', state.mode);
  params.set('src', $('source').value);
  history.replaceState(null, '', '#' + params.toString());
}

// ---- the boxes of a word's picture, as --explain=html draws them -------

// The boxes of one instruction's word, highest bits first: the format's
// marker, the opcode, and each operand's fields (ExplainHtml.cpp's
// wordBoxes); each box says what --explain=html's aria-label says.
function wordBoxes(x) {
  const boxes = [], groups = [];
  let next = 0;
  const colour = (unused) => (unused ? 'cu' : 'c' + (next++ % COLOURS));
  const hex = (v, w) => '0x' + v.toString(16).padStart(Math.ceil(w / 4), '0');
  for (const c of x.columns) {
    const bin = binary(c.value, c.width);
    if (c.unused) {
      boxes.push({ shift: c.shift, width: c.width, name: c.name, binary: bin, value: hex(c.value, c.width), meaning: '', colour: 'cu', source: '' });
      continue;
    }
    if (c.operand === undefined) {
      const isOpcode = c.name === 'opcode';
      boxes.push({ shift: c.shift, width: c.width, name: c.name, binary: bin, value: hex(c.value, c.width),
                   meaning: isOpcode ? x.mnemonic : `the ${c.name} format`,
                   colour: isOpcode ? colour(false) : 'cm', source: 'm' });
      continue;
    }
    const o = x.operands[c.operand];
    if (o.fields.length === 1) {
      const f = o.fields[0];
      boxes.push({ shift: c.shift, width: c.width, name: c.name, binary: bin, value: hex(c.value, c.width),
                   meaning: f.meaning, colour: colour(f.unused), source: 'o' + c.operand });
      continue;
    }
    groups.push({ shift: c.shift, width: c.width, name: c.name });
    for (const f of o.fields)
      boxes.push({ shift: c.shift + f.shift, width: f.width, name: f.name, binary: binary(f.value, f.width),
                   value: String(f.value), meaning: f.meaning, colour: colour(f.unused),
                   source: f.unused ? '' : 'o' + c.operand });
  }
  return { boxes, groups };
}

function boxLabel(b) {
  const hi = b.shift + b.width - 1;
  const bits = b.width === 1 ? `bit ${hi}` : `bits ${hi} to ${b.shift}`;
  let said = `${bits}: ${b.name}, binary ${b.binary}, value ${b.value}`;
  if (b.meaning) said += ', ' + b.meaning;
  return said;
}

// A word's picture: bit numbers, one button per bit (flips it), the
// fields' boxes and the operands' names under their sub-fields.
function diagram(word, boxes, groups, onFlip, label) {
  const grid = el('div', { class: 'bits', role: 'group', 'aria-label': label });
  for (let bit = 31; bit >= 0; --bit)
    grid.append(el('span', { class: 'bn', 'aria-hidden': 'true', text: String(bit), style: `grid-column:${32 - bit}` }));
  for (let bit = 31; bit >= 0; --bit) {
    const on = (word >>> bit) & 1;
    const box = boxes.find((b) => bit >= b.shift && bit < b.shift + b.width);
    grid.append(el('button', {
      class: 'bit ' + (box ? box.colour : 'cu'), type: 'button', 'data-bit': String(bit),
      style: `grid-column:${32 - bit};grid-row:2`,
      'aria-label': `flip bit ${bit}, now ${on}`, text: String(on),
      onclick: () => onFlip(bit),
    }));
  }
  const list = el('div', { class: 'fields', role: 'list', style: 'display:contents' });
  for (const b of boxes) {
    const hi = b.shift + b.width - 1;
    const said = boxLabel(b);
    const f = el('div', {
      class: 'f ' + b.colour, role: 'listitem', tabindex: '0', 'aria-label': said, title: said,
      style: `grid-column:${32 - hi} / span ${b.width};grid-row:3`,
    },
    el('span', { class: 'b', text: bitRange(b.shift, b.width) }),
    el('span', { class: 'n', text: b.name }),
    el('span', { class: 'd', text: `${b.binary} = ${b.value}` }));
    if (b.meaning) f.append(el('span', { class: 'm', text: b.meaning }));
    if (b.source) f.dataset.src = b.source;
    list.append(f);
  }
  grid.append(list);
  for (const g of groups) {
    const hi = g.shift + g.width - 1;
    grid.append(el('span', { class: 'g', 'aria-hidden': 'true', text: `${g.name} ${bitRange(g.shift, g.width)}`,
                             style: `grid-column:${32 - hi} / span ${g.width};grid-row:4` }));
  }
  return grid;
}

// The whole explanation of one instruction: its source, word picture,
// second word, branch arithmetic, operand tables and symbols.
function explainInstruction(x, where, cpuGeneration, words, onFlip) {
  const card = el('div', { class: 'card' });
  card.append(el('h3', {}, `${where}, byte offset 0x${x.offset.toString(16)}: `,
                 el('code', { text: x.printed })));
  const { boxes, groups } = wordBoxes(x);
  card.append(el('figure', { class: 'word' },
    el('figcaption', {}, 'word ', el('code', { text: hex8(x.word) })),
    diagram(x.word, boxes, groups, (bit) => onFlip(0, bit), `word ${hex8(x.word)}, fields from bit 31 down`)));
  if (x.second) {
    const literal = x.second.kind === 'literal';
    const users = x.operands.filter((o) => o.takesLiteral).map((o) => o.name).join(' and ');
    const meaning = literal ? 'the literal of ' + (users || 'the operand') : 's_nop 0: ' + x.second.reason;
    const name = literal ? 'literal' : 's_nop 0';
    const box = { shift: 0, width: 32, name, binary: binary(x.second.value, 32),
                  value: hex8(x.second.value), meaning, colour: literal ? 'c7' : 'cm', source: '' };
    card.append(el('figure', { class: 'word' },
      el('figcaption', {}, (literal ? 'literal ' : 'then s_nop 0 '), el('code', { text: hex8(x.second.value) }), ' (the next word)'),
      diagram(x.second.value, [box], [], (bit) => onFlip(1, bit), `${name} word ${hex8(x.second.value)}`)));
  }
  if (x.branch)
    card.append(el('p', { class: 'note branch', text: `branch to ${x.branch.target}${x.branch.arithmetic}` }));
  for (const o of x.operands) {
    if (o.width === 0) {
      card.append(el('p', { class: 'note' }, el('code', { text: o.name }), ': the literal, which has no field'));
      continue;
    }
    const table = el('table', {}, el('caption', {}, el('code', { text: o.name }), ` fields (${cpuGeneration}, ${o.writing})`));
    const head = el('tr');
    for (const h of ['bits', 'field', 'binary', 'value', 'meaning']) head.append(el('th', { scope: 'col', text: h }));
    table.append(el('thead', {}, head));
    const body = el('tbody');
    for (const f of o.fields)
      body.append(el('tr', {}, el('td', { class: 'mono', text: bitRange(f.shift, f.width) }), el('td', { text: f.name }),
                      el('td', { class: 'mono', text: binary(f.value, f.width) }), el('td', { text: String(f.value) }),
                      el('td', { text: f.meaning })));
    table.append(body);
    card.append(table);
  }
  if (x.symbols.length) {
    const list = el('ul', { class: 'syms' });
    for (const s of x.symbols)
      list.append(el('li', { class: s.forward ? 'fwd' : '' }, el('code', { text: s.name }),
        ` = ${s.value}: ` + (s.defLine ? `line ${s.defLine}, ` : '') + s.resolution + (s.via ? `, in the definition of ${s.via}` : '')));
    card.append(el('h4', { text: 'Symbols' }), list);
  }
  return card;
}

// ---- the editor ---------------------------------------------------------

function caretLine() {
  const t = $('source');
  return t.value.slice(0, t.selectionStart).split('\n').length;
}

// Redrawn only when the number of lines or the lines with errors change:
// most keystrokes change neither.
let gutterKey = '';
function drawGutter(errorLines) {
  const lines = $('source').value.split('\n').length;
  const gutter = $('gutter');
  const key = lines + ':' + [...errorLines].join(',');
  if (key === gutterKey) return;
  gutterKey = key;
  gutter.textContent = '';
  for (let i = 1; i <= lines; ++i)
    gutter.append(el('span', { class: errorLines.has(i) ? 'err' : '', text: String(i) }), '\n');
  gutter.scrollTop = $('source').scrollTop;
}

function goToLine(line) {
  const t = $('source');
  const lines = t.value.split('\n');
  let at = 0;
  for (let i = 1; i < line && i <= lines.length; ++i) at += lines[i - 1].length + 1;
  t.focus();
  t.setSelectionRange(at, at + (lines[line - 1] ?? '').length);
  drawPicture();
}

function drawErrors(items) {
  const list = $('errors');
  list.textContent = '';
  for (const d of items) {
    const where = d.line ? `line ${d.line}` : d.where;
    const link = el('a', { href: '#', class: 'diag ' + d.severity, 'data-line': String(d.line ?? 0),
                           text: `${where}: ${d.severity}: ${d.message}` });
    link.addEventListener('click', (e) => { e.preventDefault(); if (d.line) goToLine(d.line); });
    list.append(el('li', {}, link));
  }
  if (!items.length) list.append(el('li', { class: 'ok', text: 'none' }));
}

// ---- assembling and drawing -------------------------------------------

function flipWords(words, index, bit) {
  const flipped = words.slice();
  flipped[index] = (flipped[index] ^ (1 << bit)) >>> 0;
  return flipped;
}

// What the words become with one bit flipped: the instruction, or why
// they are no instruction.
function showFlip(words, index, bit, firstLine) {
  const flipped = flipWords(words, index, bit);
  if (state.mode === 'words') {
    // The word's own line of the editor changes; the caret stays on it.
    const t = $('source');
    const lines = t.value.split('\n');
    const line = state.wordLines[state.wordLines.indexOf(firstLine) + index];
    lines[line - 1] = hex8(flipped[index]);
    t.value = lines.join('\n');
    const at = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
    t.setSelectionRange(at, at);
    update();
    return;
  }
  const d = state.gfxas.disassemble(flipped.map(hex8).join('\n'), $('cpu').value);
  const lines = d.listing.split('\n').map((l) => l.trim()).filter((l) => l && l !== '.text');
  const box = $('flip');
  box.textContent = '';
  box.append(el('p', {}, `bit ${bit} flipped: `, el('code', { text: flipped.map(hex8).join(' ') }), ' is '));
  if (d.diagnostics.length)
    box.append(el('p', { class: 'diag error', text: d.diagnostics.map((x) => `word ${x.word + 1}: ${x.message}`).join('; ') }));
  if (lines.length) box.append(el('pre', { text: lines.join('\n') }));
}

function drawPicture() {
  const target = $('explain');
  target.textContent = '';
  const r = state.result;
  if (!r || !r.explain) return;
  const xs = r.explain.instructions;
  if (!xs.length) { $('picked').textContent = ''; return; }
  // The instruction on the caret's line, or the last one before it.
  const line = caretLine();
  const first = state.mode === 'asm' ? xs.map((i) => i.line) : state.firstLines;
  let k = first.findIndex((l) => l === line);
  if (k < 0) k = Math.max(0, first.filter((l) => l !== undefined && l < line).length - 1);
  const x = xs[k];
  const where = state.mode === 'asm' ? `line ${x.line}`
    : `word ${state.wordLines.indexOf(first[k]) + 1} (line ${first[k]})`;
  $('picked').textContent = `(${where}: ${x.printed})`;
  const words = [x.word, ...(x.second ? [x.second.value] : [])];
  target.append(explainInstruction(x, where, r.explain.generation, words,
                                   (index, bit) => showFlip(words, index, bit, first[k])));
}

function update() {
  const started = performance.now();
  const text = $('source').value, cpu = $('cpu').value;
  $('flip').textContent = '';
  let errors = [];
  if (state.mode === 'asm') {
    const r = state.gfxas.assemble(text, cpu);
    state.result = r;
    setText('listing', r.listing);
    setText('words', r.words.map(hex8).join('\n'));
    errors = r.diagnostics.map((d) => ({ ...d, where: 'file' }));
  } else {
    const d = state.gfxas.disassemble(text, cpu);
    state.result = d.assembly;
    setText('listing', d.listing);
    const same = JSON.stringify(d.assembly.words);
    setText('words', d.assembly.words.map(hex8).join('\n'));
    // Word N is on the Nth line that has a word; each instruction starts
    // at the next word the disassembler did not reject.
    const wordLines = [];
    text.split('\n').forEach((l, i) => { if (l.trim()) wordLines.push(i + 1); });
    const rejected = new Set(d.diagnostics.map((x) => x.word));
    state.wordLines = wordLines;
    state.firstLines = [];
    let w = 0;
    for (const x of d.assembly.explain?.instructions ?? []) {
      while (rejected.has(w)) ++w;
      state.firstLines.push(wordLines[w]);
      w += x.second ? 2 : 1;
    }
    errors = d.diagnostics.map((x) => ({ line: wordLines[x.word], severity: x.severity,
                                         message: x.message, where: `word ${x.word + 1}` }));
    const given = text.split('\n').map((l) => l.trim()).filter(Boolean).map((l) => parseInt(l.replace(/^0x/i, ''), 16) >>> 0);
    const valid = given.filter((_, i) => !d.diagnostics.some((x) => x.word === i));
    if (JSON.stringify(valid) !== same && !d.diagnostics.length)
      errors.push({ line: 0, where: 'words', severity: 'note',
                    message: 'gfxas encodes this disassembly as ' + d.assembly.words.map(hex8).join(' ') });
  }
  drawErrors(errors);
  drawGutter(new Set(errors.filter((e) => e.severity === 'error' || e.severity === 'warning').map((e) => e.line)));
  drawPicture();
  writeFragment();
  state.lastUpdateMs = performance.now() - started;
  $('status').textContent = `${state.mode === 'asm' ? 'assembled' : 'disassembled'} in ${state.lastUpdateMs.toFixed(1)} ms`;
  document.body.dataset.updates = String(Number(document.body.dataset.updates ?? 0) + 1);
}

function setMode(mode) {
  state.mode = mode === 'words' ? 'words' : 'asm';
  for (const r of document.querySelectorAll('input[name=mode]')) r.checked = r.value === state.mode;
  $('editor-title').textContent = state.mode === 'asm' ? 'Program' : 'Words (one hex word to a line)';
}

async function start() {
  state.gfxas = await GfxasModule.load();
  const cpus = state.gfxas.cpus();
  for (const c of cpus) $('cpu').append(el('option', { value: c.name, text: c.name }));
  GFXAS_EXAMPLES.forEach((x, i) => $('example').append(el('option', { value: String(i), text: x.name })));
  const f = readFragment();
  const first = GFXAS_EXAMPLES[0];
  $('cpu').value = cpus.some((c) => c.name === f.cpu) ? f.cpu : first.cpu;
  setMode(f.mode ?? first.mode);
  $('source').value = f.text ?? first.text;

  $('source').addEventListener('input', update);
  $('source').addEventListener('scroll', () => { $('gutter').scrollTop = $('source').scrollTop; });
  for (const ev of ['keyup', 'click', 'select']) $('source').addEventListener(ev, drawPicture);
  $('cpu').addEventListener('change', update);
  for (const r of document.querySelectorAll('input[name=mode]'))
    r.addEventListener('change', () => { setMode(r.value); update(); });
  $('example').addEventListener('change', () => {
    const x = GFXAS_EXAMPLES[Number($('example').value)];
    if (!x) return;
    $('cpu').value = x.cpu;
    setMode(x.mode);
    $('source').value = x.text;
    update();
  });
  // A tab in the editor indents, as in an assembler's source; Escape then
  // Tab leaves it (the usual way out of a code editor).
  let escaped = false;
  $('source').addEventListener('keydown', (e) => {
    if (e.key === 'Escape') { escaped = true; return; }
    if (e.key === 'Tab' && !escaped && !e.shiftKey) {
      e.preventDefault();
      document.execCommand('insertText', false, '\t');
    }
    escaped = false;
  });
  window.addEventListener('hashchange', () => {
    const g = readFragment();
    if (g.text === null || g.text === $('source').value) return;
    if (g.cpu) $('cpu').value = g.cpu;
    setMode(g.mode);
    $('source').value = g.text;
    update();
  });
  update();
  document.body.dataset.ready = 'true';
}

// For the tests and the bench (web/test/).
window.playgroundState = () => state;

start().catch((e) => { $('status').textContent = 'could not start: ' + e.message; throw e; });
