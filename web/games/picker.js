// The Game picker in the Position section: one radio button per game of the
// engine's registry (base/games.js), in the engine's order, each named by
// the page descriptor of the same name (games/index.js). A registry game with
// no descriptor is left out (tests/unit/games.test.js fails on one). Picking
// a game shows it through its descriptor's `picked(app)`, wired by the
// Connect Four editor, which also shows the editor of the game on screen.

import { t } from '../i18n/index.js';
import { ENGINE_GAMES } from '../base/games.js';
import { gameOf } from './index.js';

/** The registry's games as the picker lists them: [{name, title, descriptor}]; `missing`: names with no page descriptor. */
export function pickerGames(list = ENGINE_GAMES) {
  const games = [], missing = [];
  for (const g of list) {
    const descriptor = gameOf(g.name);
    if (descriptor && descriptor.name === g.name) games.push({ name: g.name, title: g.title, descriptor });
    else missing.push(g.name);
  }
  return { games, missing };
}

/** The game a view shows: its game, or a textbook tree when its position is a tree (tree, z or random). */
export function shownGame(view) {
  const p = view?.position ?? {};
  return p.board === undefined && p.moves === undefined && p.maze === undefined && p.text === undefined ? 'tree' : view.game;
}

/** Fills the picker's fieldset (after its legend) with the registry's games. */
export function buildPicker(fieldset, list = ENGINE_GAMES) {
  const legend = fieldset.querySelector('legend');
  const items = pickerGames(list).games.map(({ name, title, descriptor }) => {
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'game';
    input.value = name;
    const text = document.createElement('span');
    // The page's word for the game, in its language; the engine's title if the dictionary has none.
    text.dataset.i18n = descriptor.label;
    const word = t(descriptor.label);
    text.textContent = word === descriptor.label ? title : word;
    label.append(input, ' ', text);
    return label;
  });
  fieldset.replaceChildren(...(legend ? [legend] : []), ...items);
}
