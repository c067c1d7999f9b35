// The Worksheet lesson (issue 31, point 4): N exercises on random trees from
// a seed, shown as the printed sheet or its answer key, printed on A4 one at
// a time, and kept in the link (sheet=…, drawer=worksheet) so the link or
// the seed makes the same sheet again. The trees are searched in a worker of
// their own (engine/sheet.js); every answer the key gives is read from those
// searches (answers.js). "Practise this tree" loads an exercise's tree into
// practice mode, which checks values, pruned nodes and α and β.

import { Cancelled } from '../engine/engine.js';
import { getLang, list, num, t, tError } from '../i18n/index.js';
import { nodeName } from '../games/index.js';
import { DEFAULT_SHEET, FIELDS, ORDERS, QUESTIONS, SHEET, exerciseSpecs, formatSheet, leavesOf, recipeProblem, whole } from '../state/sheet.js';
import { answerOf } from './answers.js';
import { drawSheetTree, sheetValue as fmt } from './draw.js';

const $ = (id) => document.getElementById(id);
/** Time one task of drawing the sheet may take (ms). */
const SLICE_MS = 8;
/** The texts of the choices and fields, by value (literal keys, so the i18n test sees each one used). */
const ORDER_KEYS = { random: 'sheet.order.random', 'best-first': 'sheet.order.best-first', 'worst-first': 'sheet.order.worst-first' };
const QUESTION_KEYS = { values: 'sheet.question.values', pruned: 'sheet.question.pruned', window: 'sheet.question.window', best: 'sheet.question.best', mixed: 'sheet.question.mixed' };
const ASK_KEYS = { values: 'sheet.q.values', pruned: 'sheet.q.pruned', window: 'sheet.q.window', best: 'sheet.q.best' };
const FIELD_KEYS = { count: 'sheet.count', seed: 'sheet.seed', depth: 'sheet.depth', branching: 'sheet.branching' };

/** The question of exercise `ex` ({spec, tree, answer}) in words. */
export function questionText({ spec, tree, answer }) {
  return t(ASK_KEYS[spec.question], { root: nodeName(tree, 0), node: answer.target === null ? '' : nodeName(tree, answer.target) });
}

/** The key's answer to exercise `ex` in words: every number is the engine's (answers.js). */
export function answerText({ spec, tree, answer: a }) {
  const names = (ids) => list(Array.from(ids, (id) => nodeName(tree, id)));
  if (spec.question === 'values') return t('sheet.a.values', { root: fmt(a.root), node: nodeName(tree, 0) });
  if (spec.question === 'pruned') {
    if (!a.pruned.length) return t('sheet.a.nonePruned', { leaves: a.leaves });
    return t('sheet.a.pruned', { nodes: names(a.pruned), skipped: a.leaves - a.searchedLeaves, leaves: a.leaves });
  }
  if (spec.question === 'window') return t('sheet.a.window', { node: nodeName(tree, a.target), alpha: fmt(a.window[0]), beta: fmt(a.window[1]) });
  const moves = a.best.map((id) => nodeName(tree, id));
  const either = moves.length > 1 ? `${moves.slice(0, -1).join(t('listSep'))}${t('sheet.orWord')}${moves.at(-1)}` : moves[0];
  return t(moves.length > 1 ? 'sheet.a.bestTied' : 'sheet.a.best', { moves: either, root: fmt(a.root) });
}

