// Remakes the README's Gallery screenshot in docs/ from the built page
// (dist/): the Gallery open over Rich's Fig. 5 on a 1280×720 projector.
// Run after `npm run build`: node scripts/screenshot-gallery.js
import path from 'node:path';
import { start, treeDrawn, ROOT } from '../tests/browser/harness.js';

const h = await start();
try {
  const { page, context } = await h.open('?preset=rich-fig5&lang=en', { viewport: { width: 1280, height: 720 } });
  await treeDrawn(page);
  await page.locator('#gallery-open').click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(ROOT, 'docs', 'screenshot-gallery-1280x720.png') });
  await context.close();
} finally {
  await h.close();
}
