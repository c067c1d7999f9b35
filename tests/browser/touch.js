// Touch gestures for the browser tests, through the Chrome DevTools Protocol
// (Input.dispatchTouchEvent): the input goes through the browser's own
// pipeline, so a finger on the page scrolls it and touch-action is obeyed,
// as on a real phone. The context must have hasTouch (and isMobile).

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class Touch {
  /** @param context the page's BrowserContext; @param page the page */
  static async of(context, page) {
    return new Touch(await context.newCDPSession(page));
  }

  constructor(cdp) {
    this.cdp = cdp;
  }

  send(type, points) {
    return this.cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map(([x, y], id) => ({ x, y, id, radiusX: 5, radiusY: 5, force: 1 })),
    });
  }

  /**
   * Puts fingers down at `starts` ([[x, y], …] in CSS px of the viewport),
   * moves each by its `step` ([dx, dy]) `steps` times, 16 ms apart (one
   * frame each), and lifts them.
   */
  async gesture(starts, step, steps = 10) {
    await this.send('touchStart', starts);
    for (let i = 1; i <= steps; i++) {
      await wait(16);
      await this.send('touchMove', starts.map(([x, y], k) => [x + step[k][0] * i, y + step[k][1] * i]));
    }
    await this.send('touchEnd', []);
  }

  /** One finger from (x, y), moving by (dx, dy) a step: a swipe. */
  swipe(x, y, dx, dy, steps) {
    return this.gesture([[x, y]], [[dx, dy]], steps);
  }

  /** Two fingers `gap` px apart around (x, y), spreading by 2 × `spread` px a step: a pinch-out (negative: pinch-in). */
  pinch(x, y, gap, spread, steps) {
    return this.gesture([[x - gap / 2, y], [x + gap / 2, y]], [[-spread, 0], [spread, 0]], steps);
  }

  /** A tap at (x, y). */
  async tap(x, y) {
    await this.send('touchStart', [[x, y]]);
    await wait(30);
    await this.send('touchEnd', []);
  }
}
