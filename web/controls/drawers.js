// One lesson at a time: the lesson bar's buttons open one drawer beside the
// trees (the position, the search options, the horizon presets, sharing, the
// lab, the solver, whole games, Pearl's chart, Nilsson's replay, the legend).
// Which one is open is part of the view, so a link reopens it (drawer=).
// The lab and the solver are Connect Four's, whole games the maze games', a
// match the boards': a
// lesson that does not fit the game on screen has no button, and closes.

import { gameOf } from '../games/index.js';

const $ = (id) => document.getElementById(id);

/** Whether the lesson `name` applies to the view on screen. */
export function drawerFits(name, view) {
  const game = view?.game ? gameOf(view.game) : null;
  // A game's own lessons (Connect Four's lab and solver) open on its positions only.
  if (name === 'lab' || name === 'solver') return !!game?.lessons?.includes(name) && !view.position?.tree;
  if (name === 'play') return !!game?.maze && view.position?.maze !== undefined;
  // A match is played on a board of two players (tic-tac-toe, Connect Four), not a textbook tree.
  // A game whose descriptor says `match: false` has no played games in the engine.
  if (name === 'match') return !!game?.board && game.match !== false && !view.position?.tree;
  return true;
}

export class Drawers {
  /** @param page {app, stage, update(), saveUrl(mode), gallery(), need(view): loads the lessons the view needs} */
  constructor(page) {
    this.page = page;
    this.shown = undefined; // the drawer last drawn open, so a change re-fits the trees once
    for (const b of document.querySelectorAll('.lessons [data-drawer]')) {
      b.addEventListener('click', () => { this.closeMenu(); this.toggle(b.dataset.drawer); });
    }
    for (const b of document.querySelectorAll('[data-close]')) b.addEventListener('click', () => this.close(true));
    const more = $('more');
    more.addEventListener('click', () => this.menu(more.getAttribute('aria-expanded') !== 'true'));
    // The menu closes as menus do: Escape, or a click elsewhere.
    document.addEventListener('click', (e) => { if (!e.target.closest('.more')) this.closeMenu(); });
    $('more-menu').addEventListener('keydown', (e) => { if (e.key === 'Escape') { e.stopPropagation(); this.closeMenu(); more.focus(); } });
    // The Gallery is a dialog, not a drawer, but its link holds it open too (drawer=gallery).
    $('gallery-open').addEventListener('click', () => { this.app.view.drawer = 'gallery'; this.render(); this.page.saveUrl('replace'); });
    $('gallery').addEventListener('close', () => {
      if (this.app.view.drawer !== 'gallery') return;
      this.app.view.drawer = null;
      this.page.saveUrl('replace');
    });
    // Embedded, "Open in abviz" opens this view, step included, as the whole page in a new tab.
    $('embed-open').addEventListener('click', (e) => {
      const q = new URLSearchParams(location.search);
      q.delete('embed');
      e.currentTarget.href = `${location.pathname}?${q}${location.hash}`;
    });
    // On a phone the lesson bar is one line that scrolls sideways: the header shows an arrow at each edge past
    // which more lessons lie (style.css), so the cut-off tab is not the only hint.
    const bar = $('lessons');
    const header = bar.parentElement;
    const edges = () => {
      const past = bar.scrollWidth - bar.clientWidth;
      const marks = { moreRight: String(past > 1 && bar.scrollLeft < past - 1), moreLeft: String(past > 1 && bar.scrollLeft > 1) };
      for (const [k, v] of Object.entries(marks)) if (header.dataset[k] !== v) header.dataset[k] = v;
      const h = `${bar.offsetHeight}px`;
      if (header.style.getPropertyValue('--lessons-h') !== h) header.style.setProperty('--lessons-h', h);
    };
    bar.addEventListener('scroll', edges, { passive: true });
    new ResizeObserver(edges).observe(bar);
    // The bar's width changes with its buttons, not its box: a game's own lessons shown or hidden, another language.
    new MutationObserver(edges).observe(bar, { subtree: true, childList: true, characterData: true, attributeFilter: ['hidden'] });
    // Escape in an open drawer closes it and gives the focus back to its button.
    for (const d of document.querySelectorAll('.drawer')) {
      d.addEventListener('keydown', (e) => {
        if (e.key !== 'Escape' || e.defaultPrevented || e.target.closest('dialog, .cfg-pop')) return;
        e.preventDefault();
        this.close(true);
      });
    }
  }

  get app() { return this.page.app; }

  menu(open) {
    $('more').setAttribute('aria-expanded', String(open));
    $('more-menu').hidden = !open;
    if (open) $('more-menu').querySelector('button:not([hidden])')?.focus();
  }

  closeMenu() { if ($('more').getAttribute('aria-expanded') === 'true') this.menu(false); }

  /** Opens `name` (closing any other), or closes it when it is open. */
  toggle(name) {
    if (this.app.view.drawer === name) this.close(true); else this.open(name);
  }

  /** Opens drawer `name`; `focus`: the focus moves into it (a person opened it now). */
  open(name, focus = true) {
    if (name === 'gallery') { this.app.view.drawer = 'gallery'; this.render(); this.page.gallery()?.open(); this.page.saveUrl('replace'); return; } // no Gallery yet: main.js opens it with the controls
    if (!drawerFits(name, this.app.view)) return;
    this.app.view.drawer = name;
    this.render();
    const drawer = $(`drawer-${name}`);
    if (focus) {
      drawer.focus({ preventScroll: true });
      drawer.scrollIntoView({ block: 'nearest' });
    }
    this.page.saveUrl('replace');
  }

  /** Closes the open drawer; `refocus`: the focus goes back to its lesson button. */
  close(refocus = false) {
    const name = this.app.view.drawer;
    if (!name) return;
    this.app.view.drawer = null;
    this.render();
    if (refocus) {
      const b = document.querySelector(`.lessons [data-drawer="${name}"]`);
      (b && !b.closest('[hidden]') ? b : $('more')).focus();
    }
    this.page.saveUrl('replace');
  }

  /** Shows the open drawer and the lesson buttons that fit the game on screen (called by the page's update()). */
  render() {
    const { view } = this.app;
    if (view.drawer && view.drawer !== 'gallery' && !drawerFits(view.drawer, view)) view.drawer = null;
    this.page.need?.(view);
    const open = view.drawer === 'gallery' ? null : view.drawer;
    for (const b of document.querySelectorAll('.lessons [data-drawer]')) {
      const name = b.dataset.drawer;
      b.hidden = !drawerFits(name, view);
      b.setAttribute('aria-expanded', String(open === name));
    }
    const inMenu = !!open && !!$('more-menu').querySelector(`[data-drawer="${open}"]`);
    $('more').classList.toggle('holds-open', inMenu);
    for (const d of document.querySelectorAll('.drawer')) {
      const on = d.dataset.drawer === open;
      if (d.hidden === on) d.hidden = !on;
    }
    if (open !== this.shown) {
      this.shown = open;
      // The side column's width (or, on a narrow screen, the trees' place) changed: lay the trees out
      // again (a wide drawer below CRAMPED turns Both into the overlay) and fit them.
      const { stage } = this.page;
      if (this.app.tree && stage) { stage.applyLayout(); stage.fit(); }
    }
  }
}
