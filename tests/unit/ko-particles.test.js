// Korean particles after a filled-in value (web/i18n/ko-particles.js): the
// dictionaries write both forms, "{node}을(를)", and the one that fits how
// the value ends is kept. Run with `node --test tests/unit/`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pickParticles } from '../../web/i18n/ko-particles.js';
import { loadLang, setLang, t } from '../../web/i18n/index.js';

test('each particle takes its form from how the value before it is read', () => {
  const cases = [
    ['t4을(를)', 't4를'], // 사
    ['L을(를)', 'L을'], // 엘
    ['−3을(를)', '−3을'], // 삼
    ['10을(를)', '10을'], // 십
    ['0을(를)', '0을'], // 영
    ['[t3–t4]을(를)', '[t3–t4]를'], // a bracket is skipped
    ['“B”은(는)', '“B”는'],
    ['+∞이(가)', '+∞가'], // 무한대
    ['X이(가)', 'X가'],
    ['M이(가)', 'M이'],
    ['7(으)로', '7로'], // 칠: ㄹ takes 로
    ['N(으)로', 'N으로'], // 엔
    ['2(으)로', '2로'],
    ['열 3과(와) 4', '열 3과 4'],
    ['열 2와(과) 4', '열 2와 4'],
    ['노드을(를)', '노드를'],
    ['값을(를)', '값을'],
    ['길(으)로', '길로'],
  ];
  for (const [given, want] of cases) assert.equal(pickParticles(given), want, given);
});

test('a particle after a space or a symbol it cannot read keeps both forms, and other parentheses are left alone', () => {
  assert.equal(pickParticles('조사: 을(를), 은(는), (으)로'), '조사: 을(를), 은(는), (으)로');
  assert.equal(pickParticles('#을(를)'), '#을(를)');
  assert.equal(pickParticles('MAX 노드(X 차례)'), 'MAX 노드(X 차례)');
});

test('t() picks the particle in Korean, after filling in the value; English is untouched', async () => {
  await loadLang('ko');
  setLang('ko');
  try {
    assert.equal(t('cmp.sameBoth', { value: 3, move: 'B' }), '둘 다 루트 값 3을 찾고 B를 고릅니다.');
    assert.equal(t('cmp.sameBoth', { value: 2, move: 'L' }), '둘 다 루트 값 2를 찾고 L을 고릅니다.');
  } finally {
    setLang('en');
  }
  assert.equal(t('cmp.sameBoth', { value: 3, move: 'B' }), pickParticles(t('cmp.sameBoth', { value: 3, move: 'B' })));
});
