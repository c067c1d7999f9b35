// The "Beyond the horizon" presets (issue 19): one per technique of Rich's and
// Nilsson's pages on where the search stops. Each sets a position and both
// panels' configurations (state/panel-config.js), so the two panels compare at
// once, and has a caption with its source. Every number a caption states is
// read from the two panels' analysed summaries and trees, never typed into the
// text. Pure: no DOM (controls/horizon.js shows them).

import { t } from '../i18n/index.js';
import { fmt } from '../i18n/format.js';
import { kidsOf } from '../base/tree.js';
import { formatConfig } from './panel-config.js';
import { gameOwning, moveName } from '../games/index.js';
import { DEFAULTS } from './view.js';
import { decisionOf } from './decision.js';

const ab = (opts) => Object.freeze({ alg: 'alphabeta', ...opts });

/** Rich's Figs 7–9: B looks good (6), one level deeper its reply E is −4, but E is noisy (`!`): searched on, B is 4. */
export const RICH_QUIESCENCE = 'A max[B=6 min![E=-4 max![G=4, H=-5], F=5], C=3 min[C1=3, C2=4], D=0 min[D1=0, D2=1]]';
/** Rich's Fig. 6: after G, C can give at most 3.2 against B's 3. */
export const RICH_FUTILITY = 'A[B[D=3,E=5],C[F=4,G=3.2,H=7]]';

/**
 * The presets by button id, in the order of their buttons: `position` (a
 * board, a tree or Connect Four moves), `left`/`right` the panels'
 * configurations, `caption`/`source` i18n keys, `kind` the caption's
 * parameters (see captionParams).
 */
export const HORIZON_PRESETS = Object.freeze({
  'horizon-futility': { position: { tree: RICH_FUTILITY }, left: ab({ depth: null }), right: ab({ depth: null, futility: 0.5 }), kind: 'futility', caption: 'preset.captionFutility', source: 'preset.sourceFig6' },
  'horizon-rich': { position: { tree: RICH_QUIESCENCE }, left: ab({ depth: 2 }), right: ab({ depth: 2, quiescence: 2 }), kind: 'rich', caption: 'preset.captionRich', source: 'preset.sourceFigs79' },
  'horizon-ttt': { position: { board: 'X../.O./..X' }, left: ab({ depth: 2 }), right: ab({ depth: 2, quiescence: 2 }), kind: 'horizon', caption: 'preset.captionTtt', source: 'preset.sourceNilsson' },
  'horizon-c4': { position: { moves: '3376615251213714667775762' }, left: ab({ depth: 2 }), right: ab({ depth: 2, quiescence: 2 }), kind: 'horizon', caption: 'preset.captionC4', source: 'preset.sourceNilsson' },
  'horizon-secondary': { position: { tree: '[B=5[1,9],C=3[4,6]]' }, left: ab({ depth: 1 }), right: ab({ depth: 1, secondary: 1 }), kind: 'secondary', caption: 'preset.captionSecondary', source: 'preset.sourceSecondary' },
  'horizon-secondary-c4': { position: { moves: '744475' }, left: ab({ depth: 2 }), right: ab({ depth: 2, secondary: 2 }), kind: 'secondary', caption: 'preset.captionSecondary', source: 'preset.sourceSecondary' },
  'horizon-book': { position: { board: 'X........' }, left: ab({ depth: 4 }), right: ab({ depth: 4, book: true }), kind: 'book', caption: 'preset.captionBook', source: 'preset.sourceBook' },
  'horizon-endgame': { position: { moves: '212547625754632552117661' }, left: ab({ depth: 4 }), right: ab({ depth: 4, endgame: 14 }), kind: 'endgame', caption: 'preset.captionEndgame', source: 'preset.sourceBook' },
});

/** The search options a preset fixes (the stories need the natural order and no enhancements: quiescence refuses them). */
const FIXED = Object.freeze({ order: 'natural', variant: 'fail-soft', scoring: 'wdl', prune: 'ge', enhance: '', pruned: 'alphabeta' });

/** The view changes a preset makes: its position, both configurations, the fixed options, and the right panel's depth as the shared one. */
export function presetView(preset) {
  const p = preset.position;
  // A position of moves= is the one game's whose links own that parameter (Connect Four), on the standard board;
  // a board= or tree= keeps the view's game.
  const owner = Object.keys(p).map(gameOwning).find(Boolean);
  const game = owner ? { game: owner.name, size: DEFAULTS.size } : {};
  return { ...FIXED, ...game, agents: 2, bounds: '', position: { ...p }, depth: preset.right.depth ?? null, left: { ...preset.left }, right: { ...preset.right }, step: 0 };
}

