// The lessons' panels (the lab and solver, Pearl's chart, Nilsson's replay,
// whole games of the maze games, matches, worksheets and a panel running
// MCTS) load with their first use, not with the page: the first view loads
// what it shows (issue 29 point 7), and these are a quarter of the page's
// JavaScript. A lesson is wanted when its drawer opens, or, for the few
// that act outside a drawer, when the view needs it (every Connect Four
// position shows the lab's section; a maze game's link can replay a game;
// a panel can run MCTS). Their rules (lessons.css) come with the first.
// Until its panel has come, the drawer's content is inert and out of sight,
// so a click there waits rather than falling on a control with no listener
// yet.

import { drawerFits } from './controls/drawers.js';
import { loadEnglish } from './i18n/index.js';
import { loadStyle } from './base/style.js';

/** Whether lesson `name` is needed by `view` (asked on every redraw until it has loaded, so cheap). */
const WANTS = {
  lab: (v) => drawerFits('lab', v),
  play: (v) => drawerFits('play', v),
  // A side runs MCTS only when its configuration names it (state/panel-config.js: the default is each panel's own algorithm).
  mcts: (v) => v.left?.alg === 'mcts' || v.right?.alg === 'mcts',
};

/** Adds the lessons' style sheet (lessons.css) to the page, once (base/style.js: offline, the next lesson asks again). */
export const loadLessonStyle = () => loadStyle(new URL('./lessons.css', import.meta.url).href);

/** The drawers each lesson fills (the rest fill the drawer of their own name). */
const DRAWERS = { lab: ['lab', 'solver'], worksheet: ['worksheet'] };

export class Lessons {
  /**
   * @param makers {name: {load: () => import(…), make: (module) => panel}}
   * @param arrived () => the page's update(), once a panel has come
   */
  constructor(makers, arrived) {
    this.makers = makers;
    this.arrived = arrived;
    this.panels = {}; // name → panel
    this.loads = {}; // name → Promise of the panel
  }

  /** Lesson `name`'s panel, or undefined while it is not loaded. */
  get(name) { return this.panels[name]; }

  /** Starts loading every lesson `view` needs (drawers.js calls it as it draws). */
  need(view) {
    if (!view) return;
    for (const name of Object.keys(this.makers)) {
      if (!this.loads[name] && (WANTS[name] ?? ((v) => v.drawer === name))(view)) this.load(name);
    }
  }

  /** Loads lesson `name` once; resolves to its panel. */
  load(name) {
    if (this.loads[name]) return this.loads[name];
    const content = (DRAWERS[name] ?? [name]).flatMap((d) => [...(document.getElementById(`drawer-${d}`)?.children ?? [])]).filter((c) => !c.classList.contains('drawer-bar'));
    // Out of sight as well as inert until the lesson's code and rules have come: never half styled.
    for (const c of content) { c.inert = true; c.style.visibility = 'hidden'; }
    const { load, make } = this.makers[name];
    // With the English words the first view left out (i18n/index.js LATER): a lesson says them.
    this.loads[name] = Promise.all([load(), loadEnglish(), loadLessonStyle()]).then(([module]) => {
      this.panels[name] = make(module);
      return this.panels[name];
    }).finally(() => {
      for (const c of content) { c.inert = false; c.style.visibility = ''; }
      this.arrived();
    });
    return this.loads[name];
  }
}
