import { start } from '/work/main/web/tests/harness.js';
const h = await start();
try {
  const b = await h.open('web/bench.html');
  const r = await b.page.evaluate(() => window.bench.run({ rounds: 7, warmup: 2 }).catch(e => ({err: String(e)})));
  console.log(JSON.stringify(r.medians ?? r), JSON.stringify(r.ratios ?? {}));
} finally { await h.close(); }
