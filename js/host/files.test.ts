// The bundle of a child's page's Python files (files.ts; written by tools/child_files.py, whose
// tests are tests/project/test_child_files.py): every file is written where an unpacked wheel's
// would be, with the bytes the index says; a bundle cut short or of another format is named.
import { describe, expect, it, vi } from "vitest";
import { type FileSystem, install, readBundle, writeFiles } from "./files";

/** A bundle as tools/child_files.py writes it. */
function bundle(files: Record<string, Uint8Array>): ArrayBuffer {
  let offset = 0;
  const entries = Object.entries(files).map(([path, bytes]) => {
    const entry = [path, offset, bytes.byteLength];
    offset += bytes.byteLength;
    return entry;
  });
  const index = new TextEncoder().encode(JSON.stringify({ files: entries }));
  const out = new Uint8Array(8 + index.byteLength + offset);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode("WWF1"));
  view.setUint32(4, index.byteLength, true);
  out.set(index, 8);
  let at = 8 + index.byteLength;
  for (const bytes of Object.values(files)) {
    out.set(bytes, at);
    at += bytes.byteLength;
  }
  return out.buffer;
}

/** A file system that records what is made and written. */
function memory(cwd = "/home/pyodide"): FileSystem & { folders: string[]; files: Map<string, number[]> } {
  const folders: string[] = [];
  const files = new Map<string, number[]>();
  return {
    folders,
    files,
    cwd: () => cwd,
    mkdirTree: (path) => void folders.push(path),
    writeFile: (path, data) => {
      if (!folders.some((folder) => path.startsWith(`${folder}/`) && !path.slice(folder.length + 1).includes("/"))) {
        throw new Error(`no folder for ${path}`);
      }
      files.set(path, [...data]);
    },
  };
}

const FILES = {
  "war_widget/__init__.pyc": new Uint8Array([1, 2, 3, 4]),
  "war_widget/locale/pl/LC_MESSAGES/war_widget.mo": new Uint8Array([5, 6]),
  "war_widget/static/empty.css": new Uint8Array([]),
  "war_widget-0.1.0.dist-info/METADATA": new TextEncoder().encode("Name: war_widget\n"),
  "typing_extensions.pyc": new Uint8Array([7]),
};

describe("readBundle and writeFiles", () => {
  it("write every file, its bytes as the index says, under Python's working folder", () => {
    const fs = memory();
    expect(writeFiles(fs, bundle(FILES), "packages.bundle")).toBe(5);
    expect(Object.fromEntries(fs.files)).toEqual(
      Object.fromEntries(Object.entries(FILES).map(([path, bytes]) => [`/home/pyodide/${path}`, [...bytes]])),
    );
    // Each folder made once (the file system makes the parents), the .dist-info too.
    expect(fs.folders).toEqual([
      "/home/pyodide/war_widget",
      "/home/pyodide/war_widget/locale/pl/LC_MESSAGES",
      "/home/pyodide/war_widget/static",
      "/home/pyodide/war_widget-0.1.0.dist-info",
      "/home/pyodide",
    ]);
    const { files } = readBundle(bundle(FILES), "packages.bundle");
    expect(files.map((file) => [file.path, file.offset, file.size])[1]).toEqual(["war_widget/locale/pl/LC_MESSAGES/war_widget.mo", 4, 2]);
  });

  it("name a file whose bytes are missing, a bundle cut short or of another format", () => {
    const whole = bundle(FILES);
    expect(() => readBundle(whole.slice(0, whole.byteLength - 1), "packages.bundle")).toThrow(
      'packages.bundle: the bytes of typing_extensions.pyc (1 at 23) are missing: the data is 23 bytes',
    );
    expect(() => readBundle(whole.slice(0, 20), "packages.bundle")).toThrow(/packages.bundle: its index \(\d+ bytes\) is cut short/);
    expect(() => readBundle(new TextEncoder().encode("PK\u0003\u0004 a zip").buffer, "w.bundle")).toThrow(
      'w.bundle is not a bundle of files (no "WWF1" at its start)',
    );
    const outside = bundle({ "../etc/passwd": new Uint8Array([1]) });
    const fs = memory();
    expect(() => writeFiles(fs, outside, "x.bundle")).toThrow('x.bundle: a file outside its folder: "../etc/passwd"');
    expect(fs.files.size).toBe(0); // checked before anything is written
  });
});

describe("install", () => {
  it("writes a bundle's files itself and has Pyodide unpack a wheel", () => {
    const fs = memory();
    const unpackArchive = vi.fn();
    install({ FS: fs, unpackArchive }, "child/packages-0123456789abcdef.bundle", bundle(FILES));
    expect(fs.files.size).toBe(5);
    expect(unpackArchive).not.toHaveBeenCalled();
    const wheel = new Uint8Array([0x50, 0x4b, 3, 4]).buffer;
    install({ FS: fs, unpackArchive }, "child/comm-0.2.3-py3-none-any.whl", wheel);
    expect(unpackArchive).toHaveBeenCalledWith(wheel, "wheel");
  });
});
