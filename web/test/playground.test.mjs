// playground.test.mjs: the playground in Debian's headless Chromium
// (puppeteer-core drives /usr/bin/chromium; nothing is downloaded). The
// page is opened from file://, and every request it makes is checked to be
// for its own files. Then:
//  - programs typed key by key, and a few hundred generated ones on every
//    generation, give the native gfxas's listing, words, errors (line,
//    severity, message) and, for instructions picked by the caret, the same
//    field boxes as its --explain=html (their full spoken labels);
//  - the URL's fragment opens the same program on the same processor;
//  - flipping each bit of a word gives what the native disassembler makes
//    of the flipped word, an instruction or "invalid instruction encoding";
//  - errors stand at their lines, and a click on one moves the caret there;
//  - the page is usable from the keyboard: tab into the editor, type, leave
//    it with Escape and Tab, flip a bit with Enter.
// It saves screenshots of the playground and of its picture.
// Usage: node playground.test.mjs [--count N]; GFXAS (native gfxas),
// GFXAS_SITE (the built page) and GFXAS_SCREENSHOTS (a folder) override
// the defaults under the repository.
import puppeteer from 'puppeteer-core';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { random, program, CPUS } from './programs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const gfxas = process.env.GFXAS ?? path.join(root, 'build/bin/gfxas');
const site = process.env.GFXAS_SITE ?? path.join(root, 'build-web/site');
const shots = process.env.GFXAS_SCREENSHOTS ?? path.join(root, 'build-web/screenshots');
const countArg = process.argv.indexOf('--count');
const COUNT = countArg > 0 ? Number(process.argv[countArg + 1]) : 300;
const pageUrl = pathToFileURL(path.join(site, 'index.html')).href;

let failures = 0, checks = 0, pictures = 0;
function check(ok, what) {
  ++checks;
  if (!ok) { ++failures; console.error('FAIL: ' + what); }
}
const equal = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function native(args, input) {
  const r = spawnSync(gfxas, args, { input, encoding: 'utf8' });
  if (r.error) throw r.error;
  return r;
}

