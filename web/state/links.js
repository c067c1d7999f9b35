// The address bar and shared links: the current view written as a link
// (through the pure codec in url.js), a history entry for each new position
// or option so Back and Forward walk through them, and links opened with
// their mistakes named while a valid view stays on screen.

import { LANGS, getLang, loadPanelWords, t, tError } from '../i18n/index.js';
import { DEFAULTS, LIMITS, describe } from './view.js';
import { decode, encode } from './url.js';
import { normalizeView } from '../games/connect4-view.js';
import { requestOf } from '../engine/request.js';
import { analysePanels } from './panels.js';
import { rescue } from './rescue.js';
import { keepState, keptState } from './kept.js';

/** The Gallery's presets (gallery-presets.js, with horizon-presets.js: 9 KB) and their words, loaded by the first view that names one. */
const galleryPresets = () => Promise.all([import('./gallery-presets.js'), loadPanelWords()]).then(([m]) => m);

/** A message as a sentence: the engine's messages end without a full stop. */
const sentence = (text) => (/[.!?。]$/.test(text) ? text : `${text}.`);

export class Links {
  /** @param page {app, engine, load(view, opts), alert(where, msg), applyLanguage(lang, save), busy(on)} */
  constructor(page) {
    this.page = page;
    this.timer = null;
    this.mode = null;
    this.last = null;
    /** The writes to the address bar, in the order asked for (a link is made asynchronously). */
    this.writes = Promise.resolve();
    /** The view of the last 'push' asked for. */
    this.pushed = null;
  }

  /**
   * Asks for the address bar to follow the view: 'push' (a new position or
   * option) wins over 'replace' (a step). Writes are coalesced and made after
   * the next frame has painted: a history write forces a style pass, which is
   * cheap then and costly in the middle of drawing a new tree. While playing,
   * at most twice a second (the history API is rate-limited).
   */
  request(mode) {
    // A second new position before the first was written (the computer's reply from the book right
    // after the student's move): the first gets its own entry now, so Back returns to it.
    if (mode === 'push' && this.mode === 'push' && this.timer) {
      const first = this.pushed;
      this.writes = this.writes.then(() => this.save('push', first));
    }
    if (mode === 'push') this.pushed = this.snapshot();
    if (mode === 'push' || !this.mode) this.mode = mode;
    if (this.timer) return;
    const write = () => { this.timer = null; const m = this.mode; this.mode = null; this.writes = this.writes.then(() => this.save(m)); };
    this.timer = this.page.app.playing ? setTimeout(write, 500) : requestAnimationFrame(() => { this.timer = setTimeout(write, 0); });
  }

  /** What a link is made of, as it is now: the view, the step and the pass on screen. */
  snapshot() {
    const { app } = this.page;
    return { view: app.view, pos: app.pos, pass: app.pass, tree: app.tree };
  }

  /**
   * The link of `view`. A long tree is compressed once per position, in the
   * worker (megabytes of deflate would block the page); every later link of
   * the same tree reuses that fragment.
   */
  async treeLink(view) {
    const { app, engine } = this.page;
    const p = view.position;
    if (p.tree === undefined || p.tree.length <= LIMITS.plainTree) return encode(view);
    const tree = app.tree;
    if (!app.link || app.link.tree !== tree) {
      const { hash, tooLong } = await engine.encodeLastTree();
      if (app.tree !== tree) return encode({ ...view, position: DEFAULTS.position });
      app.link = { tree, hash, tooLong };
    }
    const rest = await encode({ ...view, position: DEFAULTS.position });
    return { search: rest.search, hash: app.link.hash, tooLong: app.link.tooLong };
  }

  /**
   * The link of `view`, with what it cannot hold (a tree too long for it, trained weights) kept in
   * this browser (state/kept.js) and its key in the link as kept=…; `kept` then says what was kept.
   */
  async linkOf(view) {
    const { app } = this.page;
    const link = await this.treeLink(view);
    // Trained weights only: the shipped ones are c4eval=learned in the link itself.
    const c4eval = view.c4eval && view.c4eval !== 'default' && view.c4eval !== 'learned' ? view.c4eval : null;
    if (!link.tooLong && !c4eval) return link;
    const cache = this.kept;
    let key = cache && cache.tree === (link.tooLong ? app.tree : null) && cache.c4eval === c4eval ? cache.key : null;
    if (!key) {
      const record = {};
      if (link.tooLong) record.tree = view.position.tree;
      if (c4eval) record.c4eval = c4eval;
      if (c4eval && app.trained?.json === c4eval) record.trained = { games: app.trained.games, seed: app.trained.seed };
      key = await keepState(record);
      if (!key) return link; // no storage here: the link says what it left out (link.tooLong)
      this.kept = { tree: link.tooLong ? app.tree : null, c4eval, key };
    }
    const rest = await encode({ ...view, position: link.tooLong ? DEFAULTS.position : view.position, kept: key });
    return { search: rest.search, hash: link.tooLong ? '' : link.hash, tooLong: null, kept: { tree: !!link.tooLong, weights: !!c4eval } };
  }

