// Every language at once, for Node (the unit tests and scripts): the page
// loads Japanese and Korean only when chosen (index.js loadLang). Exports
// what index.js does, so a test imports this instead.

import { ja } from './ja.js';
import { ko } from './ko.js';
import { pickParticles } from './ko-particles.js';
import { addFinish, addLang, loadEnglish } from './index.js';

await loadEnglish(); // the words the page's first view leaves out (index.js LATER)
addLang('ja', ja);
addLang('ko', ko);
addFinish('ko', pickParticles);

export * from './index.js';
