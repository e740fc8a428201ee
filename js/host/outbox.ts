// The pupil's outbox in a live class: the records Python made (src/war_widget/classroom/report.py)
// kept on this device until the teacher's computer has them. Kept in IndexedDB, so a reload or a
// dropped connection loses nothing; where IndexedDB cannot open (a browser's private mode that
// refuses it), in memory, for as long as the page is open. Both behind one interface, so the
// sender (sender.ts) and its tests use either.

/** A record as the page sends it: Python's record, the pupil's name added when it was kept. */
export interface OutRecord {
  id: string;
  kind: string;
  lesson: string;
  data: unknown;
  pupil: string;
}

export interface OutboxStore {
  /** The first of `count` record numbers never handed out before on this device (a page load
   * takes a block: two loads or two tabs never number a record alike). */
  reserve(count: number): Promise<number>;
  /** Keep these records (in this order, after those kept before). */
  put(records: OutRecord[]): Promise<void>;
  /** The oldest `limit` records kept, oldest first. */
  oldest(limit: number): Promise<OutRecord[]>;
  /** Forget these ids (the server has them); ids not kept are ignored. */
  remove(ids: string[]): Promise<void>;
  count(): Promise<number>;
}

/** The outbox in memory: the tests' stand-in for IndexedDB, and the fall-back without it. */
export class MemoryStore implements OutboxStore {
  private records: OutRecord[] = [];
  private next = 1;

  async reserve(count: number): Promise<number> {
    const first = this.next;
    this.next += count;
    return first;
  }

  async put(records: OutRecord[]): Promise<void> {
    const held = new Set(this.records.map((r) => r.id));
    this.records.push(...records.filter((r) => !held.has(r.id)).map((r) => ({ ...r })));
  }

  async oldest(limit: number): Promise<OutRecord[]> {
    return this.records.slice(0, limit).map((r) => ({ ...r }));
  }

  async remove(ids: string[]): Promise<void> {
    const gone = new Set(ids);
    this.records = this.records.filter((r) => !gone.has(r.id));
  }

  async count(): Promise<number> {
    return this.records.length;
  }
}

const DB = "war-class-outbox";
const RECORDS = "records";
const META = "meta";

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function finished(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error("the outbox's transaction was aborted"));
  });
}

/** The outbox in IndexedDB: records by the order they were kept (`n`), found by `id`. */
export class IdbStore implements OutboxStore {
  private constructor(private db: IDBDatabase) {}

  static async open(factory: IDBFactory = indexedDB): Promise<IdbStore> {
    const request = factory.open(DB, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      const records = db.createObjectStore(RECORDS, { keyPath: "n", autoIncrement: true });
      records.createIndex("id", "record.id", { unique: true });
      db.createObjectStore(META);
    };
    return new IdbStore(await done(request));
  }

  async reserve(count: number): Promise<number> {
    const tx = this.db.transaction(META, "readwrite");
    const meta = tx.objectStore(META);
    const first = Number((await done(meta.get("next"))) ?? 1);
    meta.put(first + count, "next");
    await finished(tx);
    return first;
  }

  async put(records: OutRecord[]): Promise<void> {
    if (!records.length) return;
    const tx = this.db.transaction(RECORDS, "readwrite");
    const store = tx.objectStore(RECORDS);
    for (const record of records) {
      // An id kept already (a message handed twice) stays as it was: no error, no copy.
      const request = store.add({ record });
      request.onerror = (event) => {
        event.preventDefault();
        event.stopPropagation();
      };
    }
    await finished(tx);
  }

  async oldest(limit: number): Promise<OutRecord[]> {
    const tx = this.db.transaction(RECORDS, "readonly");
    const rows = (await done(tx.objectStore(RECORDS).getAll(null, limit))) as { record: OutRecord }[];
    return rows.map((row) => row.record);
  }

  async remove(ids: string[]): Promise<void> {
    if (!ids.length) return;
    const tx = this.db.transaction(RECORDS, "readwrite");
    const store = tx.objectStore(RECORDS);
    const index = store.index("id");
    for (const id of ids) {
      const found = index.getKey(id);
      found.onsuccess = () => {
        if (found.result !== undefined) store.delete(found.result);
      };
    }
    await finished(tx);
  }

  async count(): Promise<number> {
    const tx = this.db.transaction(RECORDS, "readonly");
    return done(tx.objectStore(RECORDS).count());
  }
}

/** The outbox of this device: IndexedDB, else memory (and a warning in the console). */
export async function openOutbox(): Promise<OutboxStore> {
  try {
    if (typeof indexedDB === "undefined") throw new Error("no IndexedDB in this browser");
    return await IdbStore.open();
  } catch (error) {
    console.warn("war_widget: the outbox is kept in memory only (IndexedDB did not open)", error);
    return new MemoryStore();
  }
}
