// Python's memory snapshot shipped with the site (tools/build_lite.py runs it after the child's
// wheels are in place): a child's FIRST visit restores Python from it as a return visit restores
// its own (js/host/worker.ts), so neither Python's start nor the package's imports run in the
// browser (issue 42, item 5). Made here in Node with the site's own Pyodide, by the same steps
// as the worker's fresh start: Pyodide started with `_makeSnapshot`, the lesson's wheels
// unpacked, `war_widget.web.prepare()` (imports only, nothing from the page held), a garbage
// collection, then `makeMemorySnapshot`. Pyodide checks its build id when it restores; the
// file's name is a digest of the runtime's files (tools/lite_site.py), so another runtime never
// finds it. The wheels are unpacked again by the page after the restore (the file system is not
// in the snapshot).
//
//     node tools/lite/snapshot.mjs PYODIDE_DIR OUT_FILE WHEEL...
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, outFile, ...wheels] = process.argv.slice(2);
if (!pyodideDir || !outFile || wheels.length === 0) {
  console.error("usage: node tools/lite/snapshot.mjs PYODIDE_DIR OUT_FILE WHEEL...");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
// The page's own environment for Python (Pyodide's defaults), not this process's.
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + path.sep, _makeSnapshot: true, env: {} });
for (const wheel of wheels) {
  const bytes = fs.readFileSync(wheel);
  pyodide.unpackArchive(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), "wheel");
}
pyodide.runPython("from war_widget import web\nweb.prepare()\nimport gc\ngc.collect()\ndel web, gc");
const snapshot = pyodide.makeMemorySnapshot();
fs.writeFileSync(outFile, snapshot);
console.log(`snapshot.mjs: Python's memory after web.prepare(), ${(snapshot.byteLength / 2 ** 20).toFixed(1)} MB, in ${outFile}`);
