// Korean particles after a filled-in value. The dictionaries write both
// forms ("{node}을(를)"), since the value is known only when the sentence is
// made; once it is, the form that fits how the value's last syllable is read
// is kept ("t4를": 사, "L을": 엘, "−3을": 삼, "10을": 십). A value whose
// reading is not known here (a symbol, a space before the particle) keeps
// both forms, which is still correct Korean.

/** How a last character is read: its final consonant (batchim), 'l' for ㄹ, 'none', or null when not known. */
function ending(ch) {
  const c = ch.codePointAt(0);
  if (c >= 0xac00 && c <= 0xd7a3) {
    const jong = (c - 0xac00) % 28;
    return jong === 0 ? 'none' : jong === 8 ? 'l' : 'other';
  }
  // 영 일 이 삼 사 오 육 칠 팔 구.
  if (ch >= '0' && ch <= '9') return ['other', 'l', 'none', 'other', 'none', 'none', 'other', 'l', 'l', 'none'][Number(ch)];
  // Letters as Korean reads them: 엘, 엠, 엔 end in a consonant; 에이, 비, 아르, … do not.
  if (/[a-z]/i.test(ch)) return ch.toLowerCase() === 'l' ? 'l' : 'mn'.includes(ch.toLowerCase()) ? 'other' : 'none';
  if (ch === '∞') return 'none'; // 무한대
  return null;
}

/** The reading of the value before `at` in `s`: closing brackets and quotes are skipped; a trailing 0 after a digit is 십, 백, 천 or 만. */
function endingBefore(s, at) {
  let i = at - 1;
  while (i >= 0 && ')]}”’"\'」』'.includes(s[i])) i--;
  if (i < 0 || /\s/.test(s[i])) return null;
  if (s[i] === '0' && i > 0 && /[0-9]/.test(s[i - 1])) return 'other';
  return ending(s[i]);
}

const PAIRS = [
  // [both forms, after a consonant, after a vowel, whether ㄹ counts as a vowel]
  ['을(를)', '을', '를', false],
  ['이(가)', '이', '가', false],
  ['은(는)', '은', '는', false],
  ['과(와)', '과', '와', false],
  ['와(과)', '과', '와', false],
  ['(으)로', '으로', '로', true],
];

const BOTH = /을\(를\)|이\(가\)|은\(는\)|과\(와\)|와\(과\)|\(으\)로/g;

/** `s` with each two-form particle after a value it can read reduced to the one form that fits. */
export function pickParticles(s) {
  if (!s.includes('(')) return s;
  return s.replace(BOTH, (both, at) => {
    const [, consonant, vowel, lIsVowel] = PAIRS.find(([b]) => b === both);
    const end = endingBefore(s, at);
    if (end === null) return both;
    return end === 'none' || (end === 'l' && lIsVowel) ? vowel : consonant;
  });
}
