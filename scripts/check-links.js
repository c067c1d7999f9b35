// Checks the relative links and images of the README and the guides: every
// file exists, and every #anchor is a heading of its file (GitHub's slugs).
//   node scripts/check-links.js [FILE.md ...]   (default: README.md, docs/*.md, web/README.md)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const files = process.argv.length > 2 ? process.argv.slice(2).map((f) => path.resolve(f))
  : ['README.md', 'web/README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)].map((f) => path.join(ROOT, f));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (h) => h.trim().toLowerCase().replace(/`/g, '').replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');

function anchors(file) {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.*)$/gm)].map((m) => slug(m[1])));
}

let bad = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g), ...text.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  for (const target of targets) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [rel, anchor] = target.split('#');
    const dest = rel ? path.resolve(path.dirname(file), rel) : file;
    const where = `${path.relative(ROOT, file)}: ${target}`;
    if (!existsSync(dest)) { console.error(`${where}: no such file`); bad++; continue; }
    if (anchor !== undefined && dest.endsWith('.md') && !anchors(dest).has(anchor)) { console.error(`${where}: no such heading`); bad++; }
  }
}
console.log(bad ? `${bad} broken link(s)` : `every link of ${files.length} files resolves`);
process.exit(bad ? 1 : 0);
