import { start, treeDrawn } from './harness.js';
const h = await start();
const measure = () => {
  const out = [];
  const vis = (el) => { for (let e = el; e && e.nodeType === 1; e = e.parentElement) { const cs = getComputedStyle(e); if (cs.display === 'none' || cs.visibility === 'hidden' || e.hasAttribute('hidden')) return false; } return true; };
  for (const t of document.querySelectorAll('svg.tree-view text')) {
    if (!t.textContent.trim() || !vis(t)) continue;
    const svg = t.ownerSVGElement; const sr = svg.getBoundingClientRect(); const r = t.getBoundingClientRect();
    if (r.right < sr.left || r.left > sr.right || r.bottom < sr.top || r.top > sr.bottom) continue;
    const m = t.getScreenCTM(); const scale = Math.hypot(m.a, m.b);
    out.push({ where: `svg .${t.getAttribute('class') || t.parentElement.getAttribute('class')}`, text: t.textContent, px: +(parseFloat(getComputedStyle(t).fontSize) * scale).toFixed(2) });
  }
  for (const sel of ['.explain', '.counts', '#node-tip', '.pseudocode li']) for (const e of document.querySelectorAll(sel)) {
    if (!vis(e)) continue;
    const w = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    for (let n = w.nextNode(); n; n = w.nextNode()) if (n.textContent.trim() && vis(n.parentElement)) out.push({ where: sel, text: n.textContent.slice(0, 20), px: parseFloat(getComputedStyle(n.parentElement).fontSize) });
  }
  const min = {};
  for (const o of out) if (!min[o.where] || o.px < min[o.where].px) min[o.where] = o;
  return min;
};
for (const [name, q] of [['ttt', ''], ['aima', '?tree=A max[B min[b1=3, b2=12, b3=8], C min[c1=2, c2=4, c3=6], D min[d1=14, d2=5, d3=2]]'], ['c4', '?game=connect4&moves=4453']]) {
  for (const lecture of [false, true]) {
    const ctx = await h.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await ctx.newPage();
    await page.goto(`${h.origin}/${q}${lecture ? (q ? '&' : '?') + 'lecture=1' : ''}`);
    await page.waitForSelector('body[data-ready="true"]'); await treeDrawn(page);
    await page.evaluate(() => window.abviz.app.total).then((n) => page.locator('#position').fill(String(Math.floor(n / 3))));
    await page.waitForTimeout(300);
    // hover a node for the card
    const node = page.locator('#alphabeta-svg [data-node-id="1"]'); if (await node.count()) await node.hover().catch(() => {});
    await page.waitForTimeout(200);
    console.log(name, lecture ? 'lecture' : 'normal', await page.evaluate(() => window.abviz.app.mode), JSON.stringify(Object.values(await page.evaluate(measure)).map((o) => `${o.where}=${o.px}(${o.text})`)));
    await ctx.close();
  }
}
await h.close();
