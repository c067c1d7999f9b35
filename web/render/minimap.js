// The minimap: a small overview of a large tree in the corner of the
// alpha-beta panel, with the visible region marked. Click or drag in it to
// move the view there.

import { COLORS } from '../base/colors.js';

/** A small overview of the whole tree with the visible region marked; click or drag to move there. */
export class Minimap {
  constructor(canvas, viewport, main) {
    this.canvas = canvas;
    this.viewport = viewport;
    this.main = main; // the view whose size defines the visible region
    this.ctx = canvas.getContext('2d');
    viewport.listeners.push(() => this.render());
    const move = (ev) => {
      if (!this.tree) return;
      const r = canvas.getBoundingClientRect();
      const slot = ((ev.clientX - r.left) / r.width) * this.tree.slots;
      const d = ((ev.clientY - r.top) / r.height) * (this.tree.maxDepth + 1) - 0.5;
      const mr = this.main.canvas.getBoundingClientRect();
      const v = this.viewport;
      v.set(v.sx, v.sy, mr.width / 2 - slot * v.sx, mr.height / 2 - d * v.sy);
    };
    let down = false;
    canvas.addEventListener('pointerdown', (ev) => { down = true; canvas.setPointerCapture(ev.pointerId); move(ev); });
    canvas.addEventListener('pointermove', (ev) => { if (down) move(ev); });
    canvas.addEventListener('pointerup', () => { down = false; });
  }

  draw(tree) {
    this.tree = tree;
    this.silhouette = null;
    this.render();
  }

  render() {
    const { canvas, ctx, tree } = this;
    const W = canvas.width, H = canvas.height;
    ctx.fillStyle = '#ffffffee';
    ctx.fillRect(0, 0, W, H);
    if (!tree) return;
    const rows = tree.maxDepth + 1;
    if (!this.silhouette) {
      // How many nodes of each depth fall in each column: a binary search per column and level.
      const img = ctx.createImageData(W, H);
      const rowH = H / rows;
      for (let d = 0; d < rows; d++) {
        const from = tree.depthStart[d], to = tree.depthStart[d + 1];
        let k = from;
        for (let col = 0; col < W; col++) {
          const edge = ((col + 1) / W) * Math.max(tree.slots, 1);
          let a = k, b = to;
          while (a < b) { const mid = (a + b) >>> 1; if (tree.x[tree.depthIds[mid]] < edge) a = mid + 1; else b = mid; }
          const c = a - k;
          k = a;
          if (!c) continue;
          const alpha = Math.min(255, 60 + Math.log2(1 + c) * 30);
          for (let y = Math.floor(d * rowH + rowH * 0.3); y < Math.floor(d * rowH + rowH * 0.7); y++) {
            const o = (y * W + col) * 4;
            img.data[o] = 74; img.data[o + 1] = 83; img.data[o + 2] = 102; img.data[o + 3] = alpha;
          }
        }
      }
      this.silhouette = img;
    }
    ctx.putImageData(this.silhouette, 0, 0);
    const v = this.viewport;
    const mr = this.main.size || this.main.canvas.getBoundingClientRect();
    const x0 = (-v.tx / v.sx) / tree.slots * W, x1 = ((mr.width - v.tx) / v.sx) / tree.slots * W;
    const y0 = ((-v.ty / v.sy) + 0.5) / rows * H, y1 = (((mr.height - v.ty) / v.sy) + 0.5) / rows * H;
    ctx.strokeStyle = COLORS.cursor;
    ctx.lineWidth = 2;
    ctx.strokeRect(Math.max(1, x0), Math.max(1, y0), Math.max(3, Math.min(W - 2, x1) - Math.max(1, x0)), Math.max(3, Math.min(H - 2, y1) - Math.max(1, y0)));
  }
}

