// The children's pages' copies of their wheels, made for the page (tools/build_lite.py runs it):
// Pyodide, in Node, compiles each module with the very Python the page runs, so a child's page
// spends no time compiling Python on any visit, and what the page never reads is left out.
// - A module becomes its bytecode (NAME.pyc in its place: Python loads it without a source),
//   but for the sources war_widget reads itself (its kernel's plain-Python loops are compiled
//   anew from their source: src/war_widget/kernel/plain.py), which stay, with their bytecode in
//   __pycache__ (unchecked-hash pycs, PEP 552: loaded without a look at the source).
// - Left out: tests, translation sources (.po, .pot: the compiled .mo stay), and the
//   JupyterLab and Notebook extensions inside anywidget's wheel (the page has its own host).
// The JupyterLab lessons keep the wheels as they are (their lock file's checksums). The build
// puts these copies' files in one bundle for the page (tools/child_files.py), and gives the
// copies themselves to tools/lite/snapshot.mjs.
//
//     node tools/lite/child_wheels.mjs PYODIDE_DIR OUT_DIR WHEEL...
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, outDir, ...wheels] = process.argv.slice(2);
if (!pyodideDir || !outDir || wheels.length === 0) {
  console.error("usage: node tools/lite/child_wheels.mjs PYODIDE_DIR OUT_DIR WHEEL...");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + path.sep });
pyodide.runPython(`
import importlib.util, posixpath, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

KEEP_SOURCE = ("war_widget/kernel/", "war_widget/game/arithmetic.py")
LEAVE_OUT = ("anywidget/labextension/", "anywidget/nbextension/")

def left_out(name):
    parts = name.split("/")
    return ("tests" in parts or parts[0].endswith(".data") or name.startswith(LEAVE_OUT)
            or name.endswith((".po", ".pot")))

def child_wheel(source, dest):
    """The wheel \`source\` for a child's page: \`dest\`, its modules compiled."""
    tag = sys.implementation.cache_tag
    with zipfile.ZipFile(source) as given, zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as out:
        for info in given.infolist():
            name = info.filename
            if left_out(name):
                continue
            data = given.read(info)
            if not name.endswith(".py"):
                out.writestr(info, data)
                continue
            code = compile(data, name, "exec", dont_inherit=True)
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            if name.startswith(KEEP_SOURCE):
                out.writestr(info, data)
                folder, base = posixpath.split(name)
                out.writestr(posixpath.join(folder, "__pycache__", f"{base[:-3]}.{tag}.pyc"), pyc)
            else:
                out.writestr(name + "c", pyc)
`);
const childWheel = pyodide.globals.get("child_wheel");
fs.mkdirSync(outDir, { recursive: true });
for (const wheel of wheels) {
  pyodide.FS.writeFile("/tmp/in.whl", fs.readFileSync(wheel));
  childWheel("/tmp/in.whl", "/tmp/out.whl");
  fs.writeFileSync(path.join(outDir, path.basename(wheel)), pyodide.FS.readFile("/tmp/out.whl"));
}
const tag = pyodide.runPython("sys.implementation.cache_tag");
console.log(`child_wheels.mjs: ${wheels.length} wheels compiled for ${tag} in ${outDir}`);
