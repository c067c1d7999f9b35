// The page's keys: Space plays, the arrows, Home and End step, N and P jump
// between cut-offs, Escape closes menus and editors.

import { closeEditors } from '../render/editors.js';
import { seekCutoff } from './playback.js';

/** Controls that own every key typed at them: text, lists, menus and editors. */
const TYPING = 'input:not([type=checkbox], [type=radio], [type=range], [type=button], [type=submit], [type=file]), select, textarea, [contenteditable=""], [contenteditable=true], .leaf-editor, .node-menu';

/**
 * Whether the focused element owns key `key`. A text box owns every key; a
 * slider its arrows, Home and End; a radio button Space and the arrows; a
 * button, link or checkbox only Space and Enter, which activate it. So after a
 * mouse click leaves a button focused, P, N, the arrows, Home and End still
 * step. A tree (role=application) handles its cursor keys itself and stops
 * them; Space on it plays.
 */
export function ownsKey(el, key) {
  if (!(el instanceof Element)) return false;
  if (el.closest(TYPING)) return true;
  const activate = key === ' ' || key === 'Enter';
  const arrows = key.startsWith('Arrow');
  if (el.matches('input[type=range]')) return arrows || key === 'Home' || key === 'End' || key === 'PageUp' || key === 'PageDown';
  if (el.matches('input[type=radio]')) return activate || arrows;
  if (el.matches('input[type=file]')) return activate;
  return activate && !!el.closest('button, a[href], input, summary, label');
}

/** Wires the keys. Space plays unless focus is on something Space activates (a button, a checkbox). */
export function wireKeys(page) {
  const { app } = page;
  const cut = (dir) => seekCutoff(page, dir);
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || !app.tree) return;
    if (ownsKey(e.target, e.key)) return;
    const keys = {
      ' ': () => page.togglePlay(),
      ArrowRight: () => page.seek(app.pos + 1),
      ArrowLeft: () => page.seek(app.pos - 1),
      Home: () => page.seek(0),
      End: () => page.seek(app.total),
      n: () => cut(1), N: () => cut(1), p: () => cut(-1), P: () => cut(-1),
    };
    const f = keys[e.key];
    if (!f || (app.practice && !app.practice.checked)) return;
    e.preventDefault();
    f();
  });
  // Skip to controls: the focus to the control bar, without a fragment in the address (the link is the view's).
  document.querySelector('.skip-link')?.addEventListener('click', (e) => {
    e.preventDefault();
    const bar = document.getElementById('controls');
    bar.scrollIntoView({ block: 'nearest' });
    bar.focus({ preventScroll: true });
  });
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') { page.nodeUi.closeMenu(); closeEditors(); } });
}