export class SheetPanel {
  /** @param page {app, engine() (the worksheet's own), saveUrl(mode), practise(text)} */
  constructor(page) {
    this.page = page;
    this.exercises = null;
    this.made = null; // the recipe the exercises on screen were made from
    for (const [id, values, keys] of [['sheet-order', ORDERS, ORDER_KEYS], ['sheet-question', QUESTIONS, QUESTION_KEYS]]) {
      $(id).replaceChildren(...values.map((v) => {
        const o = Object.assign(document.createElement('option'), { value: v, textContent: t(keys[v]) });
        o.dataset.i18n = keys[v]; // translatePage names it again when the language changes
        return o;
      }));
    }
    $('sheet-make').addEventListener('click', () => this.make(this.read()));
    // Opening the lesson (drawers.js set the view already) makes the link's sheet, or the default one.
    document.querySelector('.lessons [data-drawer="worksheet"]').addEventListener('click', () => this.render());
    $('sheet-key').addEventListener('click', () => this.showKey($('sheet-key').getAttribute('aria-pressed') !== 'true'));
    $('sheet-print').addEventListener('click', () => this.print(false));
    $('sheet-print-key').addEventListener('click', () => this.print(true));
    // The browser's own Print (Ctrl+P) while the worksheet is open prints what it shows.
    // (Print the sheet / the key fill the print area first: then it is left as it is.)
    window.addEventListener('beforeprint', () => { if (this.open() && !$('sheet-print-area').firstChild) this.fillPrint(this.recipe().key); });
    window.addEventListener('afterprint', () => { document.body.classList.remove('sheet-printing'); $('sheet-print-area').replaceChildren(); });
    this.fill(this.recipe());
  }

  open() { return this.page.app.view?.drawer === 'worksheet'; }

  /** The recipe on screen: the link's (view.sheet), else the defaults. */
  recipe() { return { ...DEFAULT_SHEET, ...(this.page.app.view?.sheet ?? {}) }; }

  fill(r) {
    for (const f of FIELDS) $(`sheet-${f}`).value = String(r[f]);
    $('sheet-order').value = r.order;
    $('sheet-question').value = r.question;
  }

  /** The form's recipe, or null after saying, beside the form, what is wrong (the sheet on screen stays). */
  read() {
    const r = { order: $('sheet-order').value, question: $('sheet-question').value, key: this.recipe().key };
    for (const f of FIELDS) {
      const raw = $(`sheet-${f}`).value.trim(), { min, max } = SHEET[f];
      r[f] = whole(raw, SHEET[f]);
      if (r[f] === null) return this.say(t('sheet.badField', { field: t(FIELD_KEYS[f]), value: raw || '""', min: num(min), max: num(max) }), f);
    }
    const p = recipeProblem(r);
    return p ? this.say(t(p.key, p.params), 'depth') : r;
  }

  say(text, field) {
    $('sheet-alert').textContent = text;
    $(`sheet-${field}`).setAttribute('aria-invalid', 'true');
    $(`sheet-${field}`).focus();
    return null;
  }

  /** Makes the sheet of recipe `r` (from the form or a link), shows it and keeps it in the link. */
  async make(r) {
    if (!r) return;
    this.tried = formatSheet({ ...r, key: false });
    $('sheet-alert').textContent = '';
    for (const f of FIELDS) $(`sheet-${f}`).removeAttribute('aria-invalid');
    const specs = exerciseSpecs(r);
    $('sheet-status').textContent = t('sheet.making', { count: r.count });
    $('sheet-make').disabled = true;
    try {
      const { exercises } = await this.page.engine().sheet(specs);
      this.exercises = exercises.map(({ text, tree }, i) => ({ spec: specs[i], text, tree, answer: answerOf(tree, specs[i]) }));
      this.made = r;
      this.page.app.view.sheet = r;
      this.page.saveUrl('replace');
      $('sheet-status').textContent = t('sheet.made', { count: r.count, seed: r.seed });
    } catch (e) {
      if (!(e instanceof Cancelled)) $('sheet-alert').textContent = tError(e);
      $('sheet-status').textContent = '';
    } finally {
      $('sheet-make').disabled = false;
    }
    this.render();
  }

  showKey(on) {
    this.page.app.view.sheet = { ...this.recipe(), key: on };
    this.page.saveUrl('replace');
    this.render();
  }

