// State a link cannot hold (a tree too long for one, weights trained in the
// lab), kept in this browser's IndexedDB so that a reload finds it; the link
// holds its key (kept=…). IndexedDB, not localStorage: a 2.76-million-character
// tree is 5.5 MB as UTF-16, over localStorage's quota, and IndexedDB neither
// blocks the page nor needs the text turned into JSON. The key is the record's
// content hash, so keeping the same state twice stores it once; only the
// MOST_KEPT records used last are kept.

/** A kept record's key as a link holds it: 16 base64url characters of its SHA-256. */
export const KEPT_RE = /^[A-Za-z0-9_-]{16}$/;
/** Records kept; older ones are dropped. */
export const MOST_KEPT = 8;

const DB = 'abviz-kept', STORE = 'kept';

/** The database, opened once; null where IndexedDB is missing (Node, some private modes). */
let opened = null;
function db() {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opened ??= new Promise((resolve) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' }).createIndex('time', 'time');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => resolve(null);
    req.onblocked = () => resolve(null);
  });
  return opened;
}

/** Resolves when `req` (an IDBRequest or transaction) is done: its result, or null on an error. */
const done = (req, event = 'onsuccess') => new Promise((resolve) => {
  req[event] = () => resolve(req.result ?? true);
  req.onerror = () => resolve(null);
  req.onabort = () => resolve(null);
});

/** Characters encoded per task: a few ms each, so hashing megabytes never holds the page 50 ms. */
const SLICE = 1 << 18;

/** `text` as UTF-8, encoded a slice per task (a slice never ends inside a surrogate pair). */
async function bytesOf(text) {
  const out = new Uint8Array(text.length * 3);
  const encoder = new TextEncoder();
  let written = 0;
  for (let i = 0; i < text.length;) {
    let j = Math.min(text.length, i + SLICE);
    if (j < text.length && text.charCodeAt(j - 1) >= 0xd800 && text.charCodeAt(j - 1) <= 0xdbff) j--;
    written += encoder.encodeInto(text.slice(i, j), out.subarray(written)).written;
    i = j;
    if (i < text.length) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return out.subarray(0, written);
}

/** The key of `record`'s parts (tree text, evaluation…): the SHA-256 of each part's name and text, hashed together. */
async function keyOf(record) {
  const parts = Object.entries(record).filter(([, v]) => v !== undefined && v !== null).sort(([a], [b]) => (a < b ? -1 : 1));
  const digests = [];
  for (const [k, v] of parts) {
    digests.push(...new TextEncoder().encode(`${k}:`));
    digests.push(...new Uint8Array(await crypto.subtle.digest('SHA-256', await bytesOf(typeof v === 'string' ? v : JSON.stringify(v)))));
  }
  const all = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(digests)));
  let bin = '';
  for (const b of all.subarray(0, 12)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_');
}

/**
 * Keeps `record` ({tree?, c4eval?, trained?}: plain text and small objects) in this browser.
 * Resolves to its key, or null when it could not be stored (no IndexedDB, storage full).
 */
export async function keepState(record) {
  const d = await db();
  if (!d) return null;
  const key = await keyOf(record);
  try {
    const tx = d.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    store.put({ ...record, key, time: Date.now() });
    // The oldest past MOST_KEPT go, read by key only (never their megabytes).
    const count = await done(store.count());
    let extra = (count ?? 0) - MOST_KEPT;
    if (extra > 0) {
      const cursor = store.index('time').openKeyCursor();
      cursor.onsuccess = () => {
        const c = cursor.result;
        if (!c || extra-- <= 0) return;
        store.delete(c.primaryKey);
        c.continue();
      };
    }
    return (await done(tx, 'oncomplete')) ? key : null;
  } catch {
    return null;
  }
}

/** The record kept under `key` ({tree?, c4eval?, trained?}), or null when this browser has none. */
export async function keptState(key) {
  const d = await db();
  if (!d || !KEPT_RE.test(key ?? '')) return null;
  try {
    const r = await done(d.transaction(STORE).objectStore(STORE).get(key));
    if (!r || r === true) return null;
    const { key: _k, time: _t, ...record } = r;
    return record;
  } catch {
    return null;
  }
}