  /** Writes the current view to the address bar, as a new entry ('push') or in place; returns the link. */
  async save(mode, at = this.snapshot()) {
    if (!at.tree) return null;
    // A Gallery preset's link names it, while the view is still that preset's.
    // Iterative deepening's pass on screen, unless the last (which a link shows by default).
    const pass = at.pass && at.pass.k < at.pass.n ? at.pass.k : null;
    const shown = { ...at.view, step: at.pos, pass, lang: getLang() };
    const view = shown.preset ? (await galleryPresets()).keepPreset(shown) : shown;
    const { search, hash, tooLong, kept } = await this.linkOf(view);
    showKept(kept);
    const url = `${location.pathname}${search}${hash}`;
    if (url !== this.last || mode === 'push') {
      if (mode === 'push') history.pushState(null, '', url); else history.replaceState(null, '', url);
      this.last = url;
    }
    return { url: `${location.origin}${url}`, tooLong };
  }

  /**
   * The view nearest `view` of the same game that the engine accepts (state/rescue.js), shown;
   * {notes} saying what was changed, or null. Each try is an analysis that is not drawn.
   */
  async rescue(view, failure) {
    const { app, engine, load, busy } = this.page;
    const attempt = async (v) => {
      const n = normalizeView(v, app.view, {}, false);
      try {
        await analysePanels(engine, n, requestOf(n));
        return null;
      } catch (e) {
        if (e.cancelled) throw e;
        return e;
      }
    };
    busy?.(true);
    try {
      const found = await rescue(view, failure, attempt);
      if (!found || !(await load(found.view, { alertAt: 'link-alert', history: 'replace' }))) return null;
      return found;
    } catch {
      return null; // cancelled: the page's default view, as before
    } finally {
      busy?.(false);
    }
  }

  /** Opens the view in the address bar (first load, Back and Forward); a bad link keeps a valid view and says why. */
  async restore(historyMode) {
    const { app, load, alert, applyLanguage } = this.page;
    const decoded = await decode(location.search, location.hash);
    const { errors } = decoded;
    if (decoded.view.lang && LANGS.includes(decoded.view.lang)) await applyLanguage(decoded.view.lang, false);
    // preset=NAME: the registry's view; an unknown name is said next to the Gallery, and the view on screen stays.
    // A figure's link, or an edited figure's (its caption names the figure), shows the preset's words at once.
    const presets = decoded.view.preset || decoded.view.position?.from ? await galleryPresets() : null;
    await presets?.loadPresets();
    const preset = presets ? presets.resolvePreset(decoded.view) : { view: decoded.view };
    if (preset.error) {
      alert('gallery-alert', preset.error);
      if (app.tree) return;
    }
    let view = preset.view ?? { ...decoded.view, preset: null };
    // kept=KEY: what the link could not hold, kept in the browser it was made in (state/kept.js).
    const record = decoded.kept ? await keptState(decoded.kept) : null;
    if (record?.tree !== undefined) view = { ...view, position: { tree: record.tree } };
    if (record?.c4eval) {
      view = { ...view, c4eval: record.c4eval };
      if (record.trained) app.trained = { json: record.c4eval, ...record.trained };
    }
    const missing = decoded.kept && !record ? [{ key: 'kept.missing' }] : [];
    const linkError = () => {
      if (!errors.length && !missing.length) return;
      alert('link-alert', { parts: [...missing, ...errors.slice(0, 1).map(describe)] });
    };
    linkError();
    app.failure = null;
    const ok = await load(view, { alertAt: preset.error ? 'gallery-alert' : 'link-alert', history: historyMode, exact: !!preset.view?.preset });
    if (preset.error) alert('gallery-alert', preset.error);
    const why = app.alerts['link-alert'] || app.alerts['options-alert'];
    const rescued = !ok && !app.tree && app.failure ? await this.rescue(view, app.failure) : null;
    if (rescued) {
      // The link's game stays, with what it could not honour replaced and said.
      alert('link-alert', { parts: [...missing, ...errors.slice(0, 1).map(describe), ...rescued.notes] });
    } else if (!ok && !app.tree) {
      // A position the engine refuses: say why and show the default instead.
      await load({ ...DEFAULTS, lang: view.lang }, { history: 'replace' });
      if (why) alert('link-alert', why.err ? { key: 'linkBadPosition', params: { why: sentence(tError(why.err)) } } : why);
    } else linkError();
    if (ok && view.step > app.total) alert('link-alert', { key: 'link.stepPastEnd', params: { param: 'step', value: view.step, max: app.total } });
    if (ok && view.pass && (app.pass?.k ?? 1) !== view.pass) alert('link-alert', { key: 'link.passPastEnd', params: { param: 'pass', value: view.pass, max: app.pass?.n ?? 1 } });
  }
}

/** Says beside the link control what this browser keeps for the link (kept: {tree, weights}), or nothing. */
function showKept(kept) {
  const note = document.getElementById('kept-note');
  if (!note) return;
  note.hidden = !kept;
  note.textContent = !kept ? '' : t(kept.tree && kept.weights ? 'kept.both' : kept.tree ? 'kept.tree' : 'kept.weights');
}

/** The language to start in: the link's lang=, else the one saved last time, else English. */
export function initialLanguage() {
  const q = new URLSearchParams(location.search).get('lang');
  if (q && LANGS.includes(q)) return q;
  try {
    const saved = localStorage.getItem('abviz.lang');
    if (saved && LANGS.includes(saved)) return saved;
  } catch { /* private mode */ }
  return 'en';
}
