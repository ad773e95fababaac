// Runs a WASI command module under node with the given arguments, the
// whole file system visible at its own paths and the current directory
// kept, so that the WebAssembly gfxas takes the same command line and
// files as the native one. Usage: node --no-warnings run-wasi.mjs MODULE ARGS...
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';
import process from 'node:process';

const [modulePath, ...args] = process.argv.slice(2);
const wasi = new WASI({
  version: 'preview1',
  args: ['gfxas', ...args],
  // The driver starts in PWD (tools/gfxas/WasiCurrentDirectory.cpp).
  env: { ...process.env, PWD: process.cwd() },
  preopens: { '/': '/' },
  returnOnExit: true,
});
const module = await WebAssembly.compile(await readFile(modulePath));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
