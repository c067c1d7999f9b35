// The position's card in the side column: a small picture of what the trees
// search (the board, the maze, or the tree's shape) and its name, who moves,
// so that the first screen shows the position while its editor stays in the
// Position drawer.

import { t } from '../i18n/index.js';
import { gameOf } from '../games/index.js';
import { presetThumb } from '../render/gallery-thumb.js';

const $ = (id) => document.getElementById(id);

/** The card's picture as the gallery draws a preset: {game, position, options}. */
function pictureOf(app) {
  const s = app.summary, v = app.view;
  if (v.position?.tree !== undefined || v.position?.random) return { game: 'tree', position: v.position.tree ?? s.root, options: { depth: v.depth === null ? undefined : String(v.depth) } };
  if (v.game === 'connect4') return { game: 'connect4', position: s.moves ?? '', options: { size: v.size } };
  if (v.position?.maze !== undefined) return { game: v.game, position: v.position.maze, options: {} };
  return { game: 'tictactoe', position: s.root, options: {} };
}

let shown = null;

/** Redraws the card when the position or the language changed. */
export function renderPositionCard(app) {
  const s = app.summary;
  if (!s) return;
  const key = `${document.documentElement.lang}|${s.kind}|${s.root}|${s.moves}|${app.view.size}|${app.view.depth}`;
  if (key === shown) return;
  shown = key;
  const game = gameOf(s);
  const pic = $('position-card-picture');
  pic.replaceChildren(presetThumb(pictureOf(app)));
  const who = s.to_move ? t('toMove', { side: s.to_move }) : t('treeRoot', { root: t(s.root_is_max ? 'max' : 'min') });
  const title = game.title(s, app.view);
  const name = t(game.label);
  const head = title === name || title.startsWith(name) ? title : `${name}: ${title}`;
  const text = $('position-card-text');
  text.replaceChildren();
  const strong = document.createElement('strong');
  strong.textContent = head;
  text.append(strong, document.createElement('br'), who);
}
