// bench.mjs (run by utils/bench-web): how long the playground takes to
// re-assemble and re-draw a 200-line program after a keystroke, in
// Debian's headless Chromium. Each sample edits one line of a generated
// program (as typing would), lets the page's input handler assemble and
// redraw the listing, the words, the errors and the picture, and forces
// the browser's style and layout, all inside one measured span. Prints the
// median and the 90th percentile per processor.
import puppeteer from 'puppeteer-core';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { random, program } from './programs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const site = process.env.GFXAS_SITE ?? path.join(root, 'build-web/site');
const SAMPLES = Number(process.env.GFXAS_BENCH_SAMPLES ?? 60);

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1400, height: 1000 });
  await page.goto(pathToFileURL(path.join(site, 'index.html')).href);
  await page.waitForSelector('body[data-ready=true]');
  console.log('processor  lines  median ms  p90 ms  (re-assemble and re-draw after one edit)');
  for (const cpu of ['gfx900', 'gfx1100', 'gfx1200']) {
    const text = program(random(200), cpu, 200);
    const times = await page.evaluate((text, cpu, samples) => {
      const t = document.getElementById('source');
      document.getElementById('cpu').value = cpu;
      t.value = text;
      t.dispatchEvent(new Event('input'));
      const lines = text.split('\n');
      const out = [];
      for (let i = 0; i < samples; ++i) {
        // Change the count of an s_nop on a line in the middle, and put
        // the caret there so that the picture is redrawn too.
        lines[100] = `  s_nop ${i % 16}`;
        const changed = lines.join('\n');
        const start = performance.now();
        t.value = changed;
        t.setSelectionRange(changed.indexOf(lines[100]), changed.indexOf(lines[100]));
        t.dispatchEvent(new Event('input'));
        void document.body.offsetHeight;
        out.push(performance.now() - start);
      }
      return out;
    }, text, cpu, SAMPLES);
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    console.log(`${cpu.padEnd(9)}  ${String(text.split('\n').length - 1).padStart(5)}  ${at(0.5).toFixed(1).padStart(9)}  ${at(0.9).toFixed(1).padStart(6)}`);
  }
} finally {
  await browser.close();
}
