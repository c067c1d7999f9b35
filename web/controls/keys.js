// The page's keys: Space plays, the arrows, Home and End step, N and P jump
// between cut-offs, Escape closes menus and editors.

import { closeEditors } from '../render/editors.js';
import { seekCutoff } from './playback.js';

/** Whether focus is on a control that owns its keys (Space toggles a checkbox, arrows move a slider…). */
function onControl(el) {
  return el instanceof Element && !!el.closest('input, select, textarea, button, a[href], [role=application], [contenteditable=""], [contenteditable=true], .leaf-editor, .node-menu');
}

/** Wires the keys. Space plays only when focus is on no control, so it still toggles a focused checkbox. */
export function wireKeys(page) {
  const { app } = page;
  const cut = (dir) => seekCutoff(page, dir);
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || !app.tree) return;
    if (onControl(e.target)) return;
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
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') { page.nodeUi.closeMenu(); closeEditors(); } });
}
