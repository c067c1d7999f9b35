// Remakes the README's screenshots in docs/ from the built page (dist/):
// Move 4 at alpha-beta's first cut-off, on a 1280×720 projector and on a
// 390×844 phone. Run after `npm run build`: node scripts/screenshot.js
import path from 'node:path';
import { start, treeDrawn, ROOT } from '../tests/browser/harness.js';

const shots = [
  { file: 'screenshot-1280x720.png', context: { viewport: { width: 1280, height: 720 } } },
  { file: 'screenshot-phone.png', context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }, scroll: '.controls' },
];

const h = await start();
try {
  for (const s of shots) {
    const { page, context } = await h.open('', s.context);
    await treeDrawn(page);
    await page.getByRole('button', { name: 'Next cut-off', exact: true }).click();
    await page.waitForFunction(() => document.getElementById('alphabeta-explain').classList.contains('cutoff'));
    if (s.scroll) await page.evaluate((sel) => document.querySelector(sel).scrollIntoView(), s.scroll);
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(ROOT, 'docs', s.file) });
    await context.close();
  }
} finally {
  await h.close();
}
