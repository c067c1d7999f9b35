// Screenshots of the built page (dist/), for the README and for review.
//
//   node scripts/screenshot.js            the README's and docs' screenshots in docs/: Move 4 at
//                                         alpha-beta's first cut-off on a 1280×720 projector and a 390×844
//                                         phone, Connect Four with its enhancements, the lab, Pacman, a
//                                         horizon preset and the Gallery
//   node scripts/screenshot.js --review   every view a lecture needs (Move 4, Nilsson Fig. 7 in Lecture
//                                         mode, Pacman minimaxClassic, Connect Four with its scores, the
//                                         print view, an exported slide, the embedded page) at 1280×720 and
//                                         1440×900, at 820×1180 and on a 390×844 phone, in en, ja and ko,
//                                         into target/screens/, with one contact sheet per view to look at
//
// Run after `npm run build`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { start, treeDrawn, openLesson, ROOT } from '../tests/browser/harness.js';

const PROJECTOR = { viewport: { width: 1280, height: 720 } };
const LAPTOP = { viewport: { width: 1440, height: 900 } };
const TABLET = { viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

const h = await start();
const review = process.argv.includes('--review');

/** Opens `query` at `context`, drawn, and runs `then(page)`; returns the page's screenshot as a PNG buffer. */
async function capture(query, context, then = async () => {}) {
  const { page, context: ctx } = await h.open(query, context);
  try {
    await treeDrawn(page);
    await then(page);
    await page.waitForTimeout(250);
    return await page.screenshot();
  } finally {
    await ctx.close();
  }
}

/** Alpha-beta's first cut-off (the button by its id: its name is translated). */
const firstCutoff = async (page) => {
  await page.locator('#next-cut').click();
  await page.waitForFunction(() => document.getElementById('alphabeta-explain').classList.contains('cutoff'));
};

try {
  if (!review) {
    const doc = async (file, query, context, then) => { writeFileSync(path.join(ROOT, 'docs', file), await capture(query, context, then)); console.log(file); };
    await doc('screenshot-1280x720.png', '', PROJECTOR, firstCutoff);
    await doc('screenshot-phone.png', '', PHONE, firstCutoff);
    await doc('screenshot-connect4.png', '?game=connect4&moves=4453&depth=4&enhance=id,tt,killer,history,pvs&drawer=position', PROJECTOR, firstCutoff);
    await doc('screenshot-lab.png', '?game=connect4&moves=&depth=4&drawer=lab', PROJECTOR, async (page) => {
      await page.locator('#lab-depth').fill('4');
      await page.locator('#lab-run').click();
      await page.waitForFunction(() => document.getElementById('lab-verdict').textContent.length > 0, null, { timeout: 120000 });
    });
    await doc('screenshot-pacman-1280x720.png', '?game=pacman&maze=minimaxClassic&depth=2', PROJECTOR, firstCutoff);
    await doc('screenshot-horizon-1280x720.png', '?preset=horizon-rich&drawer=horizon', PROJECTOR, async (page) => { await page.locator('#go-end').click(); });
    await doc('screenshot-gallery-1280x720.png', '?preset=rich-fig5', PROJECTOR, async (page) => { await page.locator('#gallery-open').click(); });
  } else {
    const out = path.join(ROOT, 'target', 'screens');
    mkdirSync(out, { recursive: true });
    const VIEWS = {
      'move4': ['', firstCutoff],
      'fig7-lecture': ['?preset=nilsson-fig7&lecture=1', firstCutoff],
      'pacman': ['?game=pacman&maze=minimaxClassic&depth=4', async (page) => { await page.locator('#go-end').click(); }],
      'connect4-scores': ['?game=connect4&moves=4453&depth=4&drawer=position', async (page) => {
        await page.locator('#c4-scores').click();
        await page.waitForFunction(() => document.querySelectorAll('#c4-scores-row li').length > 0 && !document.getElementById('c4-play-cancel').checkVisibility(), null, { timeout: 120000 });
      }],
      'print': ['?preset=aima&step=20', async (page) => {
        await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
        await page.emulateMedia({ media: 'print' });
      }],
      'embed': ['?embed=1&preset=aima', firstCutoff],
    };
    const SIZES = [['1280', PROJECTOR, ['en', 'ja', 'ko']], ['1440', LAPTOP, ['en', 'ja', 'ko']], ['820', TABLET, ['en', 'ja', 'ko']], ['phone', PHONE, ['en', 'ja', 'ko']]];
    for (const [name, [query, then]] of Object.entries(VIEWS)) {
      const files = [];
      for (const [size, context, langs] of SIZES) {
        for (const lang of langs) {
          const q = `${query}${query ? '&' : '?'}lang=${lang}`;
          const file = path.join(out, `${name}-${size}-${lang}.png`);
          writeFileSync(file, await capture(q, context, then));
          files.push(file);
          console.log(file);
        }
      }
      await sheet(path.join(out, `sheet-${name}.png`), files);
    }
    // The slide: the exported PNG itself, in each language.
    const slides = [];
    for (const lang of ['en', 'ja', 'ko']) {
      const { page, context } = await h.open(`?lang=${lang}`, { ...PROJECTOR, acceptDownloads: true });
      await treeDrawn(page);
      await firstCutoff(page);
      await openLesson(page, 'share');
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#export-png').click()]);
      const file = path.join(out, `slide-${lang}.png`);
      await download.saveAs(file);
      slides.push(file);
      console.log(file);
      await context.close();
    }
    await sheet(path.join(out, 'sheet-slide.png'), slides);
  }
} finally {
  await h.close();
}

/** One PNG with `files` side by side, scaled to a common height, for looking at many screenshots at once. */
async function sheet(file, files) {
  const { page, context } = await h.open('', PROJECTOR);
  const imgs = files.map((f) => `<figure><img src="data:image/png;base64,${readFileSync(f).toString('base64')}"><figcaption>${path.basename(f)}</figcaption></figure>`);
  await page.setContent(`<style>body{margin:0;display:flex;flex-wrap:wrap;gap:8px;background:#888;font:14px sans-serif}
    figure{margin:0;background:#fff}img{height:560px;display:block}</style>${imgs.join('')}`);
  await page.waitForTimeout(300);
  await page.screenshot({ path: file, fullPage: true });
  await context.close();
  console.log(file);
}
