// "Configure this panel": a disclosure above each tree that sets what that
// panel searches (state/panel-config.js): its algorithm and its own options.
// The fields are made from the registry, one labelled control per entry;
// entries the engine does not support yet are made but stay hidden.

import { t } from '../i18n/index.js';
import { PANEL_ALGORITHMS, PANEL_OPTIONS, SIDES, appliesTo, isConfigured, isDefaultConfig } from '../state/panel-config.js';
import { loaders } from '../games/load.js';

const $ = (id) => document.getElementById(id);

/** The algorithm field's label. */
const ALG_LABEL = 'cfg.algorithm';

/** A labelled field: `<label><span>text</span> control</label>`, its text translated now and on a change of language. */
function field(labelKey, control) {
  const label = document.createElement('label');
  const span = document.createElement('span');
  span.dataset.i18n = labelKey;
  span.textContent = t(labelKey);
  label.append(span, ' ', control);
  return label;
}

/** A <select> of `values`, each option's text the i18n key `keyOf(value)`. */
function select(id, values, keyOf) {
  const s = document.createElement('select');
  s.id = id;
  for (const v of values) {
    const o = document.createElement('option');
    o.value = v;
    o.dataset.i18n = keyOf(v);
    o.textContent = t(keyOf(v));
    s.appendChild(o);
  }
  return s;
}

/** The control of registry entry `o` on `side`. */
function control(side, o) {
  const id = `cfg-${side}-${o.name}`;
  if (o.kind === 'toggle') {
    const c = document.createElement('input');
    c.type = 'checkbox';
    c.id = id;
    return c;
  }
  if (o.kind === 'choice') return select(id, o.choices, (v) => o.choiceLabels[v]);
  const c = document.createElement('input');
  c.type = 'number';
  c.id = id;
  c.inputMode = o.step === 1 ? 'numeric' : 'decimal';
  Object.assign(c, { min: String(o.min), max: String(o.max), step: String(o.step) });
  if (o.name === 'depth') {
    // Empty: the panel takes the depth limit of Search options.
    c.dataset.i18nPlaceholder = 'cfg.depthShared';
    c.placeholder = t('cfg.depthShared');
  }
  return c;
}

/** Reads `side`'s fields into a configuration, or {bad: value} for a number that is not one in range. */
function readSide(side) {
  const cfg = { alg: $(`cfg-${side}-alg`).value };
  for (const o of PANEL_OPTIONS) {
    if (!o.enabled || !appliesTo(o, cfg.alg)) continue;
    const c = $(`cfg-${side}-${o.name}`);
    if (o.kind === 'toggle') { if (c.checked !== o.initial) cfg[o.name] = c.checked; continue; }
    if (o.kind === 'choice') { if (c.value !== o.initial) cfg[o.name] = c.value; continue; }
    const v = c.value.trim();
    if (v === '' && o.name === 'depth') continue; // as the shared options say
    const n = Number(v);
    if (c.validity.badInput || v === '' || !Number.isFinite(n) || n < o.min || n > o.max || (o.step === 1 && !Number.isInteger(n))) return { bad: v, o };
    if (o.name === 'depth' || n !== o.initial) cfg[o.name] = n;
  }
  return { cfg };
}

/** Builds both panels' fields and wires them: a change loads the view with that side's new configuration. */
export function wireConfigure(page) {
  const { withView } = loaders(page);
  for (const side of Object.keys(SIDES)) {
    const box = $(`cfg-${side}-fields`);
    if (!box) continue;
    box.append(field(ALG_LABEL, select(`cfg-${side}-alg`, PANEL_ALGORITHMS, (a) => a)));
    for (const o of PANEL_OPTIONS) {
      const f = field(o.name === 'depth' ? 'cfg.ownDepth' : o.label, control(side, o));
      f.dataset.option = o.name;
      f.hidden = !o.enabled;
      box.append(f);
    }
    const reset = document.createElement('button');
    reset.type = 'button';
    reset.className = 'small cfg-reset';
    reset.id = `cfg-${side}-reset`;
    reset.dataset.i18n = 'cfg.reset';
    reset.textContent = t('cfg.reset');
    reset.addEventListener('click', () => withView({ left: null, right: null }, { alertAt: `cfg-alert-${side}` }));
    box.append(reset);
    // Esc closes the fields lying over the panel and gives the focus back to their summary.
    const details = box.closest('details');
    details.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || !details.open) return;
      e.stopPropagation();
      details.open = false;
      details.querySelector('summary').focus();
    });
    box.addEventListener('change', () => {
      const r = readSide(side);
      if (r.bad !== undefined) { page.alert(`cfg-alert-${side}`, { name: 'cfg.badNumber', params: { value: r.bad, min: r.o.min, max: r.o.max } }); return; }
      withView({ [side]: isDefaultConfig(side, r.cfg) ? null : r.cfg }, { alertAt: `cfg-alert-${side}` });
    });
  }
}

/** Shows `view`'s configurations in the fields (after every load). */
export function syncConfigure(view) {
  for (const [side, panel] of Object.entries(SIDES)) {
    const alg = $(`cfg-${side}-alg`);
    if (!alg) continue;
    const cfg = view[side] ?? { alg: panel };
    alg.value = cfg.alg;
    for (const o of PANEL_OPTIONS) {
      const c = $(`cfg-${side}-${o.name}`);
      c.closest('label').hidden = !o.enabled || !appliesTo(o, cfg.alg);
      const v = Object.hasOwn(cfg, o.name) ? cfg[o.name] : o.initial;
      if (o.kind === 'toggle') c.checked = !!v;
      else if (o.kind === 'choice') c.value = v;
      else c.value = v === null || (o.name === 'depth' && !Object.hasOwn(cfg, 'depth')) ? '' : String(v);
    }
    $(`cfg-${side}-reset`).hidden = !isConfigured(view);
  }
}
