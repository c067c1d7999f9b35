// build_wasm (scripts/lib.sh): writes web/pkg/registry.js, the engine's
// registry of games and its presets as data, read from the full module in
// Node. The page's first module registers only the first game, so the
// worker's 'ready' message takes the games the picker lists and the
// gallery's presets from here (web/engine/worker.js).
//
// Usage: node scripts/registry.js <web/pkg>
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const pkg = path.resolve(process.argv[2] ?? 'web/pkg');
const abviz = await import(pathToFileURL(path.join(pkg, 'abviz_wasm.js')).href);
abviz.initSync({ module: readFileSync(path.join(pkg, 'abviz_wasm_bg.wasm')) });
// JSON text is a JavaScript expression: parsed once, here, to check it.
const games = JSON.stringify(JSON.parse(abviz.games()));
const presets = JSON.stringify(JSON.parse(abviz.presets()));
const text = `// Written by scripts/registry.js from the full module's games() and presets().
/** The engine's registry of games (abviz_core::games_json). */
export const GAMES = ${games};
/** Every named preset (abviz_core::presets_json). */
export const PRESETS = ${presets};
`;
writeFileSync(path.join(pkg, 'registry.js'), text);
console.log(`web/pkg/registry.js: ${JSON.parse(games).length} games, ${JSON.parse(presets).length} presets, ${text.length} bytes`);
