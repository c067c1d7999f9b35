// The "Beyond the horizon" panel: one button per preset of
// state/horizon-presets.js, and the caption of the preset on screen. The
// caption follows the view, not the click: a link to a preset's view shows
// it too, and any change to the position or a panel's configuration hides it.

import { HORIZON_PRESETS, presetOf, presetView, captionText } from '../state/horizon-presets.js';
import { loaders } from '../games/load.js';

const $ = (id) => document.getElementById(id);

/** Wires each preset's button: it loads the preset's position with both panels' configurations. */
export function wireHorizon(page) {
  const { withView } = loaders(page);
  for (const [id, preset] of Object.entries(HORIZON_PRESETS)) {
    $(id).addEventListener('click', () => withView(presetView(preset), { alertAt: 'horizon-alert' }));
  }
}

/** Shows the caption of the preset `app.view` is (numbers from its analysis), or hides it; marks that preset's button pressed. */
export function refreshHorizon(app) {
  const id = app.tree && app.panels ? presetOf(app.view) : null;
  const p = $('horizon-caption');
  const text = id ? captionText(HORIZON_PRESETS[id], { summary: app.summary, panels: app.panels }) : '';
  p.hidden = !id;
  if (p.textContent !== text) p.textContent = text;
  for (const b of document.querySelectorAll('#horizon-presets button')) b.setAttribute('aria-pressed', String(b.id === id));
}
