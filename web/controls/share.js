// Sharing and exports: copy the link, the slide as SVG or PNG, the trace as
// JSON; and the language menu.

import { t } from '../i18n/index.js';
import { gameOf } from '../games/index.js';
import { download, slidePng, slideSvg, traceJson } from '../render/exporter.js';

const $ = (id) => document.getElementById(id);

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
  const position = () => gameOf(app.summary).title(app.summary, app.view);
  const title = () => `abviz — ${position()} · ${t('stepOf', { pos: app.pos, total: app.total })}`;
  // A large tree's canvas, drawn afresh at twice its size for the slide.
  const snapshot = (el) => Object.values(page.views.canvas).find((v) => v.canvas === el).snapshot(2);
  $('export-svg').addEventListener('click', () => {
    download(name('svg'), new Blob([slideSvg(title(), snapshot)], { type: 'image/svg+xml' }));
    $('share-status').textContent = t('exported', { file: name('svg') });
  });
  $('export-png').addEventListener('click', async () => {
    download(name('png'), await slidePng(title(), snapshot));
    $('share-status').textContent = t('exported', { file: name('png') });
  });
  $('export-json').addEventListener('click', () => {
    download(name('json'), new Blob([traceJson(app.request, app.summary, app.tree, app.panels)], { type: 'application/json' }));
    $('share-status').textContent = t('exported', { file: name('json') });
  });
  $('language').addEventListener('change', (e) => page.applyLanguage(e.target.value));
}