  /** Called whenever the page redraws: makes the link's sheet once the drawer is open. */
  render() {
    if (!this.open()) return;
    const r = this.recipe();
    // The link's recipe is made once: a recipe that failed is not tried again until it changes.
    const id = formatSheet({ ...r, key: false });
    if (this.tried !== id) {
      this.tried = id;
      this.fill(r);
      this.make(r);
      return;
    }
    $('sheet-key').setAttribute('aria-pressed', String(r.key));
    for (const id of ['sheet-print', 'sheet-print-key']) $(id).disabled = !this.exercises;
    // The page redraws on every step of Play: the sheet is drawn again only when it, the key or the language changed.
    const want = { exercises: this.exercises, key: r.key, lang: getLang() };
    if (this.exercises && !(this.drawn && Object.keys(want).every((k) => this.drawn[k] === want[k]))) {
      this.drawn = want;
      this.draw(r.key);
    }
  }

  /** Draws the sheet or the key on screen, a few exercises a task (no task over 50 ms); a newer drawing stops it. */
  async draw(key) {
    const token = (this.drawToken = (this.drawToken ?? 0) + 1);
    const page = this.paper(key, false);
    const ol = page.querySelector('.sheet-exercises');
    $('sheet-paper').replaceChildren(page);
    let t0 = performance.now();
    for (const ex of this.exercises) {
      if (performance.now() - t0 > SLICE_MS) {
        await new Promise((resolve) => setTimeout(resolve));
        if (token !== this.drawToken) return;
        t0 = performance.now();
      }
      ol.append(this.exercise(ex, key));
    }
    page.dataset.complete = 'true';
  }

  /** The sheet (`key` false) or its answer key, as one printable page of exercises (`whole`: with them all, else none yet). */
  paper(key, whole = true) {
    const r = this.made;
    const page = document.createElement('article');
    page.className = 'sheet-page';
    page.dataset.kind = key ? 'key' : 'sheet';
    const h = document.createElement('h3');
    h.textContent = t(key ? 'sheet.keyTitle' : 'sheet.title');
    const about = document.createElement('p');
    about.className = 'sheet-about';
    about.textContent = t('sheet.about', { count: r.count, depth: r.depth, branching: r.branching, order: t(ORDER_KEYS[r.order]), seed: r.seed });
    const rule = document.createElement('p');
    rule.className = 'sheet-rule';
    rule.textContent = t('sheet.rule');
    page.append(h, about, rule);
    if (!key) page.append(Object.assign(document.createElement('p'), { className: 'sheet-name-line', textContent: t('sheet.nameLine') }));
    const ol = document.createElement('ol');
    ol.className = 'sheet-exercises';
    ol.dataset.wide = String(leavesOf(r) > 9);
    if (whole) for (const ex of this.exercises) ol.append(this.exercise(ex, key));
    page.append(ol);
    return page;
  }

  exercise(ex, key) {
    const li = document.createElement('li');
    li.className = 'sheet-exercise';
    li.dataset.question = ex.spec.question;
    li.dataset.tree = ex.text; // the tree as text: what Practise loads, and what a test searches again
    const q = document.createElement('p');
    q.className = 'sheet-question';
    q.textContent = questionText(ex);
    const label = t('sheet.treeLabel', { number: ex.spec.number });
    li.append(q, drawSheetTree(ex.tree, { key, target: ex.answer.target, label }));
    const a = document.createElement('p');
    a.className = 'sheet-answer';
    a.textContent = key ? answerText(ex) : t('sheet.answerLine');
    li.append(a);
    const practise = Object.assign(document.createElement('button'), { type: 'button', className: 'sheet-practise', textContent: t('sheet.practise') });
    practise.setAttribute('aria-label', t('sheet.practiseLabel', { number: ex.spec.number }));
    practise.addEventListener('click', () => this.page.practise(ex.text));
    li.append(practise);
    return li;
  }

  /** Puts the sheet or the key alone into the print area (style.css hides the rest on paper). */
  fillPrint(key) {
    if (!this.exercises) return;
    // The one on screen when it is the one asked for (a copy is quick), else drawn whole now.
    const shown = $('sheet-paper').querySelector(`.sheet-page[data-complete="true"][data-kind="${key ? 'key' : 'sheet'}"]`);
    $('sheet-print-area').replaceChildren(shown ? shown.cloneNode(true) : this.paper(key));
    document.body.classList.add('sheet-printing');
  }

  print(key) {
    this.fillPrint(key);
    window.print();
  }
}
