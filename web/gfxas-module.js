// gfxas-module.js: loads gfxas-web.wasm (the library, built for WASI) and
// wraps its C entry points (web/wasm/Playground.cpp) as functions that take
// and return plain objects. The module needs no WASI host: it reads no file
// and writes nowhere, so every import answers as a system with nothing in
// it would. The module comes from gfxas-web-wasm.js (base64, so that a
// page opened from file://, where fetch is refused, can load it).
'use strict';

const GfxasModule = (() => {
  const ENOSYS = 52, EBADF = 8;

  function decodeBase64(text) {
    const raw = atob(text);
    const bytes = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; ++i) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }

  // The WASI calls a reactor with no files can meet: environment and
  // arguments are empty, the clock and random numbers are the browser's,
  // writes to standard error go to the console, anything else fails.
  function wasiImports(module, memory) {
    const view = () => new DataView(memory().buffer);
    const known = {
      args_sizes_get(argc, size) { view().setUint32(argc, 0, true); view().setUint32(size, 0, true); return 0; },
      args_get() { return 0; },
      environ_sizes_get(count, size) { view().setUint32(count, 0, true); view().setUint32(size, 0, true); return 0; },
      environ_get() { return 0; },
      clock_time_get(id, precision, out) {
        view().setBigUint64(out, BigInt(Math.round(performance.now() * 1e6)), true);
        return 0;
      },
      random_get(ptr, len) {
        crypto.getRandomValues(new Uint8Array(memory().buffer, ptr, len));
        return 0;
      },
      fd_write(fd, iovs, count, written) {
        const v = view();
        let total = 0, text = '';
        for (let i = 0; i < count; ++i) {
          const p = v.getUint32(iovs + 8 * i, true), n = v.getUint32(iovs + 8 * i + 4, true);
          text += new TextDecoder().decode(new Uint8Array(memory().buffer, p, n));
          total += n;
        }
        if (fd === 1 || fd === 2) console.log(text);
        v.setUint32(written, total, true);
        return fd === 1 || fd === 2 ? 0 : EBADF;
      },
      fd_prestat_get() { return EBADF; },
      proc_exit(code) { throw new Error('gfxas-web.wasm exited with ' + code); },
    };
    const imports = {};
    for (const imp of WebAssembly.Module.imports(module)) {
      if (imp.kind !== 'function') continue;
      imports[imp.module] ??= {};
      imports[imp.module][imp.name] = known[imp.name] ?? (() => ENOSYS);
    }
    return imports;
  }

  async function load(bytes) {
    const module = await WebAssembly.compile(bytes ?? decodeBase64(window.GFXAS_WASM));
    let instance;
    instance = await WebAssembly.instantiate(
      module, wasiImports(module, () => instance.exports.memory));
    const x = instance.exports;
    x._initialize?.();
    const encoder = new TextEncoder(), decoder = new TextDecoder();

    function withStrings(strings, call) {
      const pointers = strings.map((s) => {
        const bytes = encoder.encode(s + '\0');
        const p = x.gfxas_alloc(bytes.length);
        new Uint8Array(x.memory.buffer, p, bytes.length).set(bytes);
        return [p, bytes.length - 1];
      });
      try {
        call(pointers);
      } finally {
        for (const [p] of pointers) x.gfxas_free(p);
      }
      const bytes = new Uint8Array(x.memory.buffer, x.gfxas_result(), x.gfxas_result_size());
      return JSON.parse(decoder.decode(bytes));
    }

    return {
      cpus: () => withStrings([], () => x.gfxas_cpus()),
      assemble: (source, cpu) => withStrings([source, cpu], ([[s, n], [c]]) => x.gfxas_assemble(s, n, c)),
      disassemble: (words, cpu) => withStrings([words, cpu], ([[w, n], [c]]) => x.gfxas_disassemble(w, n, c)),
    };
  }

  return { load };
})();
