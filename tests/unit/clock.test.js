// Unit tests of web/state/clock.js, the playback clock, driven by a fake frame
// scheduler whose time and frames the test controls. Frame times are chosen
// so rate · dt is exact in binary (125 ms, 62.5 ms), so step counts are exact.
// Run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Clock, SPEEDS } from '../../web/state/clock.js';

/** A frame scheduler the test drives: frame(t) runs the frames requested so far at time t. */
function fakeScheduler() {
  let time = 0, next = 1;
  const pending = new Map();
  const cancelled = [];
  return {
    pending, cancelled,
    now: () => time,
    request(cb) { const h = next++; pending.set(h, cb); return h; },
    cancel(h) { cancelled.push(h); pending.delete(h); },
    frame(t) {
      time = t;
      const cbs = [...pending.values()];
      pending.clear();
      for (const cb of cbs) cb(t);
    },
  };
}

/** A clock at `speed` whose advance() records its steps and returns `keepGoing(totalSoFar)`. */
function clockAt(speed, keepGoing = () => true) {
  const sched = fakeScheduler();
  const calls = [];
  let total = 0;
  const clock = new Clock((steps) => { calls.push(steps); total += steps; return keepGoing(total); }, sched);
  clock.speed = speed;
  return { clock, sched, calls, total: () => total };
}

test('SPEEDS has 14 settings, strictly increasing, from 1 step a second', () => {
  assert.equal(SPEEDS.length, 14);
  assert.equal(SPEEDS[0], 1);
  for (let k = 1; k < SPEEDS.length; k++) assert.ok(SPEEDS[k] > SPEEDS[k - 1], `SPEEDS[${k}]`);
});

test('rate is SPEEDS[speed − 1], clamped to settings 1–14', () => {
  const { clock } = clockAt(1);
  for (let s = 1; s <= 14; s++) { clock.speed = s; assert.equal(clock.rate, SPEEDS[s - 1]); }
  clock.speed = 0; assert.equal(clock.rate, SPEEDS[0]);
  clock.speed = 99; assert.equal(clock.rate, SPEEDS[13]);
});

test('start shows the first step on the first frame, even with no time elapsed', () => {
  const { clock, sched, calls } = clockAt(1);
  clock.start();
  assert.equal(calls.length, 0, 'nothing before the first frame');
  assert.equal(sched.pending.size, 1, 'one frame requested');
  sched.frame(0);
  assert.deepEqual(calls, [1]);
  assert.ok(clock.running);
});

test('each frame advances floor(rate · dt) steps (8 and 120 steps a second)', () => {
  const slow = clockAt(5); // SPEEDS[4] = 8 steps/s: one step each 125 ms
  assert.equal(slow.clock.rate, 8);
  slow.clock.start();
  for (let k = 0; k <= 8; k++) slow.sched.frame(k * 125);
  assert.deepEqual(slow.calls, [1, 1, 1, 1, 1, 1, 1, 1, 1]);
  const fast = clockAt(9); // 120 steps/s: 15 steps each 125 ms, 7.5 each 62.5 ms
  assert.equal(fast.clock.rate, 120);
  fast.clock.start();
  fast.sched.frame(0);
  fast.sched.frame(125);
  fast.sched.frame(187.5);
  fast.sched.frame(250);
  assert.deepEqual(fast.calls, [1, 15, 7, 8], 'the half step carries to the next frame');
  assert.equal(fast.total(), 1 + 120 * 0.25);
});

test('a step that takes longer than a frame waits: 1 step/s at 125 ms frames steps once a second', () => {
  const { clock, sched, calls } = clockAt(1);
  clock.start();
  for (let k = 0; k <= 16; k++) sched.frame(k * 125);
  assert.deepEqual(calls, [1, 1, 1], 'at 0 s, 1 s and 2 s');
  assert.equal(sched.pending.size, 1, 'still running: a frame is pending');
});

test('a long frame (a hidden tab) counts at most 250 ms', () => {
  const { clock, sched, calls } = clockAt(9); // 120/s
  clock.start();
  sched.frame(0);
  sched.frame(60000);
  assert.deepEqual(calls, [1, 30]);
  const { clock: c2, sched: s2, calls: k2 } = clockAt(9);
  c2.start();
  s2.frame(1000); // the first frame comes late too
  assert.deepEqual(k2, [1 + 30]);
});

test('time going backwards advances nothing and owes nothing', () => {
  const { clock, sched, calls } = clockAt(9);
  clock.start();
  sched.frame(0);
  sched.frame(125);
  sched.frame(62.5);
  assert.deepEqual(calls, [1, 15]);
  sched.frame(187.5);
  assert.deepEqual(calls, [1, 15, 15], 'the next frame steps as usual');
});

test('the clock stops when advance returns false (the end), and requests no more frames', () => {
  const { clock, sched, calls } = clockAt(5, (total) => total < 3);
  clock.start();
  for (let k = 0; k <= 10; k++) sched.frame(k * 125);
  assert.deepEqual(calls, [1, 1, 1]);
  assert.equal(clock.running, false);
  assert.equal(sched.pending.size, 0);
});

test('stop() cancels the pending frame; a stale frame after stop does nothing; start() runs again', () => {
  const { clock, sched, calls } = clockAt(5);
  clock.start();
  sched.frame(0);
  const [handle] = sched.pending.keys();
  clock.stop();
  assert.equal(clock.running, false);
  assert.deepEqual(sched.cancelled, [handle]);
  assert.equal(sched.pending.size, 0);
  clock.tick(125); // a frame the browser had already queued
  assert.deepEqual(calls, [1]);
  sched.frame(5000); // time passes while paused (no frame is pending)
  clock.start();
  sched.frame(5000);
  assert.deepEqual(calls, [1, 1], 'a new start shows a step at once and does not count the paused time');
});

test('start() while running does not request a second frame', () => {
  const { clock, sched, calls } = clockAt(5);
  clock.start();
  clock.start();
  assert.equal(sched.pending.size, 1);
  sched.frame(0);
  assert.deepEqual(calls, [1]);
});

test('a speed change applies from the next frame', () => {
  const { clock, sched, calls } = clockAt(5); // 8/s
  clock.start();
  sched.frame(0);
  sched.frame(125);
  clock.speed = 9; // 120/s
  sched.frame(250);
  assert.deepEqual(calls, [1, 1, 15]);
});