const decodeHtml = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
  .replace(/&#39;/g, "'").replace(/&#xfffd;/g, '\ufffd').replace(/&amp;/g, '&');

// What the native gfxas says of a program: its listing, words, errors and
// the labels of each instruction's field boxes in --explain=html.
function nativeView(text, cpu) {
  const listing = native([`-mcpu=${cpu}`, '-show-encoding'], text);
  // The words: -filetype=words when the program assembles; otherwise the
  // listing's encodings, where a branch's offset bytes are llvm-mc's
  // fixup placeholders ("A"), which match any byte.
  let words = [];
  for (const m of listing.stdout.matchAll(/encoding: \[([^\]]*)\]/g)) {
    const bytes = m[1].split(',').map((b) => (b === 'A' ? '..' : b.slice(2).padStart(2, '0')));
    for (let i = 0; i < bytes.length; i += 4)
      words.push('0x' + [3, 2, 1, 0].map((j) => bytes[i + j]).join(''));
  }
  if (listing.status === 0)
    words = native([`-mcpu=${cpu}`, '-filetype=words'], text).stdout.split('\n').filter(Boolean);
  const errors = [...listing.stderr.matchAll(/^<stdin>:(\d+):\d+: (error|warning|note): (.*)$/gm)]
    .map((m) => `line ${m[1]}: ${m[2]}: ${m[3]}`);
  const html = native([`-mcpu=${cpu}`, '--explain=html'], text).stdout;
  const cards = html.split('<div class="more card">').slice(1).map((card) =>
    [...card.matchAll(/<div class="f [^"]*"[^>]* aria-label="([^"]*)"/g)].map((m) => decodeHtml(m[1])));
  return { listing: listing.stdout, words, errors, cards };
}

async function setProgram(page, text, cpu, mode = 'asm') {
  await page.evaluate((text, cpu, mode) => {
    document.getElementById('cpu').value = cpu;
    const radio = document.querySelector(`input[name=mode][value=${mode}]`);
    if (!radio.checked) { radio.checked = true; radio.dispatchEvent(new Event('change')); }
    const t = document.getElementById('source');
    t.value = text;
    t.dispatchEvent(new Event('input'));
  }, text, cpu, mode);
}

async function pageView(page) {
  return page.evaluate(() => ({
    listing: document.getElementById('listing').textContent,
    words: document.getElementById('words').textContent.split('\n').filter(Boolean),
    errors: [...document.querySelectorAll('#errors a.diag')].map((a) => a.textContent),
    errorLines: [...document.querySelectorAll('#gutter .err')].map((s) => Number(s.textContent)),
  }));
}

// Puts the caret on a line and returns the labels of the picked
// instruction's field boxes.
async function fieldsAtLine(page, line) {
  return page.evaluate((line) => {
    const t = document.getElementById('source');
    const lines = t.value.split('\n');
    let at = 0;
    for (let i = 1; i < line; ++i) at += lines[i - 1].length + 1;
    t.focus();
    t.setSelectionRange(at, at);
    t.dispatchEvent(new Event('click'));
    return [...document.querySelectorAll('#explain .f')].map((f) => f.getAttribute('aria-label'));
  }, line);
}

async function compareProgram(page, text, cpu, r, label) {
  const want = nativeView(text, cpu);
  const got = await pageView(page);
  check(got.listing === want.listing, `${label}: listing differs on ${cpu}\n${text}\n--- page\n${got.listing}\n--- gfxas\n${want.listing}`);
  const wordsMatch = got.words.length === want.words.length &&
    got.words.every((w, i) => new RegExp('^' + want.words[i] + '$').test(w));
  check(wordsMatch, `${label}: words differ on ${cpu}: ${got.words} vs ${want.words}`);
  check(equal(got.errors, want.errors), `${label}: errors differ on ${cpu}\n${text}\n${JSON.stringify(got.errors)}\n${JSON.stringify(want.errors)}`);
  const errorLines = [...new Set(want.errors.filter((e) => !/: note:/.test(e)).map((e) => Number(e.split(' ')[1].replace(':', ''))))];
  check(equal([...new Set(got.errorLines)].sort((a, b) => a - b), errorLines.sort((a, b) => a - b)),
        `${label}: error marks in the gutter at ${got.errorLines}, not ${errorLines}`);
  // The picture of one or two instructions, picked by the caret.
  const lines = await page.evaluate(() => (window.playgroundState().result.explain?.instructions ?? []).map((x) => x.line));
  check(lines.length === want.cards.length, `${label}: ${lines.length} instructions explained, gfxas --explain=html has ${want.cards.length}`);
  const picks = lines.length ? [0, r.int(lines.length)] : [];
  for (const k of picks) {
    // A line with two instructions cannot happen here; the first on its
    // line is the one the caret picks.
    if (lines.indexOf(lines[k]) !== k) continue;
    const fields = await fieldsAtLine(page, lines[k]);
    if (fields.length) ++pictures;
    check(equal(fields, want.cards[k]), `${label}: fields of line ${lines[k]} differ on ${cpu}\n${text}\n${JSON.stringify(fields)}\n${JSON.stringify(want.cards[k])}`);
  }
}

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--allow-file-access-from-files', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1400, height: 1000 });
  const requests = [];
  page.on('request', (q) => requests.push(q.url()));
  const pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  await page.goto(pageUrl);
  await page.waitForSelector('body[data-ready=true]', { timeout: 20000 });
  const r = random(20261128);

  // Every processor gfxas knows is in the chooser.
  const helpCpus = native(['-mcpu=help'], '').stdout.split('\n').slice(1).map((l) => l.trim()).filter(Boolean);
  const chooser = await page.$$eval('#cpu option', (os) => os.map((o) => o.value));
  check(equal(chooser, helpCpus), `the chooser has ${chooser.length} processors, -mcpu=help ${helpCpus.length}`);

  // Typed key by key: the page re-assembles on each key.
  for (const cpu of ['gfx900', 'gfx1100']) {
    const text = program(r, cpu, 6);
    await setProgram(page, '', cpu);
    const before = await page.evaluate(() => Number(document.body.dataset.updates));
    await page.focus('#source');
    await page.keyboard.type(text.replace(/\t/g, ' '));
    const after = await page.evaluate(() => Number(document.body.dataset.updates));
    check(after - before >= text.length - 1, `typing ${text.length} keys re-assembled ${after - before} times`);
    await compareProgram(page, text.replace(/\t/g, ' '), cpu, r, 'typed');
  }

  // Generated programs on every generation.
  for (let i = 0; i < COUNT; ++i) {
    const cpu = CPUS[i % CPUS.length];
    const text = program(r, cpu, 4 + r.int(14));
    await setProgram(page, text, cpu);
    await compareProgram(page, text, cpu, r, `program ${i}`);
  }

  // The URL's fragment brings back the program, the processor and the
  // direction in a new page.
  {
    const text = program(r, 'gfx1030', 10) + '\ts_mov_b32 s0, "#&%"  // a fragment needs escapes\n';
    await setProgram(page, text, 'gfx1030');
    const url = page.url();
    check(url.startsWith(pageUrl + '#'), `the URL ${url} has no fragment`);
    const other = await browser.newPage();
    other.on('request', (q) => requests.push(q.url()));
    await other.goto(url);
    await other.waitForSelector('body[data-ready=true]');
    const back = await other.evaluate(() => [document.getElementById('source').value, document.getElementById('cpu').value]);
    check(equal(back, [text, 'gfx1030']), `the fragment brought back ${JSON.stringify(back)}`);
    check(equal(await pageView(other), await pageView(page)), 'the linked page shows another result');
    await setProgram(other, '0xbf800001\n', 'gfx1200', 'words');
    const words = await browser.newPage();
    await words.goto(other.url());
    await words.waitForSelector('body[data-ready=true]');
    check(await words.evaluate(() => document.querySelector('input[name=mode]:checked').value) === 'words',
          'the fragment did not keep the words direction');
    await other.close();
    await words.close();
  }

  // Flip each bit of words in the words direction: the page gives what the
  // native disassembler makes of the flipped word.
  for (const [cpu, word] of [['gfx900', 0xbf8c0070], ['gfx1100', 0xbe800081], ['gfx1200', 0xbf870091], ['gfx700', 0xb0070064]]) {
    for (let bit = 0; bit < 32; ++bit) {
      await setProgram(page, '0x' + word.toString(16) + '\n', cpu, 'words');
      // Clicked from the page: setSelectionRange's "select" event, queued,
      // may redraw the picture between a lookup and a click from here.
      const clicked = await page.evaluate((bit) => {
        const button = document.querySelector(`#explain .word .bit[data-bit="${bit}"]`);
        button?.click();
        return button !== null;
      }, bit);
      check(clicked, `no button for bit ${bit} of 0x${word.toString(16)} on ${cpu}`);
      if (!clicked) continue;
      const flipped = (word ^ (1 << bit)) >>> 0;
      const bytes = [0, 1, 2, 3].map((i) => '0x' + ((flipped >>> (8 * i)) & 255).toString(16)).join(',');
      const want = native(['-disassemble', `-mcpu=${cpu}`], bytes + '\n');
      const got = await page.evaluate(() => ({
        source: document.getElementById('source').value.trim(),
        listing: document.getElementById('listing').textContent,
        errors: [...document.querySelectorAll('#errors a.diag')].map((a) => a.textContent),
      }));
      check(parseInt(got.source, 16) >>> 0 === flipped, `bit ${bit}: the editor has ${got.source}, not the flipped word`);
      check(got.listing === want.stdout, `bit ${bit} of 0x${word.toString(16)} on ${cpu}: ${got.listing} vs ${want.stdout}`);
      const invalid = /invalid instruction encoding/.test(want.stderr);
      check(invalid === got.errors.some((e) => /word 1: warning: invalid instruction encoding/.test(e) || /line 1: warning: invalid instruction encoding/.test(e)),
            `bit ${bit} of 0x${word.toString(16)} on ${cpu}: invalid is ${invalid}, the page says ${got.errors}`);
    }
  }
  // Among several words, a flip changes only its own word's line, the
  // literal's too, and the words the disassembler rejects are skipped.
  {
    await setProgram(page, '0xffffffff\n0xbf8c0070\n\n0xbe8000ff\n0x12345678\n0xbf810000\n', 'gfx900', 'words');
    await fieldsAtLine(page, 4);
    const heading = await page.$eval('#explain h3', (h) => h.textContent);
    check(heading.startsWith('word 3 (line 4)') && heading.includes('s_mov_b32 s0, 0x12345678'), `the picture of line 4 is ${heading}`);
    await page.evaluate(() => document.querySelectorAll('#explain .word')[1].querySelector('.bit[data-bit="0"]').click());
    const lines = await page.$eval('#source', (t) => t.value.split('\n'));
    check(equal(lines, ['0xffffffff', '0xbf8c0070', '', '0xbe8000ff', '0x12345679', '0xbf810000', '']), `flipping the literal's bit 0 left ${JSON.stringify(lines)}`);
    check((await pageView(page)).listing.includes('s_mov_b32 s0, 0x12345679'), 'the flipped literal is not in the listing');
  }

  // In the assembling direction a flip says what the word becomes.
  await setProgram(page, 's_nop 1\n', 'gfx900');
  await fieldsAtLine(page, 1);
  const clickBit = (bit) => page.evaluate((bit) => document.querySelector(`#explain .word .bit[data-bit="${bit}"]`).click(), bit);
  await clickBit(0);
  const flip = await page.$eval('#flip', (e) => e.textContent);
  check(/0xbf800000/.test(flip) && /s_nop 0/.test(flip), `flipping bit 0 of s_nop 1 says ${flip}`);
  await clickBit(22);
  const invalid = await page.$eval('#flip', (e) => e.textContent);
  check(/invalid instruction encoding/.test(invalid), `flipping bit 22 of s_nop 1 says ${invalid}`);

  // Errors at their lines; a click on one selects its line.
  {
    const text = 's_mov_b32 s0, s1\ns_mov_b32 s0\n\ns_waitcnt vmcnt(99)\ns_endpgm\n';
    await setProgram(page, text, 'gfx900');
    const v = await pageView(page);
    check(equal(v.errorLines, [2, 4]), `error marks at lines ${v.errorLines}`);
    await page.click('#errors li:nth-child(2) a');
    const caret = await page.evaluate(() => {
      const t = document.getElementById('source');
      return [document.activeElement === t, t.value.slice(0, t.selectionStart).split('\n').length];
    });
    check(equal(caret, [true, 4]), `clicking the second error put the caret at ${caret}`);
  }

  // The keyboard alone: Tab reaches the editor; Tab there indents; Escape
  // then Tab leaves; a bit is flipped with Enter.
  {
    await setProgram(page, '', 'gfx900');
    await page.evaluate(() => document.activeElement.blur());
    let reached = false;
    for (let i = 0; i < 10 && !reached; ++i) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement.id === 'source');
    }
    check(reached, 'Tab does not reach the editor');
    await page.keyboard.type('s_nop');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5');
    const typed = await page.$eval('#source', (t) => t.value);
    check(typed === 's_nop\t5', `Tab in the editor gave ${JSON.stringify(typed)}`);
    check((await pageView(page)).words[0] === '0xbf800005', 'typing s_nop<Tab>5 did not assemble');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    check(await page.evaluate(() => document.activeElement.id !== 'source'), 'Escape, Tab does not leave the editor');
    let onBit = false;
    for (let i = 0; i < 30 && !onBit; ++i) {
      await page.keyboard.press('Tab');
      onBit = await page.evaluate(() => document.activeElement.classList.contains('bit'));
    }
    check(onBit, 'Tab does not reach the bits');
    const bit = await page.evaluate(() => document.activeElement.dataset.bit);
    await page.keyboard.press('Enter');
    const flipText = await page.$eval('#flip', (e) => e.textContent);
    check(flipText.includes(`bit ${bit} flipped`), `Enter on bit ${bit} says ${flipText}`);
  }

  // Screenshots: the playground on an example, and its picture.
  mkdirSync(shots, { recursive: true });
  await page.select('#example', '2');
  await fieldsAtLine(page, 8);
  await page.screenshot({ path: path.join(shots, 'playground.png') });
  const picture = await page.$('#explain .card');
  await picture.screenshot({ path: path.join(shots, 'playground-explain.png') });

  // The comparisons of pictures were not vacuous: most programs had one
  // or two instructions whose boxes were compared.
  check(pictures >= COUNT, `only ${pictures} pictures compared for ${COUNT} programs`);
  check(pageErrors.length === 0, `the page threw: ${pageErrors}`);
  const foreign = requests.filter((u) => !u.startsWith(pathToFileURL(site).href));
  check(foreign.length === 0, `the page asked for ${foreign}`);
} finally {
  await browser.close();
}
console.log(`${checks - failures} of ${checks} checks passed (${pictures} pictures compared box by box)`);
process.exit(failures ? 1 : 0);
