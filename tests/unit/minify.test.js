// scripts/minify.js, which build_dist runs on dist/: each file minified on its
// own, its imports and the names code reads kept, a source map beside each
// module, and a file it cannot read named in a failed build.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../scripts/minify.js', import.meta.url));

function tree(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abviz-minify-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const run = (dir) => spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });

test('modules lose their comments but keep their imports, exports and the names code reads; a map holds the source', async () => {
  const source = [
    '// A long comment for the reader, which the wire need not carry.',
    "import { helper } from './b.js';",
    '/** An error whose name the page shows. */',
    'export class EngineError extends Error {}',
    'export function describeTheSearch(longParameterName) {',
    '  const aVeryLongLocalName = helper(longParameterName);',
    "  return describeTheSearch.name + ': ' + aVeryLongLocalName;",
    '}',
    'function privateHelperName() { return 1; }',
    'export const privateName = privateHelperName.name;',
    '',
  ].join('\n');
  const dir = tree({ 'web/a.js': source, 'web/b.js': 'export const helper = (x) => x * 2; // doubled\n', 'web/s.css': '/* note */\n.tree  text {\n  font-size: 12px;\n}\n' });
  const out = run(dir);
  assert.equal(out.status, 0, out.stderr);
  assert.match(out.stdout, /^minified 3 files: \d+ → \d+ bytes$/m);
  const a = fs.readFileSync(path.join(dir, 'web/a.js'), 'utf8');
  assert.ok(a.length < source.length * 0.6, a);
  assert.doesNotMatch(a, /long comment|aVeryLongLocalName/);
  assert.match(a, /from"\.\/b\.js"/);
  assert.match(a, /class EngineError/);
  assert.match(a, /function describeTheSearch/);
  assert.match(a, /\/\/# sourceMappingURL=a\.js\.map$/);
  const map = JSON.parse(fs.readFileSync(path.join(dir, 'web/a.js.map'), 'utf8'));
  assert.deepEqual(map.sources, ['web/a.js']);
  assert.equal(map.sourcesContent[0], source);
  // The minified module still works.
  const { describeTheSearch, EngineError, privateName } = await import(path.join(dir, 'web/a.js'));
  assert.equal(describeTheSearch(21), 'describeTheSearch: 42');
  assert.equal(privateName, 'privateHelperName');
  assert.equal(new EngineError('x').constructor.name, 'EngineError');
  assert.equal(fs.readFileSync(path.join(dir, 'web/s.css'), 'utf8'), '.tree text{font-size:12px}');
  fs.rmSync(dir, { recursive: true });
});

test('a file it cannot read fails the build with its path', () => {
  const dir = tree({ 'web/ok.js': 'export const x = 1;\n', 'web/broken.js': 'export const = ;\n' });
  const out = run(dir);
  assert.equal(out.status, 1);
  assert.match(out.stderr, /^minify: web\/broken\.js: terser could not read it: .+ \(line 1, column \d+\)$/m);
  fs.rmSync(dir, { recursive: true });
});

test('a missing folder is refused with its usage', () => {
  const out = run(path.join(os.tmpdir(), 'abviz-no-such-dir'));
  assert.equal(out.status, 1);
  assert.match(out.stderr, /^minify: usage: node scripts\/minify\.js DIR/);
});

test('the page\'s HTML loses its comments and indentation and keeps every word, space between words and text box\'s text', () => {
  const html = [
    '<!doctype html>',
    '<main>',
    '  <!-- A note for the reader. -->',
    '  <p data-i18n="hint">Cells are <kbd>0</kbd>–<kbd>8</kbd>,',
    '    row by row.</p>',
    '  <label><input type="checkbox" id="c"> <span>Prune</span></label>',
    '  <textarea id="t">[[3,12,8],[2,4,6]]</textarea>',
    '</main>',
    '',
  ].join('\n');
  const dir = tree({ 'index.html': html });
  const out = run(dir);
  assert.equal(out.status, 0, out.stderr);
  assert.equal(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'), [
    '<!doctype html>',
    '<main>',
    '<p data-i18n="hint">Cells are <kbd>0</kbd>–<kbd>8</kbd>,',
    'row by row.</p>',
    '<label><input type="checkbox" id="c"> <span>Prune</span></label>',
    '<textarea id="t">[[3,12,8],[2,4,6]]</textarea>',
    '</main>',
    '',
  ].join('\n'));
  fs.rmSync(dir, { recursive: true });
});

test('HTML whose white space would show is refused, not minified wrongly', () => {
  for (const [html, why] of [['<pre>\n  a\n</pre>\n', /a <pre> keeps its white space/], ['<textarea>a\n  b</textarea>\n', /a <textarea>'s text spans lines/]]) {
    const dir = tree({ 'index.html': html });
    const out = run(dir);
    assert.equal(out.status, 1);
    assert.match(out.stderr, why);
    assert.equal(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'), html, 'left as it was');
    fs.rmSync(dir, { recursive: true });
  }
});
