// The engine's registry of games (abviz_core::GAMES, as the full module's
// `games()` gives it, written to web/pkg/registry.js at build time), installed
// once at start as kinds.js installs the event kinds: the worker sends it in
// its 'ready' message. The page
// learns of games from it: the Game picker lists it, and the link codec's
// game= values and defaults come from it (state/view.js). Each game's page
// descriptor (drawing, editor, words) is found by name in games/index.js.
// Pure: no DOM.

/** [{name, aliases, title, notation, options: {name: default}, page?: {name: value}, view}], in the engine's order; empty until setGames. */
export const ENGINE_GAMES = [];

/** Installs the registry from `games()`: its JSON text or the parsed list. Throws if an entry lacks a field. */
export function setGames(list) {
  const games = typeof list === 'string' ? JSON.parse(list) : list;
  if (!Array.isArray(games) || games.length === 0) throw new Error('games() gave no games');
  for (const g of games) {
    for (const f of ['name', 'title', 'notation', 'view']) if (typeof g?.[f] !== 'string') throw new Error(`games() entry lacks ${f}`);
    if (!g.options || typeof g.options !== 'object') throw new Error(`games() entry ${g.name} lacks options`);
  }
  ENGINE_GAMES.splice(0, ENGINE_GAMES.length, ...games.map((g) => Object.freeze({ aliases: [], ...g, options: Object.freeze({ ...g.options }) })));
}

/** The registered game named `name` (or one of its aliases), or null. */
export function engineGame(name) {
  return ENGINE_GAMES.find((g) => g.name === name || (g.aliases ?? []).includes(name)) ?? null;
}

/**
 * The depth limit the page starts game `name` with: the registry's page default where it gives one (Connect Four's
 * 4, which the CLI does not take), else its default (Pacman's 2 rounds); null (no limit) when it gives neither.
 */
export function startDepth(name) {
  const page = engineGame(name)?.page?.depth;
  const depth = typeof page === 'string' ? page : optionDefault(name, 'depth', '');
  return depth === '' ? null : Number(depth);
}

/** The default of `option` of game `name` as the registry gives it (text), or `fallback` before the registry is installed or when it has none. */
export function optionDefault(name, option, fallback) {
  const v = engineGame(name)?.options[option];
  return typeof v === 'string' ? v : fallback;
}
