// The playback clock: turns elapsed time into trace steps at the chosen
// speed. It owns no state of the page; on each tick it calls `advance(steps)`
// and the page decides what a step means. The frame scheduler is injected,
// so Node's unit tests can drive it with a fake one.

/** Events per second at each Speed setting (1–14); the top ones are thousands of events a frame. */
export const SPEEDS = [1, 2, 3, 5, 8, 12, 20, 40, 120, 600, 3000, 20000, 100000, 400000];

export class Clock {
  /**
   * @param advance (steps) => boolean: apply `steps` steps; false stops the clock (the end was reached)
   * @param schedule {request(cb), cancel(handle), now()} — requestAnimationFrame and performance.now in the page
   */
  constructor(advance, schedule) {
    this.advance = advance;
    this.schedule = schedule;
    this.speed = 6;
    this.running = false;
    this.handle = null;
  }

  /** Steps a second at the current speed setting. */
  get rate() {
    return SPEEDS[Math.max(1, Math.min(SPEEDS.length, this.speed)) - 1];
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.last = this.schedule.now();
    this.carry = 1; // the first step shows at once
    this.handle = this.schedule.request((now) => this.tick(now));
  }

  stop() {
    this.running = false;
    if (this.handle !== null) this.schedule.cancel(this.handle);
    this.handle = null;
  }

  tick(now) {
    if (!this.running) return;
    // A hidden tab or a long frame must not jump far ahead: at most 250 ms a tick.
    const dt = Math.min(Math.max(now - this.last, 0), 250);
    this.last = now;
    this.carry += (dt / 1000) * this.rate;
    const steps = Math.floor(this.carry);
    if (steps > 0) {
      this.carry -= steps;
      if (!this.advance(steps)) { this.stop(); return; }
    }
    if (this.running) this.handle = this.schedule.request((t) => this.tick(t));
  }
}
