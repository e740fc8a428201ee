// Python's memory snapshot shipped with the site (tools/build_lite.py runs it after the child's
// wheels are in place): a child's FIRST visit restores Python from it as a return visit restores
// its own (js/host/worker.ts), so neither Python's start nor the package's imports run in the
// browser (issue 42, item 5). Made here in Node with the site's own Pyodide, by the same steps
// as the worker's fresh start: Pyodide started with `_makeSnapshot`, the lesson's wheels
// unpacked, `war_widget.lessons.light_host.prepare()` (imports only, nothing from the page held), a garbage
// collection, then `makeMemorySnapshot`. Pyodide checks its build id when it restores; the
// file's name is a digest of the runtime's files (tools/lite_site.py), so another runtime never
// finds it. The wheels are unpacked again by the page after the restore (the file system is not
// in the snapshot).
//
// Fewer bytes to send (a slow Chromebook's first visit is mostly its download):
// - memory that malloc holds free (garbage of the imports) is zeroed first;
// - the file is a DELTA against the memory the WebAssembly module itself makes when it is
//   instantiated (its data segments: Python's static objects, 3.7 MB), which the page's new
//   instance holds anyway: the heap is XORed with it, so what Python left as it was reads as
//   zeros. The format (js/host/delta.ts undoes it, in the page's worker):
//     16 bytes: "WWD1", Pyodide's own magic number (zeroed in the snapshot below, so Pyodide
//     refuses the file unless the delta was undone), a 32-bit hash of the module's memory and
//     its extent in bytes (the delta covers that much of the heap), all little-endian u32;
//     then Pyodide's snapshot, its heap XORed with the module's memory over the extent.
//
// With `--loaded LIST_FILE`, it also writes (JSON) the wheels' files Python read to make that
// memory (the modules imported, by path): a page whose Python starts from the snapshot never
// reads them, so the build sends them apart, only to a page that starts Python anew.
//
//     node tools/lite/snapshot.mjs PYODIDE_DIR OUT_FILE [--loaded LIST_FILE] WHEEL...
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, outFile, ...rest] = process.argv.slice(2);
const loadedFile = rest[0] === "--loaded" ? rest[1] : null;
const wheels = loadedFile ? rest.slice(2) : rest;
if (!pyodideDir || !outFile || wheels.length === 0 || (rest[0] === "--loaded" && !loadedFile)) {
  console.error("usage: node tools/lite/snapshot.mjs PYODIDE_DIR OUT_FILE [--loaded LIST_FILE] WHEEL...");
  process.exit(2);
}
export const DELTA_MAGIC = 0x31445757; // "WWD1"
const BLOCK = 65536;

/** The module's memory as instantiated (its data segments), before any of its code ran. */
let instantiated = null;
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async (...args) => {
  const made = await instantiate(...args);
  const memory = (made.instance ?? made).exports.memory;
  if (!instantiated && memory instanceof WebAssembly.Memory) instantiated = new Uint8Array(memory.buffer).slice();
  return made;
};

const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
// The page's own environment for Python (Pyodide's defaults), not this process's.
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + path.sep, _makeSnapshot: true, env: {} });
WebAssembly.instantiate = instantiate;
if (!instantiated) throw new Error("snapshot.mjs: the module's memory was not seen at its instantiation");
for (const wheel of wheels) {
  const bytes = fs.readFileSync(wheel);
  pyodide.unpackArchive(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), "wheel");
}
pyodide.runPython("from war_widget import web\nweb.prepare()\nimport gc\ngc.collect()\ndel web, gc");
const zeroed = zeroFreeMemory(pyodide._module);
const snapshot = pyodide.makeMemorySnapshot();
const file = delta(snapshot, instantiated);
fs.writeFileSync(outFile, file);
if (loadedFile) {
  // Asked once the snapshot is taken, so the asking is not in it.
  const loaded = pyodide.runPython(`
import json, os, sys
_here = os.getcwd() + "/"
json.dumps(sorted({m.__file__[len(_here):] for m in list(sys.modules.values())
                   if isinstance(getattr(m, "__file__", None), str) and m.__file__.startswith(_here)}))
`);
  fs.writeFileSync(loadedFile, loaded);
}
console.log(
  `snapshot.mjs: Python's memory after web.prepare(), ${(snapshot.byteLength / 2 ** 20).toFixed(1)} MB ` +
    `(${(zeroed / 2 ** 20).toFixed(1)} MB of free memory zeroed), as a delta against the module's own in ${outFile}`,
);

/** Zero what malloc holds free: each free chunk is taken (largest sizes first; a size stops
 * where malloc would grow the heap), cleared and given back. Returns the bytes cleared. */
function zeroFreeMemory(M) {
  if (process.env.WW_SNAPSHOT_KEEP_FREE) return 0;
  let top = M._sbrk(0);
  const memory = M.HEAP8.length;
  const taken = [];
  let cleared = 0;
  for (let size = 1 << 20; size >= 16; size >>= 1) {
    for (;;) {
      const at = M._malloc(size);
      if (!at || M._sbrk(0) !== top) {
        if (at) M._free(at);
        top = M._sbrk(0); // the heap grew into zeros: fine, but no further
        break;
      }
      M.HEAPU8.fill(0, at, at + size);
      taken.push(at);
      cleared += size;
    }
  }
  for (const at of taken) M._free(at);
  if (M.HEAP8.length !== memory) throw new Error("snapshot.mjs: zeroing free memory grew Python's memory");
  return cleared;
}

/** The 32-bit hash js/host/delta.ts checks: FNV-1a's steps over little-endian 32-bit words. */
export function hash(words) {
  let h = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i], 0x01000193);
  return h >>> 0;
}

/** The file: Pyodide's `snapshot` as a delta against the module's `memory` (see above). */
function delta(snapshot, memory) {
  let extent = 0;
  for (let at = 0; at < memory.length; at += BLOCK) {
    if (memory.subarray(at, at + BLOCK).some((b) => b !== 0)) extent = Math.min(at + BLOCK, memory.length);
  }
  const words = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 4);
  const heapAt = words[1];
  if (heapAt % 4 || extent % 4 || heapAt + extent > snapshot.length) throw new Error("snapshot.mjs: an unexpected snapshot layout");
  const out = new Uint8Array(16 + snapshot.length);
  const head = new Uint32Array(out.buffer, 0, 4);
  head[0] = DELTA_MAGIC;
  head[1] = words[0];
  head[2] = hash(new Uint32Array(memory.buffer, memory.byteOffset, extent / 4));
  head[3] = extent;
  out.set(snapshot, 16);
  new Uint32Array(out.buffer, 16, 1)[0] = 0; // Pyodide's magic: only the page's undoing puts it back
  const heap = new Uint32Array(out.buffer, 16 + heapAt, extent / 4);
  const base = new Uint32Array(memory.buffer, memory.byteOffset, extent / 4);
  for (let i = 0; i < heap.length; i++) heap[i] ^= base[i];
  return out;
}
