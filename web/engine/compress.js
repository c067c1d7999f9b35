// Tree texts too long for a query travel in the fragment as #z=…: deflate-raw
// bytes as unpadded base64url. Inflation is fed in slices and stops at a
// character limit, so a small link cannot expand into gigabytes. Pure. In
// engine/ because the worker packs the tree it analysed (fragment.js), so the
// page never copies a long text to make a link.

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const B64_CODES = Uint8Array.from(B64, (c) => c.charCodeAt(0));
const B64_INDEX = (() => {
  const t = new Int16Array(128).fill(-1);
  for (let i = 0; i < 64; i++) t[B64.charCodeAt(i)] = i;
  return t;
})();

/** Length of the unpadded base64url text of `n` bytes. */
export function base64Length(n) {
  return Math.ceil((n * 4) / 3);
}

/** Bytes as unpadded base64url. */
export function toBase64url(bytes) {
  const out = new Uint8Array(base64Length(bytes.length));
  let o = 0;
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out[o++] = B64_CODES[n >> 18];
    out[o++] = B64_CODES[(n >> 12) & 63];
    out[o++] = B64_CODES[(n >> 6) & 63];
    out[o++] = B64_CODES[n & 63];
  }
  const rest = bytes.length - i;
  if (rest > 0) {
    const n = (bytes[i] << 16) | (rest === 2 ? bytes[i + 1] << 8 : 0);
    out[o++] = B64_CODES[n >> 18];
    out[o++] = B64_CODES[(n >> 12) & 63];
    if (rest === 2) out[o++] = B64_CODES[(n >> 6) & 63];
  }
  // All ASCII, so any single-byte decoding gives the same text.
  return new TextDecoder('latin1').decode(out);
}

/** Unpadded base64url to bytes, or null if it is not base64url. */
export function fromBase64url(text) {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let o = 0;
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? B64_INDEX[c] : -1;
    if (v < 0) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

/** Input is fed in slices so a small compressed link cannot expand all at once. */
const SLICE = 16384;

/**
 * Runs `bytes` through a CompressionStream or DecompressionStream, handing
 * each output chunk to `sink`; when `sink` returns false the stream is
 * cancelled and this returns false. Rejects if the data is corrupt.
 */
async function pump(stream, bytes, sink) {
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const feeding = (async () => {
    for (let i = 0; i < bytes.length; i += SLICE) await writer.write(bytes.subarray(i, i + SLICE));
    await writer.close();
  })();
  // Corrupt data also fails the reader, which is where it is reported.
  feeding.catch(() => {});
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    if (sink(value) === false) {
      await reader.cancel().catch(() => {});
      return false;
    }
  }
}

/** The deflate-raw compression of `bytes`, as one array. */
export async function deflateRaw(bytes) {
  const chunks = [];
  let total = 0;
  await pump(new CompressionStream('deflate-raw'), bytes, (c) => { chunks.push(c); total += c.length; });
  const out = new Uint8Array(total);
  let o = 0;
  for (const c of chunks) { out.set(c, o); o += c.length; }
  return out;
}

/**
 * Inflates deflate-raw `bytes` as UTF-8 text, stopping once it passes
 * `maxChars`. Returns {text}, {tooLarge: true} or {corrupt: true}.
 */
export async function inflateText(bytes, maxChars) {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const parts = [];
  let chars = 0;
  try {
    const finished = await pump(new DecompressionStream('deflate-raw'), bytes, (chunk) => {
      const s = decoder.decode(chunk, { stream: true });
      chars += s.length;
      if (chars > maxChars) return false;
      parts.push(s);
      return true;
    });
    if (!finished) return { tooLarge: true };
    parts.push(decoder.decode());
  } catch {
    return { corrupt: true };
  }
  const text = parts.join('');
  return text.length > maxChars ? { tooLarge: true } : { text };
}
