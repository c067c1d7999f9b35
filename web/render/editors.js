// Small forms that open on a node: the practice editor (mark the node
// pruned, give the window it is searched with and its value) and the leaf editor (change a
// textbook leaf's value). Keyboard first: the first field takes the focus,
// Enter submits, Escape closes, and the focus goes back where it came from.
// Each form is placed inside the window, so on a phone its OK is reachable.

import { fmt } from '../i18n/format.js';
import { t, tError } from '../i18n/index.js';
import { placePopup } from './node-ui.js';
import { parseBound } from '../state/typed-bound.js';

/** Closes any open editor. */
export function closeEditors() {
  document.querySelector('.leaf-editor')?.remove();
}

function form(className, rect, onClose) {
  closeEditors();
  const f = document.createElement('form');
  f.className = `leaf-editor ${className}`;
  f.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    f.remove();
    onClose();
  });
  document.body.appendChild(f);
  f.place = () => placePopup(f, rect);
  return f;
}

/** The OK button and the place for a message that every form ends with. */
function submitRow() {
  const ok = document.createElement('button');
  ok.type = 'submit';
  ok.textContent = t('editLeafOk');
  const msg = document.createElement('span');
  msg.className = 'alert';
  msg.setAttribute('role', 'alert');
  return [ok, msg];
}

/**
 * The practice editor of node `id`: Pruned (not for the root), α and β, and the node's Value when `withValue`
 * (inner nodes: a leaf's value is given). `practice` = {guesses: Set, windows: Map, values: Map};
 * `done()` redraws; `back` gets the focus after.
 */
export function practiceEditor(id, rect, practice, done, back, withValue = false) {
  const f = form('practice-editor', rect, () => back?.focus());
  f.setAttribute('aria-label', t('practiceEditorLabel'));
  const pruned = document.createElement('input');
  pruned.type = 'checkbox';
  pruned.checked = practice.guesses.has(id);
  const lp = document.createElement('label');
  lp.append(pruned, ` ${t('practicePruned')}`);
  const win = practice.windows.get(id) || [null, null];
  const field = (name, aria, v) => {
    const input = document.createElement('input');
    input.type = 'text';
    input.size = 5;
    input.value = v === null || v === undefined ? '' : fmt(v).replace('+∞', '∞');
    input.setAttribute('aria-label', aria);
    const l = document.createElement('label');
    l.append(`${name} `, input);
    return [l, input];
  };
  const [la, ia] = field('α', t('practiceAlpha'), win[0]);
  const [lb, ib] = field('β', t('practiceBeta'), win[1]);
  const [lv, iv] = field(t('practiceValueField'), t('practiceYourValue'), practice.values.get(id));
  const [ok, msg] = submitRow();
  f.append(lp, la, lb, lv, ok, msg);
  if (id === 0) lp.hidden = true; // the root is never pruned
  lv.hidden = !withValue;
  f.addEventListener('submit', (e) => {
    e.preventDefault();
    const a = parseBound(ia.value), b = parseBound(ib.value);
    const v = withValue ? parseBound(iv.value) : null;
    const bad = [[a, ia], [b, ib], [v, iv]].find(([x]) => x === undefined);
    if (bad) { msg.textContent = t('practiceBadBound'); bad[1].focus(); return; }
    if (pruned.checked) practice.guesses.add(id); else practice.guesses.delete(id);
    if (a === null && b === null) practice.windows.delete(id); else practice.windows.set(id, [a, b]);
    if (v === null) practice.values.delete(id); else practice.values.set(id, v);
    f.remove();
    done();
    back?.focus();
  });
  f.place();
  (id === 0 ? ia : pruned).focus();
  return f;
}

/**
 * The leaf editor: any number (`value` is the leaf's now). `commit(value)` loads the edited tree; when it
 * throws (the engine refuses the value: not a number, beyond ±1,000,000,000), its message shows here and
 * the form stays, as does the tree on screen.
 */
export function leafEditor(rect, value, commit, back, label = t('editLeaf')) {
  // Decimals too: chance trees and JSON trees have them. The engine checks the range.
  // Blank or not a number: NaN, which the engine names as not a finite number.
  return fieldEditor(rect, { label, value: String(value), type: 'number' }, (v) => commit(v.trim() === '' ? NaN : Number(v)), back);
}

/**
 * A one-field form (a value, a name): `commit(text)` makes the edit; when it throws (the engine refuses
 * it), its message shows beside the field and the form stays, as does the tree on screen. When it
 * returns {said}, that sentence shows there instead and the form stays for another try.
 */
export function fieldEditor(rect, { label: text, value, type = 'text' }, commit, back) {
  const f = form('value-editor', rect, () => back?.focus());
  const label = document.createElement('label');
  label.textContent = `${text} `;
  const input = document.createElement('input');
  input.type = type;
  input.value = value;
  if (type === 'number') input.step = 'any';
  label.appendChild(input);
  const [ok, msg] = submitRow();
  f.append(label, ok, msg);
  f.addEventListener('submit', async (e) => {
    e.preventDefault();
    ok.disabled = true;
    msg.classList.remove('said');
    let done;
    try {
      done = await commit(input.value);
    } catch (err) {
      ok.disabled = false;
      msg.textContent = tError(err);
      input.focus();
      return;
    }
    // A sentence to read (What if?): the form stays for another try.
    if (done?.said) {
      ok.disabled = false;
      msg.classList.add('said');
      msg.textContent = done.said;
      input.select();
      return;
    }
    f.remove();
    back?.focus();
  });
  f.place();
  input.focus();
  input.select();
  return f;
}
