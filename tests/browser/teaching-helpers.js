// Helpers shared by the teaching browser tests (teaching.test.js,
// practice.test.js, share.test.js): opening the page, its totals, the tree
// box and AIMA's tree typed into it, and what the core (the CLI) says.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { ROOT, settled, textMatches, button, panelOf, openLesson } from './harness.js';

/**
 * The `open` of a test file whose harness (harness.start()) `harness()` returns once its before() has run:
 * open(t, query, options) opens the page at `query`, drawn; when the test ends it must have stayed clean (harness.openClean).
 */
export const opener = (harness) => async (t, query = '', options = {}) => (await harness().openClean(t, query, options)).page;

export const total = async (page, which) => Number((await page.getByTestId(`${which}-total`).textContent()).replace(/[^\d]/g, ''));
export const treeBox = (page) => page.getByRole('textbox', { name: 'Tree', exact: true });

/** Waits for both totals (numbers), then for the drawing. */
export async function totals(page, mm, ab) {
  const fmt = (n) => n.toLocaleString('en');
  await textMatches(page, '#minimax-total', new RegExp(`^${fmt(mm)}$`), 60000);
  await textMatches(page, '#alphabeta-total', new RegExp(`^${fmt(ab)}$`), 60000);
  await settled(page);
}

/** Runs the CLI: `analyze` with `args`; returns {status, json, message}. */
function cli(...args) {
  const r = spawnSync('cargo', ['run', '-q', '-p', 'abviz-cli', '--', 'analyze', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, json: r.status === 0 ? JSON.parse(r.stdout) : null, message: r.stderr.trim().replace(/^abviz: /, ''), stderr: r.stderr };
}

/** What the core says. */
export function core(...args) {
  const r = cli(...args);
  assert.equal(r.status, 0, r.stderr);
  return r.json;
}

/** The core's message for input it refuses. */
export function coreError(...args) {
  const r = cli(...args);
  assert.notEqual(r.status, 0, `the core refuses ${args.join(' ')}`);
  return r.message;
}

/** Types AIMA's tree as nested lists into the tree box and shows it (its nodes are then named A, B, … in preorder). */
export async function typeAima(page) {
  await openLesson(page, 'position'); // the tree box lies under Textbook trees
  await treeBox(page).fill('[[3,12,8],[2,4,6],[14,5,2]]');
  await button(page, 'Show tree').click();
  await totals(page, 13, 11);
}

/** A textbook tree's node by the letter the page draws beside it (A, B, … in preorder). */
export const nodeNamed = (page, which, letter) => page.locator(`${panelOf(which)} g.node`)
  .filter({ has: page.locator('text.node-name', { hasText: new RegExp(`^${letter}$`) }) });
