// The lesson's Python files for a child's page, from one bundle (tools/child_files.py writes it
// at build time from the compiled wheels): the Web Worker (worker.ts) writes each file into
// Pyodide's file system, in Python's working folder as `unpackArchive(wheel, "wheel")` did, each
// wheel's .dist-info with them. No unzipping in Python: on a slow Chromebook that took 2.4 s for
// the seven wheels; writing the files, some 50 ms. The format (little-endian):
//   "WWF1", the index's length (u32), the index (JSON: {"files": [[path, offset, size], ...]},
//   offsets counted from the end of the index), then the files' bytes one after the other.

export interface BundleFile {
  path: string;
  offset: number;
  size: number;
}

/** What of Pyodide's file system (Emscripten's FS) the files are written with. */
export interface FileSystem {
  cwd(): string;
  mkdirTree(path: string): void;
  writeFile(path: string, data: Uint8Array, options?: { canOwn?: boolean }): void;
}

const MAGIC = 0x31465757; // "WWF1"

/** The bundle's files (each checked to lie inside it) and its data; an Error naming `where` and
 * what is wrong: another format, an index cut short, a path outside the folder, missing bytes. */
export function readBundle(buffer: ArrayBuffer, where: string): { files: BundleFile[]; data: Uint8Array } {
  const view = new DataView(buffer);
  if (buffer.byteLength < 8 || view.getUint32(0, true) !== MAGIC) throw new Error(`${where} is not a bundle of files (no "WWF1" at its start)`);
  const length = view.getUint32(4, true);
  const start = 8 + length;
  if (start > buffer.byteLength) throw new Error(`${where}: its index (${length} bytes) is cut short`);
  const index = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 8, length))) as { files?: unknown };
  if (!Array.isArray(index.files)) throw new Error(`${where}: its index has no "files" list`);
  const data = new Uint8Array(buffer, start);
  const files = index.files.map((entry: unknown) => {
    const [path, offset, size] = entry as [string, number, number];
    if (typeof path !== "string" || outside(path)) throw new Error(`${where}: a file outside its folder: ${JSON.stringify(path)}`);
    if (!(Number.isInteger(offset) && Number.isInteger(size) && offset >= 0 && size >= 0 && offset + size <= data.byteLength)) {
      throw new Error(`${where}: the bytes of ${path} (${size} at ${offset}) are missing: the data is ${data.byteLength} bytes`);
    }
    return { path, offset, size };
  });
  return { files, data };
}

/** Whether `path` is no plain relative path (absolute, "..", an empty part). */
function outside(path: string): boolean {
  return path.split("/").some((part) => part === "" || part === "." || part === "..");
}

/** Write the bundle's files under the file system's working folder (where Python's path looks
 * first, as for an unpacked wheel); returns how many. The files' contents are views of the
 * bundle's buffer (canOwn: no copy), which they keep alive. */
export function writeFiles(fs: FileSystem, buffer: ArrayBuffer, where: string): number {
  const { files, data } = readBundle(buffer, where);
  const root = fs.cwd().replace(/\/$/, "");
  const made = new Set<string>();
  for (const file of files) {
    const slash = file.path.lastIndexOf("/");
    const folder = slash < 0 ? root : `${root}/${file.path.slice(0, slash)}`;
    if (!made.has(folder)) {
      fs.mkdirTree(folder);
      made.add(folder);
    }
    fs.writeFile(`${root}/${file.path}`, data.subarray(file.offset, file.offset + file.size), { canOwn: true });
  }
  return files.length;
}

/** Python's files of `name` written where Python finds them (its working folder): a bundle's
 * straight into the file system, a wheel (`.whl`) unzipped by Pyodide (2.4 s on a slow
 * Chromebook for the seven wheels that the bundle writes in some 50 ms). */
export function install(
  pyodide: { FS: FileSystem; unpackArchive(buffer: ArrayBuffer, format: string): void },
  name: string,
  buffer: ArrayBuffer,
): void {
  if (name.endsWith(".whl")) pyodide.unpackArchive(buffer, "wheel");
  else writeFiles(pyodide.FS, buffer, name);
}
