// Labels side by side keep a gap, so two numbers never read as one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Room } from '../../web/render/declutter.js';

const box = (left, right, top = 0, bottom = 14) => ({ left, right, top, bottom });

test('a label touching another on its row is left out; one a few px away, or on another row, is kept', () => {
  const room = new Room();
  assert.equal(room.take(box(0, 10)), true); // "8"
  assert.equal(room.take(box(11, 24)), false); // "−2" 1 px after "8" would read "8−2"
  assert.equal(room.take(box(15, 28)), true); // 5 px after: reads apart
  assert.equal(room.take(box(30, 40, 20, 34)), true); // the next row
  assert.equal(room.take(box(5, 9)), false); // inside a label: an overlap, as before
});

test('labels may sit right beside a node shape, which needs no gap', () => {
  const room = new Room();
  assert.equal(room.take(box(0, 34), true), true); // the node
  assert.equal(room.take(box(35, 50)), true); // α beside it
  assert.equal(room.take(box(20, 40), false), false); // over it
});
