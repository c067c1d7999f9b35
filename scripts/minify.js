// Minifies dist/ in place, file by file (scripts/lib.sh build_dist): every
// .js by terser, every .css by Lightning CSS, and the .html without its
// comments and indentation. Each module stays a module
// of its own, imported by the same path: nothing is bundled. The page's source
// is commented at length for its readers; the wire need not carry that (issue
// 29 point 7). A .js gets a source map beside it, with its source inside, so
// the browser's tools still show web/ as written; a page never fetches a map.
//
// Usage: node scripts/minify.js DIR   (prints one line: files and bytes)

import fs from 'node:fs';
import path from 'node:path';
import { minify } from 'terser';
import { transform } from 'lightningcss';

/** Every file under `dir` whose name ends in `ext`. */
function filesUnder(dir, ext) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
}

/**
 * Terser's options. Names of functions and classes are kept: an error's
 * `name` and a class's are read by code and shown in messages, and keeping
 * them costs about 2 %. Only names local to a module are shortened.
 */
const TERSER = {
  module: true,
  ecma: 2022,
  keep_classnames: true,
  keep_fnames: true,
  compress: { passes: 2 },
  format: { comments: false },
};

/** Minifies the .js file at `file` (its path relative to `root` names it in its map). */
async function minifyJs(file, root) {
  const source = fs.readFileSync(file, 'utf8');
  const name = path.basename(file);
  const rel = path.relative(root, file).split(path.sep).join('/');
  let out;
  try {
    out = await minify({ [rel]: source }, { ...TERSER, sourceMap: { url: `${name}.map`, includeSources: true } });
  } catch (e) {
    throw new Error(`${rel}: terser could not read it: ${e.message} (line ${e.line}, column ${e.col})`, { cause: e });
  }
  fs.writeFileSync(file, out.code);
  fs.writeFileSync(`${file}.map`, out.map);
  return [source.length, out.code.length];
}

/** Minifies the .css file at `file`. */
function minifyCss(file, root) {
  const source = fs.readFileSync(file);
  let out;
  try {
    out = transform({ filename: path.relative(root, file), code: source, minify: true });
  } catch (e) {
    throw new Error(`${path.relative(root, file)}: Lightning CSS could not read it: ${e.message}`, { cause: e });
  }
  fs.writeFileSync(file, out.code);
  return [source.length, out.code.length];
}

/**
 * The .html file at `file` without its comments and each line's indentation.
 * A run of white space shows as one space wherever the page's markup has it:
 * it has no <pre>, and its <textarea>s' text is one line (both checked, so
 * a change to the markup cannot be minified wrongly in silence).
 */
function minifyHtml(file, root) {
  const source = fs.readFileSync(file, 'utf8');
  const rel = path.relative(root, file);
  if (/<pre[\s>]/i.test(source)) throw new Error(`${rel}: a <pre> keeps its white space, which this minifier does not`);
  if (/<textarea[^>]*>[^<]*\n/i.test(source)) throw new Error(`${rel}: a <textarea>'s text spans lines, which this minifier would change`);
  const out = source.replace(/<!--[\s\S]*?-->/g, '').replace(/\n[ \t]+/g, '\n').replace(/\n{2,}/g, '\n');
  fs.writeFileSync(file, out);
  return [Buffer.byteLength(source), Buffer.byteLength(out)];
}

async function main(dir) {
  if (!dir || !fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`usage: node scripts/minify.js DIR (got ${dir ?? 'nothing'})`);
  }
  let before = 0;
  let after = 0;
  let files = 0;
  const add = ([b, a]) => { before += b; after += a; files += 1; };
  for (const file of filesUnder(dir, '.js')) add(await minifyJs(file, dir));
  for (const file of filesUnder(dir, '.css')) add(minifyCss(file, dir));
  for (const file of filesUnder(dir, '.html')) add(minifyHtml(file, dir));
  console.log(`minified ${files} files: ${before} → ${after} bytes`);
}

main(process.argv[2]).catch((e) => {
  console.error(`minify: ${e.message}`);
  process.exit(1);
});
