// build_wasm (scripts/lib.sh): writes the engine's registry of games
// (web/pkg/registry.js) and its presets (web/pkg/presets.js) as data, read
// from the full module in Node. The page's first module registers only the
// first game, so the worker's 'ready' message takes the games the picker
// lists from here (web/engine/worker.js). The presets, 18 KB, load when a
// link names one or after the first tree (state/gallery-presets.js loadPresets).
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
const text = `// Written by scripts/registry.js from the full module's games().
/** The engine's registry of games (abviz_core::games_json). */
export const GAMES = ${games};
`;
const presetsText = `// Written by scripts/registry.js from the full module's presets().
/** Every named preset (abviz_core::presets_json). */
export const PRESETS = ${presets};
`;
writeFileSync(path.join(pkg, 'registry.js'), text);
writeFileSync(path.join(pkg, 'presets.js'), presetsText);
console.log(`web/pkg/registry.js: ${JSON.parse(games).length} games, ${text.length} bytes; presets.js: ${JSON.parse(presets).length} presets, ${presetsText.length} bytes`);
