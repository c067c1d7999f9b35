// Nim's position editor, drawn into the Position drawer's #game-editor by
// the Connect Four editor's render (games/index.js `editor`): the heaps
// typed as 1,2,3, a few positions to start from, the heaps as sticks and
// Bouton's rule for the position shown. The engine reads the text and
// says what is wrong with it (next to the editor, in #board-alert); until a
// text is read, the field keeps it and the last good tree stays.

import { t } from '../../i18n/index.js';
import { heapsOf, nimSum } from './rules.js';

/** Positions to start from: a loss in 33 nodes, a win in 86, the classic loss 1,2,3, and a win. */
export const POSITIONS = ['2,2', '2,3', '1,2,3', '1,2,4'];

/**
 * The words of Bouton's rule for `heaps`: {key, params}. With `value`, the value a search found for
 * them: when a depth limit left it short of the rule's (0, not decided), the words say so.
 */
export function xorNote(heaps, value = null) {
  const xor = nimSum(heaps);
  const rule = xor === 0 ? -1 : 1;
  const cut = typeof value === 'number' && value !== rule;
  const key = xor === 0 ? (cut ? 'nim.xorLosesCut' : 'nim.xorLoses') : cut ? 'nim.xorWinsCut' : 'nim.xorWins';
  return { key, params: { sum: heaps.join(' ⊕ '), xor } };
}

const make = (tag, attrs = {}, text = null) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== null) e.textContent = text;
  return e;
};

/** The editor: built into its box once, then brought up to date on each render. */
export class NimEditor {
  constructor() {
    this.built = null;
    this.key = '';
    /** The position last shown, which the Game picker goes back to. */
    this.last = null;
  }

  build(box) {
    const form = make('form', { class: 'nim-form c4-field' });
    const label = make('label', { for: 'nim-heaps', 'data-i18n': 'nim.heaps' });
    const input = make('input', { id: 'nim-heaps', type: 'text', inputmode: 'numeric', autocomplete: 'off', spellcheck: 'false', size: '12' });
    const showBtn = make('button', { type: 'submit', 'data-i18n': 'nim.show' });
    form.append(label, ' ', input, ' ', showBtn);
    const presets = make('div', { class: 'presets', role: 'group', 'data-i18n-aria': 'nim.positions' });
    for (const p of POSITIONS) {
      const b = make('button', { type: 'button', 'data-position': p }, p);
      b.addEventListener('click', () => this.show(p));
      presets.append(b);
    }
    const picture = make('div', { class: 'nim-picture', role: 'img' });
    const rule = make('p', { class: 'to-move nim-rule', 'aria-live': 'polite' });
    const hint = make('p', { class: 'hint', 'data-i18n': 'nim.hint' });
    form.addEventListener('submit', (e) => { e.preventDefault(); this.show(input.value); });
    box.replaceChildren(form, presets, picture, rule, hint);
    this.built = { box, input, picture, rule, hint, label, showBtn, presets };
  }

  /** Shows the position typed or chosen (spaces dropped); the engine refuses a bad one next to the editor. */
  show(text) {
    this.page.show({ position: { text: text.replace(/\s+/g, '') } });
  }

  render(box, page) {
    this.page = page;
    if (this.built?.box !== box) this.build(box);
    const { input, picture, rule, hint, label, showBtn, presets } = this.built;
    const text = page.app.view.position?.text ?? '';
    // Called on every redraw (each frame of Play): nothing to do until the position or language changes.
    const key = `${text}|${document.documentElement.lang}`;
    if (key === this.key) return;
    this.key = key;
    if (text) this.last = text;
    const heaps = heapsOf(text) ?? [];
    label.textContent = t('nim.heaps');
    showBtn.textContent = t('nim.show');
    hint.textContent = t('nim.hint');
    presets.setAttribute('aria-label', t('nim.positions'));
    if (document.activeElement !== input) input.value = text;
    // One row a heap, one | a stick: the shape says the count for those who do not read the digits.
    picture.replaceChildren(...heaps.map((n, i) => make('div', { class: 'nim-heap', 'data-heap': String(i + 1) }, `${i + 1}  ${'|'.repeat(n)}  (${n})`)));
    picture.setAttribute('aria-label', t('nim.picture', { heaps: heaps.join(', ') }));
    const note = xorNote(heaps);
    rule.textContent = heaps.length ? t(note.key, note.params) : '';
  }
}
