// What a person can do with one node of either tree, in either renderer:
// the card on hover (board, path, state, value, α/β), the node menu (collapse,
// focus, play this move, change a leaf; on a textbook tree also build it:
// add, remove, rename, kind, move, and try a value on a pruned leaf) and the
// keyboard cursor, announced in words (Alt+←/→ move the cursor's node among
// its siblings). Popups are clamped inside the window, so they work on a phone.

import { fmt, fmtExact, fmtProb } from '../i18n/format.js';
import { t } from '../i18n/index.js';
import { bookIsEndgame, extendedAt, fromBook, fromTable, futilityAt, windowAt } from '../state/timeline.js';
import { kidsOf, kindName, lowerBound } from '../base/tree.js';
import { gameOf, leafValue, moveLabel, nameOf as name } from '../games/index.js';

/** Places a fixed-position popup near a screen rectangle, inside the window. */
export function placePopup(el, rect) {
  el.style.left = '0px';
  el.style.top = '0px';
  const w = el.offsetWidth, h = el.offsetHeight;
  const vw = document.documentElement.clientWidth, vh = window.innerHeight;
  let left = rect.right + 8, top = rect.bottom + 8;
  if (left + w > vw - 8) left = Math.max(8, Math.min(rect.left - w - 8, vw - w - 8));
  if (top + h > vh - 8) top = Math.max(8, rect.top - h - 8);
  el.style.left = `${Math.max(8, Math.min(left, vw - w - 8))}px`;
  el.style.top = `${Math.max(8, Math.min(top, vh - h - 8))}px`;
}

