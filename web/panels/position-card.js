// The position's card in the side column: a small picture of what the trees
// search (the board, the maze, or the tree's shape) and its name, who moves,
// so that the first screen shows the position while its editor stays in the
// Position drawer.

import { t } from '../i18n/index.js';
import { gameOf } from '../games/index.js';
import { presetThumb } from '../render/gallery-thumb.js';

const $ = (id) => document.getElementById(id);

/** The card's picture as the gallery draws a preset: {game, position, options}; the game's own (its descriptor's `picture`), else its text or root. */
function pictureOf(game, app) {
  const s = app.summary, v = app.view;
  return { game: game.name, ...(game.picture?.(s, v) ?? { position: v.position?.text ?? s.root, options: {} }) };
}

let shown = { tree: null, key: null };

/** Redraws the card when the position (a new tree) or the language changed. */
export function renderPositionCard(app) {
  const s = app.summary;
  if (!s) return;
  // Called on every frame while playing: the tree object, not the root's text (megabytes for a big tree), tells a new position.
  const key = `${document.documentElement.lang}|${s.kind}|${app.view.size}|${app.view.depth}`;
  if (app.tree === shown.tree && key === shown.key) return;
  shown = { tree: app.tree, key };
  const game = gameOf(s);
  const pic = $('position-card-picture');
  const picture = pictureOf(game, app);
  pic.replaceChildren(...(app.tree?.n > (game.pictureNodes ?? Infinity) ? [] : [presetThumb(picture)]));
  // Who moves at the root: a board's side, a maze game's agent ("Pacman (MAX)"), a tree's root kind.
  const who = s.to_move ? t('toMove', { side: s.to_move })
    : game.sideName && app.tree ? t('card.agentToMove', { agent: game.sideName(app.tree, 0) })
      // A game whose position says no side (Nim's heaps): the side to move is MAX.
      : game.board ? t('card.maxToMove') : t('treeRoot', { root: t(s.root_is_max ? 'max' : 'min') });
  const title = game.title(s, app.view);
  const name = t(game.label);
  const head = title === name || title.startsWith(name) ? title : `${name}: ${title}`;
  const text = $('position-card-text');
  text.replaceChildren();
  const strong = document.createElement('strong');
  strong.textContent = head;
  text.append(strong, document.createElement('br'), who);
}