const posKey = (p) => (p?.board !== undefined ? `b:${p.board.replaceAll('/', '').toUpperCase()}` : p?.tree !== undefined ? `t:${p.tree.trim()}` : p?.moves !== undefined ? `m:${p.moves}` : '');

/** The id of the preset `view` shows (its position, both configurations and the fixed options), or null. */
export function presetOf(view) {
  if (!view?.left || !view?.right) return null;
  for (const [id, preset] of Object.entries(HORIZON_PRESETS)) {
    if (posKey(view.position) !== posKey(preset.position)) continue;
    if (preset.position.moves !== undefined && view.size !== '7x6') continue;
    if (formatConfig(view.left) !== formatConfig(preset.left) || formatConfig(view.right) !== formatConfig(preset.right)) continue;
    if (Object.entries(FIXED).every(([k, v]) => (view[k] ?? v) === v)) return id;
  }
  return null;
}

/** The value the panel's search gave the root's child named `name` (a textbook tree), or NaN. */
function childValue(tree, slot, name) {
  for (const c of kidsOf(tree, 0)) if (tree.names?.[c] === name) return tree.tl[slot].value[c];
  return NaN;
}

/**
 * The numbers of a preset's caption, all read from `result` (what
 * state/panels.js analysePanels returns: summary.minimax is the left
 * panel's counts, summary.alphabeta the right's; panels.trees and
 * panels.slots each panel's tree and timeline): {text params, raw numbers}.
 * `raw` keeps the engine's figures unformatted, for the tests.
 */
export function captionParams(preset, result) {
  const { summary, panels } = result;
  const L = summary.minimax, R = summary.alphabeta;
  const trees = { L: panels.trees.minimax, R: panels.trees.alphabeta };
  // Each panel's move is the one its configuration plays (its decision: after secondary search, secondary search's).
  const raw = { na: L.nodes, nb: R.nodes, va: L.value, vb: R.value, ma: decisionOf(L).move, mb: decisionOf(R).move };
  const p = {
    na: L.nodes, nb: R.nodes, va: fmt(L.value), vb: fmt(R.value),
    ma: moveName(summary, trees.L, raw.ma), mb: moveName(summary, trees.R, raw.mb),
  };
  if (preset.kind === 'futility') {
    raw.margin = summary.futility; raw.error = Math.abs(L.value - R.value);
    raw.stops = R.futility_cutoffs; raw.skipped = R.futility_pruned_children;
    Object.assign(p, { margin: fmt(raw.margin), error: fmt(raw.error), stops: raw.stops, skipped: raw.skipped });
  } else if (preset.kind === 'rich') {
    raw.bLeft = childValue(trees.L, panels.slots.minimax, 'B'); raw.bRight = childValue(trees.R, panels.slots.alphabeta, 'B');
    raw.ext = R.extensions;
    raw.shallow = L.max_depth - 1;
    Object.assign(p, { bLeft: fmt(raw.bLeft), bRight: fmt(raw.bRight), ext: raw.ext, shallow: raw.shallow });
  } else if (preset.kind === 'horizon') {
    raw.ext = R.extensions;
    p.ext = raw.ext;
  } else if (preset.kind === 'secondary') {
    const s = R.secondary;
    raw.secondary = s;
    Object.assign(p, {
      k: s.depth - (preset.right.depth ?? 0), count: s.depth - (preset.right.depth ?? 0), deeper: fmt(s.deeper_value), second: moveName(summary, trees.R, s.second_move),
      secondValue: fmt(s.second_value), secondDeeper: fmt(s.second_deeper_value), extra: s.nodes,
      final: moveName(summary, trees.R, s.final_move), finalValue: fmt(s.final_value),
    });
  } else if (preset.kind === 'book') {
    raw.hits = R.book_hits;
    p.hits = raw.hits;
  } else if (preset.kind === 'endgame') {
    raw.solver = R.endgame_nodes; raw.empty = preset.right.endgame;
    Object.assign(p, { solver: raw.solver, empty: raw.empty });
  }
  return { params: p, raw };
}

/** A preset's caption and source for its analysed `result`. */
export function captionText(preset, result) {
  return `${t(preset.caption, captionParams(preset, result).params)} ${t(preset.source)}`;
}
