// The lab's rows for Rich's techniques beside the enhancements: futility
// (a margin M), the opening book and the endgame solver. Each of their cells
// adds a second line under its count (what it saved, how far off the value
// is, what knowledge answered), and the notes under the table say it in
// sentences. DOM helpers for lab/panel.js; the numbers are lab.js's, every
// one from the engine's summaries.

import { t } from '../i18n/index.js';
import { fmt } from '../i18n/format.js';
import { ENDGAME, futilityCell, futilityNote, knowledgeCell, knowledgeNotes } from '../engine/lab.js';

/** The second line of a cell of `row` at depth `d` of run `lab`, when it has its numbers. */
export function cellExtra(td, lab, row, d) {
  let text = null;
  if (row.futility !== undefined) {
    const c = futilityCell(lab.results, lab.values, d, row.futility);
    if (!c) return;
    text = t(c.saved >= 0 ? 'labFutilityCellSaved' : 'labFutilityCellCost', { saved: Math.abs(c.saved), lost: c.lost });
    Object.assign(td.dataset, { saved: String(c.saved), lost: String(c.lost) });
    td.title = t('labFutilityCellTitle', { value: fmt(c.value), minimax: fmt(c.minimax) });
  } else if (row.book !== undefined || row.endgame !== undefined) {
    const c = knowledgeCell(lab.results, lab.values, lab.extras, row.id, d);
    if (!c) return;
    text = row.book !== undefined
      ? (c.root ? t('labBookCellRoot') : t('labBookCellHits', { hits: c.hits }))
      : t('labEndgameCell', { hits: c.hits, solver: c.solver });
    Object.assign(td.dataset, { saved: String(c.saved), hits: String(c.hits), solver: String(c.solver) });
    td.title = t('labFutilityCellTitle', { value: fmt(c.value), minimax: fmt(c.minimax) });
  } else return;
  const more = document.createElement('span');
  more.className = 'lab-extra-cell';
  more.textContent = text;
  td.append(more);
}

/** The sentence on the futility row (or, before a run, what it will show at `margin`). */
export function futilityText(lab, margin) {
  const note = lab ? futilityNote(lab.results, lab.values, lab.depths, lab.margin) : null;
  if (!note) return t('labFutilityIntro', { margin });
  return `${t(note.key, { ...note.params, value: fmt(note.params.value), minimax: fmt(note.params.minimax) })} ${t(note.bound, note.params)}`;
}

/** The sentences on the book and endgame rows (before a run, what they are). */
export function knowledgeText(lab) {
  const notes = lab ? knowledgeNotes(lab.results, lab.values, lab.extras, lab.depths, lab.size) : [];
  if (!notes.length) return t('labKnowledgeIntro', { cells: ENDGAME });
  const values = (p) => ('value' in p ? { ...p, value: fmt(p.value), minimax: fmt(p.minimax) } : p);
  return notes.map((n) => t(n.key, values(n.params))).join(' ');
}