/** A name at the head of a line: "The root: …". A node's own name (c2, X4 O0) is said as it is written. */
const capitalised = (s) => (s === t('rootName') ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** A node's side in words: MAX, MIN or chance, or the game's own ("Ghost 1 (MIN)"). */
const side = (tree, id) => gameOf(tree).sideName?.(tree, id) ?? t(kindName(tree, id));

const CURSOR_KEYS = { ArrowUp: 'parent', ArrowDown: 'child', ArrowLeft: 'prev', ArrowRight: 'next', Home: 'root' };

export class NodeUi {
  /**
   * @param page {tree(), pos(), state(alg), views(), playing(), collapsedIn(view), actions}
   *   where actions = {collapse(id), focus(id), play(id), edit(id), practice(id, anchor), build, whatIf}
   *   (build: controls/tree-build.js, whatIf: controls/what-if.js).
   */
  constructor(page) {
    this.page = page;
    this.tip = document.getElementById('node-tip');
    this.menu = document.getElementById('node-menu');
    this.announcer = document.getElementById('announce');
    this.menuNode = -1;
    this.menuFrom = null; // the view whose keyboard opened the menu (focus returns there)
    this.cursor = -1;
    this.cursorView = null;
    this.wireMenu();
  }

  /** What `alg` has made of node `id` at the current step, in words. */
  facts(id, alg) {
    // A panel's own tree and timeline slot (state/panels.js): the cursor's id may lie beyond a smaller tree.
    const tree = this.page.tree(alg);
    const pos = this.page.pos();
    const slot = this.page.slot?.(alg) ?? alg;
    const tl = tree.tl[slot];
    if (id >= tree.n) return [t('statePending')];
    const s = this.page.state(alg);
    const st = tl.pruned[id] < pos ? 'statePruned' : tl.enter[id] >= pos ? 'statePending' : tl.exit[id] < pos ? 'stateVisited' : 'stateCurrent';
    const out = [t(st)];
    // The exact value too when it is a fraction: 7.67 (23/3).
    if (tl.exit[id] < pos) out.push(t('tipValue', { value: fmtExact(tl.value[id]) }));
    if (fromTable(tree, slot, id, pos)) out.push(t('tipTable'));
    if (fromBook(tree, slot, id, pos)) out.push(t(bookIsEndgame(tree, slot, id) ? 'tipEndgame' : 'tipBook'));
    if (extendedAt(tree, slot, id, pos)) out.push(t('tipExtended'));
    if (futilityAt(tree, slot, id, pos) >= 0) out.push(t('tipFutility'));
    if (slot === 'alphabeta' && tl.enter[id] < pos && tl.exit[id] >= pos && s) {
      const [a, b] = windowAt(tree, id, pos);
      out.push(t('tipWindow', { alpha: fmt(a), beta: fmt(b) }));
    }
    return out;
  }

  /** The card of node `id` near `rect`: board, name, kind, state, value and α/β. */
  showCard(id, rect, alg) {
    const tree = this.page.tree(alg);
    this.page.shown?.(tree ? id : -1);
    if (!tree || id < 0 || id >= tree.n) { this.tip.hidden = true; return; }
    this.tip.replaceChildren();
    // The node's board as text rows, when its game has one.
    const board = gameOf(tree).card?.(tree, id);
    if (board) {
      const grid = document.createElement('pre');
      grid.className = 'tip-board';
      grid.textContent = board;
      this.tip.appendChild(grid);
    }
    const [state, ...rest] = this.facts(id, alg);
    const lines = [name(tree, id), `${side(tree, id)} · ${this.page.title?.(alg) ?? t(alg)}: ${state}`, ...rest];
    const tip = gameOf(tree).moveTip;
    if (tip && id > 0) lines.splice(1, 0, t(tip, { column: moveLabel(tree, id) }));
    const p = tree.prob ? tree.prob[id] : NaN;
    if (Number.isFinite(p)) lines.push(t('tipProb', { p: fmtProb(p) }));
    const leaf = leafValue(tree, id);
    if (leaf !== null) lines.push(t('tipLeaf', { value: fmt(leaf) }));
    for (const l of lines) {
      const p = document.createElement('div');
      p.textContent = l;
      this.tip.appendChild(p);
    }
    this.tip.hidden = false;
    placePopup(this.tip, rect);
  }

  hideCard() {
    this.tip.hidden = true;
    this.page.shown?.(-1);
  }

  /** Opens the node menu of `id`; `from` is the view whose keyboard opened it (it takes the focus). */
  openMenu(id, rect, from = null) {
    const tree = this.page.tree();
    if (!tree || id < 0) { this.closeMenu(); return; }
    this.menuNode = id;
    this.menuFrom = from;
    this.hideCard();
    const below = tree.size[id] - 1;
    document.getElementById('node-menu-title').textContent = t('nodeTitle', {
      node: capitalised(name(tree, id)), side: side(tree, id), depth: tree.depth[id], below: t('belowN', { n: below }),
    });
    const leaf = below === 0;
    const canvas = this.page.mode() === 'canvas';
    const collapse = document.getElementById('node-collapse');
    collapse.hidden = !canvas || leaf;
    collapse.textContent = t(this.page.isCollapsed(id) ? 'expand' : 'collapse');
    document.getElementById('node-focus').hidden = leaf;
    document.getElementById('node-play').hidden = !(gameOf(tree).playFrom && tree.parent[id] === 0);
    document.getElementById('node-edit').hidden = !(gameOf(tree).leafValue && leaf);
    this.showBuildItems(tree, id, leaf);
    document.getElementById('node-try').hidden = !this.page.actions.whatIf?.offered(id);
    this.menu.hidden = false;
    placePopup(this.menu, rect);
    this.page.select(id);
    if (from) [...this.menu.querySelectorAll('button')].find((b) => !b.hidden && !b.disabled)?.focus();
  }

  /** Add child, Remove, Rename, the kinds and Move: on a textbook tree's nodes (not in practice). */
  showBuildItems(tree, id, leaf) {
    const build = !!gameOf(tree).leafValue && !!this.page.actions.build;
    const p = tree.parent[id];
    const at = p < 0 ? -1 : lowerBound(kidsOf(tree, p), id);
    const show = (el, on) => { document.getElementById(el).hidden = !(build && on); };
    show('node-add', true);
    show('node-remove', p >= 0);
    show('node-rename', true);
    for (const k of ['max', 'min', 'chance']) show(`node-${k}`, !leaf && kindName(tree, id) !== k);
    show('node-probs', !leaf && kindName(tree, id) === 'chance');
    show('node-left', at > 0);
    show('node-right', p >= 0 && at < kidsOf(tree, p).length - 1);
    document.getElementById('node-menu-alert').textContent = '';
  }

  closeMenu() {
    const back = this.menuFrom && !this.menu.hidden && this.menu.contains(document.activeElement) ? this.menuFrom : null;
    this.menu.hidden = true;
    this.menuNode = -1;
    this.menuFrom = null;
    this.page.select(-1);
    if (back) back.element.focus();
  }

  wireMenu() {
    const act = (id, f) => document.getElementById(id).addEventListener('click', () => {
      const node = this.menuNode;
      if (node < 0) return;
      f(node);
    });
    act('node-collapse', (id) => {
      this.page.actions.collapse(id);
      document.getElementById('node-collapse').textContent = t(this.page.isCollapsed(id) ? 'expand' : 'collapse');
    });
    act('node-focus', (id) => { this.closeMenu(); this.page.actions.focus(id); });
    act('node-play', (id) => { this.closeMenu(); this.page.actions.play(id); });
    act('node-edit', (id) => { const r = this.rectOf(id); this.closeMenu(); this.page.actions.edit(id, r); });
    act('node-close', () => this.closeMenu());
    const build = () => this.page.actions.build;
    act('node-add', (id) => build().add(id, this.rectOf(id)));
    act('node-rename', (id) => build().rename(id, this.rectOf(id)));
    act('node-remove', (id) => build().remove(id));
    for (const k of ['max', 'min', 'chance']) act(`node-${k}`, (id) => build().kind(id, k));
    act('node-try', (id) => { const r = this.rectOf(id); this.closeMenu(); this.page.actions.whatIf.open(id, r); });
    act('node-probs', (id) => build().probs(id, this.rectOf(id)));
    act('node-left', (id) => build().move(id, -1));
    act('node-right', (id) => build().move(id, 1));
    this.menu.addEventListener('keydown', (e) => {
      // Up and Down step through the menu's items, as in any menu.
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        const items = [...this.menu.querySelectorAll('button')].filter((b) => !b.hidden && !b.disabled);
        const k = items.indexOf(document.activeElement) + (e.key === 'ArrowDown' ? 1 : -1);
        items[(k + items.length) % items.length]?.focus();
        e.preventDefault();
        e.stopPropagation();
        return;
      }
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      this.closeMenu();
    });
  }

  /** Screen rectangle of node `id` in the first visible view. */
  rectOf(id) {
    const v = this.page.views().find((w) => w.element.offsetParent !== null) || this.page.views()[0];
    return v.nodeRect(id);
  }

  // ---- the keyboard cursor ----------------------------------------------------

  /** The node the cursor reaches from `id` with `dir`, or -1: parent, first child, siblings, root. */
  step(id, dir, view) {
    const tree = this.page.tree(view.alg);
    if (dir === 'root') return 0;
    if (dir === 'parent') return tree.parent[id];
    if (dir === 'child') {
      if (view.collapsed && view.collapsed.has(id)) return -1;
      const kids = kidsOf(tree, id);
      return kids.length ? kids[0] : -1;
    }
    const p = tree.parent[id];
    if (p < 0) return -1;
    const kids = kidsOf(tree, p);
    const k = lowerBound(kids, id) + (dir === 'next' ? 1 : -1);
    return k >= 0 && k < kids.length ? kids[k] : -1;
  }

  /** Keys on a tree view: arrows and Home move the cursor, Enter opens its menu (or the practice editor), Esc closes. */
  wireCursor(view) {
    const el = view.element;
    el.tabIndex = 0;
    // role="application": screen readers hand the arrow keys to the page, which moves the cursor and says where it is.
    el.setAttribute('role', 'application');
    el.setAttribute('aria-describedby', 'keys-help');
    // A click does not take the focus (nor move the view to a cursor): clicks and drags stay
    // pointer gestures and the arrow keys keep stepping; Tab brings the keyboard in.
    el.addEventListener('mousedown', (ev) => ev.preventDefault());
    el.addEventListener('focus', () => this.enter(view));
    el.addEventListener('blur', (e) => {
      if (this.menu.contains(e.relatedTarget) || document.querySelector('.leaf-editor')?.contains(e.relatedTarget)) return;
      this.hideCard();
      for (const v of this.page.views()) v.setCursor(-1);
    });
    el.addEventListener('keydown', (e) => {
      // Alt+← / Alt+→ move the node under the cursor among its siblings (a textbook tree's).
      if (e.altKey && !e.ctrlKey && (e.key === 'ArrowLeft' || e.key === 'ArrowRight') && this.cursor >= 0 && this.page.tree()) {
        e.preventDefault();
        e.stopPropagation();
        const ok = gameOf(this.page.tree()).leafValue && this.page.actions.build?.move(this.cursor, e.key === 'ArrowLeft' ? -1 : 1);
        if (!ok) this.say(t('cursorNone'));
        return;
      }
      if (e.altKey || e.ctrlKey || e.metaKey || !this.page.tree()) return;
      const dir = CURSOR_KEYS[e.key];
      if (!dir && e.key !== 'Enter' && !(e.key === 'Escape' && !this.menu.hidden)) return;
      // Ours alone: not also a step of the animation, nor a page scroll.
      e.preventDefault();
      e.stopPropagation();
      if (this.cursor < 0) this.enter(view);
      const from = view.visibleNode ? view.visibleNode(this.cursor) : this.cursor;
      if (e.key === 'Escape') { this.closeMenu(); return; }
      if (e.key === 'Enter') {
        const r = view.nodeRect(from);
        if (this.page.practising()) this.page.actions.practice(from, r, view);
        else this.openMenu(from, r, view);
        return;
      }
      const to = this.step(from, dir, view);
      if (to < 0) {
        this.say(t(dir === 'child' && view.collapsed?.has(from) ? 'cursorCollapsedDown' : dir === 'child' ? 'cursorLeaf' : 'cursorNone'));
        return;
      }
      if (!this.menu.hidden) this.closeMenu();
      this.moveCursor(view, to);
    });
  }

  /** The keyboard enters `view`: the cursor resumes, or starts at the node being searched (else the root). */
  enter(view) {
    const tree = this.page.tree(view.alg);
    if (!tree) return;
    // Two trees of their own: a node id of one panel is no node of the other, so the cursor starts again.
    const other = this.page.separate?.() && this.cursorView && this.cursorView.alg !== view.alg;
    if (other || this.cursor < 0 || this.cursor >= tree.n) {
      const s = this.page.state(view.alg);
      this.cursor = s && s.current >= 0 ? s.current : 0;
    }
    this.moveCursor(view, this.cursor, false);
  }

  /** Puts the cursor on `id`, brings it into view, shows its card and says what it is. */
  moveCursor(view, id, zoom = true) {
    const tree = this.page.tree(view.alg);
    const separate = !!this.page.separate?.();
    this.cursor = view.visibleNode ? view.visibleNode(id) : id;
    this.cursorView = view;
    this.page.reveal(this.cursor, zoom, view.alg);
    for (const v of this.page.views()) v.setCursor(!separate || v.alg === view.alg ? this.cursor : -1);
    const below = tree.size[this.cursor] - 1;
    const where = {
      path: capitalised(name(tree, this.cursor)), side: side(tree, this.cursor), depth: tree.depth[this.cursor],
      below: below === 0 ? t('belowLeaf') : t('belowN', { n: below }), collapsed: this.page.isCollapsed(this.cursor) ? t('cursorCollapsed') : '',
    };
    // Each panel's own tree: only this panel's facts are about this node.
    if (separate) this.say(t('cursorNodeOne', { ...where, panel: this.page.title(view.alg), facts: this.facts(this.cursor, view.alg).join(t('factSep')) }));
    else this.say(t('cursorNode', {
      ...where,
      minimax: this.facts(this.cursor, 'minimax').join(t('factSep')),
      alphabeta: this.facts(this.cursor, 'alphabeta').join(t('factSep')),
    }));
    this.showCard(this.cursor, view.nodeRect(this.cursor), view.alg === 'overlay' ? 'alphabeta' : view.alg);
  }

  /** After an edit: the cursor on `id`, the same node in the new tree, shown if a view has the focus. */
  keepPlace(id) {
    this.cursor = id;
    const v = this.page.views().find((w) => document.activeElement === w.element);
    if (v) this.moveCursor(v, id, false);
  }

  /** Says `text` in the live region (not while playing: announcements come on pause and step). */
  say(text) {
    if (this.page.playing()) return;
    this.announcer.textContent = text;
  }

  /** The view changed (a new tree, or the same after a step): keep the cursor's card in step. */
  refresh() {
    const tree = this.page.tree();
    if (!tree || this.cursor >= tree.n) { this.cursor = -1; this.hideCard(); return; }
    const v = this.cursorView;
    if (this.cursor >= 0 && v && document.activeElement === v.element) this.showCard(this.cursor, v.nodeRect(this.cursor), v.alg);
  }

  reset() {
    this.cursor = -1;
    this.cursorView = null;
    this.hideCard();
    this.closeMenu();
  }
}

