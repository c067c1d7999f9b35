// The search options panel: order, seed, depth limit, fail-hard, scoring,
// pruning on equality, agents and chance bounds. Each change is a new view
// (and a history entry); syncOptions() shows the analysed view's options.

import { BOUNDS_RE, LIMITS } from '../state/view.js';
import { syncEnhance } from '../panels/enhance.js';
import { gameOf } from '../games/index.js';
import { clampInt, loaders } from '../games/load.js';
import { syncConfigure } from './configure.js';
import { alertBy } from '../panels/status.js';

const $ = (id) => document.getElementById(id);

/** Wires the option controls. */
export function wireOptions(page) {
  const { app } = page;
  const { withView } = loaders(page);
  const alertAtPosition = () => (app.view.position.tree !== undefined || app.view.position.random ? 'tree-alert' : 'board-alert');
  $('order').addEventListener('change', () => {
    $('order-seed-label').hidden = $('order').value !== 'random';
    withView({ order: $('order').value }, { alertAt: alertAtPosition() });
  });
  // The drawer's one alert, moved under the control that asked.
  const at = (id) => alertBy('options-alert', id);
  $('order-seed').addEventListener('change', () => withView({ seed: clampInt($('order-seed').value, 0, 1e9, 1) }, { alertAt: at('order-seed') }));
  // The number boxes offer the ranges the engine declares for the page (engine/options.js).
  for (const [id, { min, max }] of [['depth-limit', LIMITS.depth], ['agents', LIMITS.agents], ['tt-size', LIMITS.ttsize]]) Object.assign($(id), { min: String(min), max: String(max) });
  const whole = (id, { min, max }) => {
    const v = $(id).value.trim();
    // A number field reports text it cannot read as badInput with an empty value.
    return $(id).validity.badInput || !/^\d{1,10}$/.test(v) || Number(v) < min || Number(v) > max ? null : Number(v);
  };
  $('depth-limit').addEventListener('change', () => {
    const v = $('depth-limit').value.trim(), depth = whole('depth-limit', LIMITS.depth);
    if (v !== '' && depth === null) { page.alert(at('depth-limit'), { key: 'badDepthInput', params: { value: v, ...LIMITS.depth } }); return; }
    withView({ depth: v === '' ? null : depth }, { alertAt: at('depth-limit') });
  });
  $('fail-hard').addEventListener('change', () => withView({ variant: $('fail-hard').checked ? 'fail-hard' : 'fail-soft' }, { alertAt: at('fail-hard') }));
  $('scoring').addEventListener('change', () => withView({ scoring: $('scoring').value }, { alertAt: at('scoring') }));
  $('prune-eq').addEventListener('change', () => withView({ prune: $('prune-eq').checked ? 'ge' : 'gt' }, { alertAt: at('prune-eq') }));
  $('agents').addEventListener('change', () => {
    const v = $('agents').value.trim(), agents = whole('agents', LIMITS.agents);
    if (agents === null) { page.alert(at('agents'), { key: 'badAgentsInput', params: { value: v, ...LIMITS.agents } }); return; }
    withView({ agents }, { alertAt: at('agents') });
  });
  $('bounds').addEventListener('change', () => {
    const v = $('bounds').value.trim();
    if (v !== '' && !BOUNDS_RE.test(v)) { page.alert(at('bounds'), { key: 'badBoundsInput', params: { value: v } }); return; }
    withView({ bounds: v.replace(/\s+/g, '') }, { alertAt: at('bounds') });
  });
}

/**
 * A search that failed or was cancelled leaves the last good view: its depth,
 * options and board go back into the controls (they may hold what was asked).
 */
export function restoreControls(app) {
  syncOptions(app);
  (gameOf(app.summary) ?? gameOf(app.view.game))?.restore?.(app, app.view, app.summary);
}

/** The option controls show the analysed view's options. */
export function syncOptions(app) {
  const v = app.view;
  $('order').value = v.order;
  $('order-seed').value = String(v.seed);
  $('order-seed-label').hidden = v.order !== 'random';
  $('depth-limit').value = v.depth === null ? '' : String(v.depth);
  syncConfigure(v);
  $('fail-hard').checked = v.variant === 'fail-hard';
  $('scoring').value = v.scoring;
  $('prune-eq').checked = (v.prune ?? 'ge') === 'ge';
  const tree = !!app.summary && !gameOf(app.summary).board;
  $('agents').value = String(v.agents ?? 2);
  $('agents').disabled = !tree;
  $('bounds').value = v.bounds ?? '';
  $('bounds-label').hidden = !(app.summary && app.summary.has_chance);
  const b = app.summary && app.summary.bounds;
  $('bounds').placeholder = b ? `${fmtPlain(b[0])},${fmtPlain(b[1])}` : 'L,U';
  syncEnhance(v, app.summary);
}

/** A number as the engine's bounds text reads it (no + sign, an ASCII minus). */
const fmtPlain = (x) => String(Math.round(x * 1e6) / 1e6);
