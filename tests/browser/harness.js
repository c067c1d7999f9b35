// Shared set-up for the browser tests: the built page (dist/, as npm start
// serves it) on scripts/serve.py at a free loopback port, and Debian's
// Chromium driven by playwright-core (no browser download).

import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.join(ROOT, 'dist');
export const ARTIFACTS = path.join(ROOT, 'target', 'e2e');
mkdirSync(ARTIFACTS, { recursive: true });

/** Starts serve.py on a free port; resolves with the port it prints once it listens. */
export function serve(root = DIST) {
  return new Promise((resolve, reject) => {
    const server = spawn('python3', [path.join(ROOT, 'scripts/serve.py'), '--root', root, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
      if (m) resolve({ server, port: Number(m[1]) });
    });
    server.on('exit', (code) => reject(new Error(`serve.py exited with ${code}: ${out}`)));
  });
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic'];

/** Starts the server and the browser; returns helpers and a close(). */
export async function start() {
  const { server, port } = await serve();
  const browser = await chromium.launch({ executablePath: process.env.ABVIZ_CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    browser,
    /**
     * A fresh page at the app (query/fragment `query`), with console errors and
     * requests that leave the origin collected. `options` go to newContext
     * (viewport, hasTouch, isMobile, locale…); the default is a 1280×720 projector.
     */
    async open(query = '', options = {}) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, ...options });
      const page = await context.newPage();
      const errors = [];
      const foreign = [];
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      page.on('pageerror', (e) => errors.push(String(e)));
      // Same-origin blob: URLs (exports) and data: URLs never leave the page.
      const local = (u) => u.startsWith(`${origin}/`) || u.startsWith(`blob:${origin}/`) || u.startsWith('data:');
      page.on('request', (r) => { if (!local(r.url())) foreign.push(r.url()); });
      await page.goto(`${origin}/${query}`);
      await page.waitForSelector('body[data-ready="true"]');
      return { page, errors, foreign, context };
    },
    /**
     * open(), waiting for the tree to be drawn; when test `t` is done, checks
     * that the page logged no console error and sent no request off its
     * origin, and closes it. Returns {page, context, errors, foreign}.
     */
    async openClean(t, query = '', options = {}) {
      const o = await this.open(query, options);
      t.after(async () => {
        try {
          assert.deepEqual(o.errors, [], 'no console errors');
          assert.deepEqual(o.foreign, [], 'no request leaves the origin');
        } finally {
          await o.context.close();
        }
      });
      await treeDrawn(o.page);
      return o;
    },
    async close() {
      await browser.close();
      server.kill();
    },
  };
}

/** Resolves once the tree on screen is fully drawn (an SVG tree is built in slices; a canvas paints on the next frame). */
export async function treeDrawn(page) {
  await page.waitForFunction(() => {
    const a = window.abviz?.app;
    if (!a?.tree) return false;
    if (a.mode === 'svg') return [...document.querySelectorAll('svg.tree-view')].every((s) => s.hasAttribute('hidden') || s.dataset.built === 'true');
    // Each panel paints its own tree when the panels compare two configurations (web/state/panels.js).
    return Object.entries(window.abviz.views.canvas).every(([alg, v]) => v.painted === (a.panels?.trees[alg] ?? a.tree));
  });
}

/**
 * Saves a screenshot to target/e2e/. A full-page capture resizes the viewport,
 * which makes canvases redraw; pass fullPage = false where canvases matter.
 */
export function shot(page, name, fullPage = false) {
  return page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage });
}

/** Saves a screenshot of one part of the page. */
export function shotOf(locator, name) {
  return locator.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** Waits until the engine has answered the last request and the tree is drawn (a synchronisation, not a check). */
export async function settled(page) {
  await page.waitForFunction(() => window.abviz.app.busy === null, null, { timeout: 60000 });
  await treeDrawn(page);
}

/** Waits until the text of `selector` matches `re`; fails with the text it has. */
export async function textMatches(page, selector, re, timeout = 15000) {
  try {
    await page.waitForFunction(([sel, src, flags]) => new RegExp(src, flags).test(document.querySelector(sel)?.textContent ?? ''),
      [selector, re.source, re.flags], { timeout });
  } catch {
    // The assertion below shows what the page says instead.
  }
  const text = await page.locator(selector).first().textContent().catch(() => null);
  assert.match(text ?? '(no element)', re, `${selector} after waiting`);
  return text;
}

/** The button a person would find by its visible name. */
export const button = (page, name) => page.getByRole('button', { name, exact: true });

/** The selector of a tree's panel: "minimax" or "alphabeta". */
export const panelOf = (which) => `[data-testid="${which}-tree"]`;

/** A Chrome trace's main-thread tasks: how many, and the CPU ms of those over 50 ms of wall time. */
export function mainThreadCpu(buffer) {
  const events = JSON.parse(buffer.toString()).traceEvents;
  const key = (e) => `${e.pid}:${e.tid}`;
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(key));
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(key(e)));
  return { seen: tasks.length, long: tasks.filter((e) => e.dur > 50000).map((e) => Math.round((e.tdur ?? e.dur) / 1000)) };
}

/**
 * Opens the lesson drawer `name` (position, options, horizon, lab, solver, play, share, pearl, replay,
 * legend) as a person does: its button in the lesson bar, under More for the last four; `how` is
 * 'click' or, on a touch screen, 'tap'. Does nothing when that drawer is already open.
 */
/**
 * Chooses language `lang` in the page's menu (or in `select`) as a person
 * does, and waits until the page shows it: Japanese and Korean load on their
 * first choice (web/i18n/index.js loadLang), and the page then redraws at once.
 */
export async function chooseLanguage(page, lang, select = page.locator('#language')) {
  await select.selectOption(lang);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

export async function openLesson(page, name, how = 'click') {
  const b = page.locator(`#lessons button[data-drawer="${name}"]`);
  if ((await b.getAttribute('aria-expanded')) === 'true') return;
  if (!(await b.isVisible()) && (await page.locator('#more-menu').locator(`[data-drawer="${name}"]`).count())) await page.locator('#more')[how]();
  await b[how]();
  await page.locator(`#drawer-${name}`).waitFor({ state: 'visible' });
  // The link keeps the open drawer (written once the view is painted): wait for it, so a link read next is the one on screen.
  await page.waitForFunction((n) => !window.abviz.app.tree || new URLSearchParams(location.search).get('drawer') === n, name);
}

/**
 * Opens a panel's "Configure this panel" pop-up as a person does, a click on its summary: side "left"
 * (minimax's panel) or "right" (alpha-beta's, which holds the Negamax toggle). Does nothing when it is open.
 */
export async function openConfig(page, side = 'right') {
  const details = page.locator(`#cfg-${side}`);
  if (await details.evaluate((d) => d.open)) return;
  await details.locator('summary').click();
}
