// Regenerates web/screenshot.png for the README: Move 4 at alpha-beta's
// first cut-off. Run after `npm run build`: node scripts/screenshot.js
import path from 'node:path';
import { start, ROOT } from '../web/tests/harness.js';

const h = await start();
try {
  const { page } = await h.open();
  await page.getByRole('button', { name: 'Move 4', exact: true }).click();
  for (let i = 0; i < 200; i++) {
    await page.getByRole('button', { name: 'Step forward', exact: true }).click();
    if (/pruned/.test(await page.locator('#alphabeta-explain').textContent())) break;
  }
  await page.setViewportSize({ width: 1400, height: 1240 });
  await page.getByRole('button', { name: 'Zoom to fit' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(100);
  await page.screenshot({ path: path.join(ROOT, 'web', 'screenshot.png') });
} finally {
  await h.close();
}
