// Shared set-up for the browser tests: a static server on a free loopback
// port and Debian's Chromium driven by playwright-core (no browser download).

import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ARTIFACTS = path.join(ROOT, 'target', 'e2e');
mkdirSync(ARTIFACTS, { recursive: true });

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
    s.on('error', reject);
  });
}

async function waitForPort(port, ms = 10000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const ok = await new Promise((resolve) => {
      const c = net.connect(port, '127.0.0.1', () => { c.end(); resolve(true); });
      c.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server on port ${port} did not start`);
}

/** Starts the server and the browser; returns helpers and a close(). */
export async function start() {
  const port = await freePort();
  const server = spawn('python3', [path.join(ROOT, 'scripts/serve.py'), '--root', ROOT, '--port', String(port)], { stdio: 'inherit' });
  await waitForPort(port);
  const browser = await chromium.launch({
    executablePath: process.env.ABVIZ_CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    browser,
    /** A fresh page at the app, with console errors and foreign requests collected. */
    async open(query = '') {
      const context = await browser.newContext({ viewport: { width: 1400, height: 950 } });
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
    async close() {
      await browser.close();
      server.kill();
    },
  };
}

/**
 * Saves a screenshot to target/e2e/. A full-page capture resizes the viewport,
 * which makes canvases redraw; pass fullPage = false where canvases matter.
 */
export function shot(page, name, fullPage = true) {
  return page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage });
}

/** Saves a screenshot of one part of the page (e.g. both tree panels). */
export function shotOf(locator, name) {
  return locator.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}
