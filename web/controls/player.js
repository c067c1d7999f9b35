// Playback: Play and pause on the animation clock, a step at a time, and what
// screen readers hear when it stops (never every frame of Play).

import { t } from '../i18n/index.js';
import { Clock } from '../state/clock.js';

const $ = (id) => document.getElementById(id);

/** The page's player over `app` (pos, total, playing), redrawing with `update()`; `practising()` holds it still. */
export function makePlayer({ app, update, practising }) {
  const clock = new Clock((steps) => {
    app.pos = Math.min(app.total, app.pos + steps);
    const more = app.pos < app.total;
    if (!more) app.playing = false;
    update();
    return more;
  }, { request: (f) => requestAnimationFrame(f), cancel: (h) => cancelAnimationFrame(h), now: () => performance.now() });

  const player = {
    clock,
    play() {
      if (!app.tree || practising()) return;
      if (app.pos >= app.total) app.pos = 0; // Play at the end starts again
      app.playing = true;
      clock.start();
      update();
    },
    pause() {
      clock.stop();
      if (!app.playing) return;
      app.playing = false;
    },
    togglePlay() {
      if (app.playing) { player.pause(); update(); player.announce(); } else player.play();
    },
    /** Moves to step `pos` (clamped), pausing, and says the new step's sentence. */
    seek(pos) {
      player.pause();
      app.pos = Math.max(0, Math.min(app.total, Math.round(pos)));
      update();
      player.announce();
    },
    /** Screen readers hear the step on pause and step, never every frame of Play. */
    announce() {
      if (!app.tree || app.playing) return;
      const alg = app.layout === 'minimax' ? 'minimax' : 'alphabeta';
      $('announce').textContent = `${t('stepOf', { pos: app.pos, total: app.total })}. ${$(`${alg}-explain`).textContent}`;
    },
    setSpeed(v) {
      clock.speed = v;
      update();
    },
  };
  return player;
}
