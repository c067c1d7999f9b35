// The Gallery chooser: the header's Gallery button opens a dialog that lists
// every preset of the core's registry (state/gallery-presets.js), grouped by
// book, each a card with its tree's thumbnail, title and source. Choosing a
// card loads the preset's view; its caption (source and what to watch for)
// shows above the trees for as long as the view on screen is that preset's.
// Keyboard: Tab or the arrow keys move between cards, Enter or Space opens
// one, Escape closes the dialog. A tap is a click.

import { t } from '../i18n/index.js';
import { galleryGroups, galleryView, loadPresets, matchesPreset, findPreset, presetText } from '../state/gallery-presets.js';
import { presetThumb } from '../render/gallery-thumb.js';
import { gameOf, loadGame } from '../games/index.js';

const $ = (id) => document.getElementById(id);

export class Gallery {
  /** @param page {app, load(view, opts)} */
  constructor(page) {
    this.page = page;
    this.dialog = $('gallery');
    this.list = $('gallery-list');
    $('gallery-open').addEventListener('click', () => this.open());
    $('gallery-close').addEventListener('click', () => this.dialog.close());
    // A click on the backdrop (outside the dialog's box) closes it, as a tap outside a sheet does on a phone.
    this.dialog.addEventListener('click', (e) => { if (e.target === this.dialog) this.dialog.close(); });
    this.dialog.addEventListener('close', () => $('gallery-open').focus());
    this.list.addEventListener('keydown', (e) => this.arrows(e));
    this.built = null;
  }

  /**
   * Loads the presets and fills the dialog, once (the page asks when its first trees are drawn); resolves
   * when the cards are there. A game whose descriptor draws no picture yet brings its parts first (games/index.js).
   */
  ready() {
    this.built ??= loadPresets()
      .then(() => Promise.all([...new Set(galleryGroups().flatMap((g) => g.presets.map((p) => p.game)))].filter((g) => !gameOf(g)?.thumb).map(loadGame)))
      .then(() => this.build());
    return this.built;
  }

  /** Fills the dialog: one section per book, one card per preset, in the registry's order. */
  build() {
    const sections = galleryGroups().map(({ book, presets }) => {
      const section = document.createElement('section');
      section.className = 'gallery-book';
      const h = document.createElement('h3');
      h.id = `gallery-book-${book}`;
      h.dataset.i18n = `gallery.book.${book}`;
      h.textContent = t(`gallery.book.${book}`);
      const ul = document.createElement('ul');
      ul.setAttribute('aria-labelledby', h.id);
      for (const p of presets) {
        const li = document.createElement('li');
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'gallery-card';
        b.dataset.preset = p.name;
        const title = document.createElement('span');
        title.className = 'gallery-title';
        const source = document.createElement('span');
        source.className = 'gallery-source';
        b.append(presetThumb(p), title, source);
        b.addEventListener('click', () => this.choose(p.name));
        li.append(b);
        ul.append(li);
      }
      section.append(h, ul);
      return section;
    });
    this.list.replaceChildren(...sections);
    this.translate();
  }

  /** The cards' titles and sources in the page's language (the book headings are data-i18n). */
  translate() {
    for (const b of this.list.querySelectorAll('.gallery-card')) {
      const p = findPreset(b.dataset.preset);
      b.querySelector('.gallery-title').textContent = presetText(p, 'title');
      b.querySelector('.gallery-source').textContent = presetText(p, 'source');
    }
  }

  cards() {
    return [...this.list.querySelectorAll('.gallery-card')];
  }

  /** Opens the dialog with the card on screen (or the first) focused. */
  async open() {
    if (!this.dialog.open) this.dialog.showModal();
    await this.ready();
    this.refresh(); // marks the card on screen, which may have come with the cards
    const cards = this.cards();
    const current = cards.find((c) => c.getAttribute('aria-current') === 'true') ?? cards[0];
    if (this.dialog.open) current?.focus();
  }

  /** Loads preset `name` with the options its figure assumes; a failure is said next to the Gallery button. */
  choose(name) {
    const p = findPreset(name);
    if (!p) return;
    this.dialog.close();
    const { app, load } = this.page;
    // Exact: the preset sets every option itself (no depth remembered from another game).
    load({ ...galleryView(p).view, lang: app.view.lang, lecture: app.view.lecture, negamax: app.view.negamax }, { alertAt: 'gallery-alert', exact: true });
  }

  /** Arrow keys between cards: left/right to the previous/next, up/down to the card above/below, Home/End. */
  arrows(e) {
    const cards = this.cards();
    const i = cards.indexOf(document.activeElement);
    if (i < 0) return;
    let j = -1;
    if (e.key === 'ArrowRight') j = Math.min(cards.length - 1, i + 1);
    else if (e.key === 'ArrowLeft') j = Math.max(0, i - 1);
    else if (e.key === 'Home') j = 0;
    else if (e.key === 'End') j = cards.length - 1;
    else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      // The nearest card in the next row below (above), by position on screen.
      const r = cards[i].getBoundingClientRect(), down = e.key === 'ArrowDown';
      let best = Infinity;
      for (const [k, c] of cards.entries()) {
        const q = c.getBoundingClientRect();
        if (down ? q.top < r.bottom - 1 : q.bottom > r.top + 1) continue;
        const d = Math.abs(q.top - r.top) * 4 + Math.abs(q.left - r.left);
        if (d < best) [best, j] = [d, k];
      }
    } else return;
    e.preventDefault();
    if (j >= 0) cards[j].focus();
  }

  /**
   * Shows the caption of the preset on screen (none if the view was changed since), marks its card, in the
   * page's language. A tree edited from a figure keeps the figure's title and source, and says it was
   * edited instead of what to watch for (the figure's numbers may no longer hold).
   */
  refresh() {
    const { app } = this.page;
    const name = app.tree && app.view.preset && matchesPreset(app.view, app.view.preset) ? app.view.preset : null;
    const from = !name && app.tree ? findPreset(app.view.position?.from) : null;
    const p = name ? findPreset(name) : from;
    const box = $('gallery-caption');
    box.hidden = !p;
    box.dataset.edited = String(!!from);
    if (p) {
      $('gallery-caption-title').textContent = presetText(p, 'title');
      $('gallery-caption-source').textContent = t('gallery.source', { source: presetText(p, 'source') });
      $('gallery-caption-text').textContent = from ? t('gallery.edited') : t('gallery.watch', { caption: presetText(p, 'caption') });
    }
    for (const c of this.cards()) c.setAttribute('aria-current', String(c.dataset.preset === name));
    this.translate();
  }
}
