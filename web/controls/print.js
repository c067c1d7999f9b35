// Printing: the trees and their sentences on A4 landscape (style.css @media
// print hides every control). A tree is drawn in screen pixels, so for the
// printout each visible SVG tree gets a viewBox of its size on screen and
// scales, whole, into the printed box; a canvas tree keeps its proportions.

import { t } from '../i18n/index.js';
import { gameOf } from '../games/index.js';

const $ = (id) => document.getElementById(id);
/** CSS px per mm, and the printed page's sizes (style.css @page and @media print). */
const MM = 96 / 25.4;
const PAGE_W = 277 * MM, GAP = 5 * MM, TREE_H = Math.round(135 * MM);

/** Wires the browser's print (Ctrl+P, or Print in the Share lesson). */
export function wirePrint(page) {
  const { app } = page;
  const shown = () => [...document.querySelectorAll('.panel svg.tree-view')].filter((s) => s.checkVisibility() && !s.hasAttribute('hidden'));
  window.addEventListener('beforeprint', () => {
    if (!app.summary) return;
    const caption = $('gallery-caption-title');
    const name = !$('gallery-caption').hidden && caption.textContent ? caption.textContent : gameOf(app.summary).title(app.summary, app.view);
    $('print-title').textContent = `abviz — ${name} · ${t('stepOf', { pos: app.pos, total: app.total })}`;
    const cols = app.layout === 'both' ? 2 : 1;
    document.documentElement.style.setProperty('--print-cols', String(cols));
    // The printed tree box in CSS px (A4 landscape less 10 mm margins: 277 × 190 mm; the tree box is 135 mm tall, style.css).
    const box = { width: Math.round(cols === 2 ? (PAGE_W - GAP) / 2 : PAGE_W), height: TREE_H };
    page.stage.fit(0, box);
    for (const svg of shown()) {
      svg.setAttribute('viewBox', `0 0 ${box.width} ${box.height}`);
      svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
    }
  });
  window.addEventListener('afterprint', () => {
    for (const svg of document.querySelectorAll('.panel svg.tree-view')) { svg.removeAttribute('viewBox'); svg.removeAttribute('preserveAspectRatio'); }
    if (app.tree) page.stage.fit();
  });
  $('print').addEventListener('click', () => window.print());
}
