// Sharing and exports: copy the link, the slide as SVG or PNG, the trace as
// JSON, the tree as TikZ (the engine's); and the language menu.

import { loadEnglish, t } from '../i18n/index.js';
import { gameOf } from '../games/index.js';
import { download, traceJson } from '../render/exporter.js';

const $ = (id) => document.getElementById(id);
/** The TikZ export's file name (a lecturer inputs it in LaTeX). */
const TIKZ_FILE = 'abviz-tree.tex';

/** Wires the share and export buttons and the language menu. */
export function wireShare(page) {
  const { app } = page;
  $('copy-link').addEventListener('click', async () => {
    const r = await page.saveUrl('replace');
    if (!r) return;
    if (r.tooLong) page.alert('link-alert', { key: 'link.tooLong', params: { chars: r.tooLong.chars, limit: r.tooLong.limit } });
    try {
      await navigator.clipboard.writeText(r.url);
      $('share-status').textContent = t('linkCopied');
    } catch {
      $('share-status').textContent = t('linkShown', { url: r.url });
    }
  });
  const name = (ext) => `abviz-${app.summary.kind}-step${app.pos}.${ext}`;
  // The Gallery figure on screen by its title (its caption shows above the trees), else the position.
  const position = () => ($('gallery-caption')?.hidden === false ? $('gallery-caption-title').textContent : gameOf(app.summary).title(app.summary, app.view));
  const title = () => `abviz — ${position()} · ${t('stepOf', { pos: app.pos, total: app.total })}`;
  // The visible panels, each with the view that draws its tree now.
  const panels = () => [...document.querySelectorAll('.panels .panel')].filter((p) => p.offsetParent !== null)
    .map((el) => ({ el, live: page.views[app.mode][el.dataset.alg] }));
  $('export-svg').addEventListener('click', async () => {
    const shown = [title(), panels()]; // the step on screen at the click
    // Loaded with the first export, not the page, with the legend's English words (i18n/index.js LATER).
    const [{ slideSvg }] = await Promise.all([import('../render/slide.js'), loadEnglish()]);
    download(name('svg'), new Blob([await slideSvg(...shown)], { type: 'image/svg+xml' }));
    $('share-status').textContent = t('exported', { file: name('svg') });
  });
  $('export-png').addEventListener('click', async () => {
    const shown = [title(), panels()];
    const [{ slidePng }] = await Promise.all([import('../render/slide.js'), loadEnglish()]);
    download(name('png'), await slidePng(...shown));
    $('share-status').textContent = t('exported', { file: name('png') });
  });
  $('export-json').addEventListener('click', () => {
    download(name('json'), new Blob([traceJson(app.request, app.summary, app.tree, app.panels)], { type: 'application/json' }));
    $('share-status').textContent = t('exported', { file: name('json') });
  });
  $('export-tikz').addEventListener('click', async () => {
    if (app.alerts['export-alert']) page.alert('export-alert', null); // the last refusal, not another input's message
    let text;
    try {
      ({ text } = await page.engine.tikz(app.request, $('export-bounds').checked));
    } catch (err) {
      // Too large to draw (or refused): said beside the button; the view stays as it is.
      if (!err?.cancelled) page.alert('export-alert', { err });
      return;
    }
    download(TIKZ_FILE, new Blob([text], { type: 'application/x-tex' }));
    $('share-status').textContent = t('exported', { file: TIKZ_FILE });
  });
  $('language').addEventListener('change', (e) => page.applyLanguage(e.target.value));
}
