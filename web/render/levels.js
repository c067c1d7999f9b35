// The maze games' level labels: beside each tree, one label per level naming
// the agent that moves there and its kind, "Pacman (MAX)", "Ghost 1 (MIN)" or
// "Ghost 2 (chance)", "White (MAX)". HTML over the tree's panel, placed by the
// shared viewport (y in levels), so they follow every zoom and pan of both
// renderers. Other games have no labels.

import { t } from '../i18n/index.js';
import { K } from '../base/kinds.js';
import { agentName } from '../games/maze.js';
import { labelSize } from '../base/colors.js';

/** Least px between two labels: closer levels are labelled one in k, the others ticked. */
const GAP = 16;
/** A label's height in px (its CSS line height, 4 px over the label size, and border). */
const labelH = () => labelSize() + 5;

export class LevelLabels {
  /**
   * @param viewport the shared Viewport; @param containers each tree panel's positioned box;
   * @param stage the panels' Stage, whose fit keeps the labels' width clear at the left
   */
  constructor(viewport, containers, stage = null) {
    this.viewport = viewport;
    if (stage) stage.gutter = () => this.width();
    this.boxes = containers.map((c) => {
      const box = document.createElement('div');
      box.className = 'level-labels';
      box.setAttribute('aria-label', t('levelLabels'));
      box.setAttribute('role', 'list');
      box.hidden = true;
      c.appendChild(box);
      return box;
    });
    this.levels = [];
    viewport.listeners.push(() => this.place());
  }

  /** Labels `tree`'s levels (none unless it is a maze game's), in the page's language. */
  draw(tree) {
    this.levels = [];
    this.agents = Math.max(1, tree?.maze?.agents.length ?? 1);
    if (tree?.maze && tree.mazeAgent) {
      const seen = new Set();
      for (let id = 0; id < tree.n && seen.size <= tree.maxDepth; id++) {
        const d = tree.depth[id];
        if (seen.has(d)) continue;
        seen.add(d);
        const k = tree.kinds[id];
        const key = k === K.MAX ? 'levelMax' : k === K.CHANCE ? 'levelChance' : 'levelMin';
        this.levels[d] = t(key, { agent: agentName(tree.maze, tree.mazeAgent[id]) });
      }
    }
    for (const box of this.boxes) {
      box.setAttribute('aria-label', t('levelLabels'));
      box.replaceChildren(...this.levels.map((text, d) => {
        const p = document.createElement('span');
        p.className = 'level-label';
        p.setAttribute('role', 'listitem');
        p.dataset.level = String(d);
        // In a span of its own, so that a tick (place()) hides the words and keeps them.
        const words = document.createElement('span');
        words.textContent = text;
        p.appendChild(words);
        return p;
      }));
      box.hidden = this.levels.length === 0;
    }
    this.place();
  }

  /** The px a fitted tree leaves clear at its left for the labels: 0 without labels. */
  width() {
    const box = this.boxes.find((b) => !b.hidden && b.offsetParent !== null);
    if (!box) return 0;
    return Math.max(0, ...[...box.children].map((el) => el.offsetWidth)) + 4;
  }

  /** Moves the labels to their levels' heights at the viewport's zoom. */
  place() {
    if (!this.levels.length) return;
    const { sy, ty } = this.viewport;
    // Between a row's nodes and their parents' there is sy − glyph px: a label fits there when that is at least its height.
    const g = this.viewport.glyph();
    const h = labelH();
    const above = sy - g >= h ? g / 2 + h : 8;
    // Crowded levels keep every k-th label, k the least that spaces them GAP apart and is one more than a
    // multiple of the agents a round: so the labels shown go through the agents in their order (Pacman,
    // Ghost 1, Ghost 2, …) rather than all naming the root's, which would read as a tree of one agent. Each
    // level between keeps a tick, so none reads as the next level down.
    let every = 1;
    if (sy < GAP) {
      every = Math.ceil(GAP / sy);
      while (this.agents > 1 && every % this.agents !== 1) every += 1;
    }
    for (const box of this.boxes) {
      for (const el of box.children) {
        const d = Number(el.dataset.level);
        const tick = d % every !== 0;
        if (el.classList.contains('tick') !== tick) {
          el.classList.toggle('tick', tick);
          if (tick) el.setAttribute('aria-hidden', 'true');
          else el.removeAttribute('aria-hidden');
        }
        // Where there is room the label sits above its row's nodes (on the edges), so it hides none of them; a tick on its row.
        el.style.top = `${(ty + d * sy - (tick ? 1 : above)).toFixed(1)}px`;
      }
    }
  }
}
