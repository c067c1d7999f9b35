// The pseudocode's lines in the page's language. The engine's registry gives
// each line in English; the dictionaries hold each line with words as a
// template (en.codeLine…: the engine's exact text, with {parts} for the
// formulas, which stay as they are). A line no template matches (a formula,
// or a line the engine changed) is shown as the engine wrote it. The English
// templates are read from their own files, which come with this module, before
// i18n/index.js loadPanelWords adds them to the dictionary.

import { t } from '../i18n/index.js';
import { code } from '../i18n/en-code.js';
import { negamax } from '../i18n/en-negamax.js';

const en = { ...code, ...negamax };

/** The keys of the pseudocode's lines; the ones with {parts} are tried last. */
const LINES = {
  fn: 'codeLineFunction', leaf: 'codeLineLeaf', max: 'codeLineIfMax', min: 'codeLineIfMin', chance: 'codeLineIfChance',
  child: 'codeLineEachChild', ret: 'codeLineReturn', cut: 'codeLineBreak', outcome: 'codeLineEachOutcome', bounds: 'codeLineBounds',
  outcomeP: 'codeLineEachOutcomeP', narrowValue: 'codeLineNarrowValue', starCut: 'codeLineStarCut', asAlphabeta: 'codeLineAsAlphabeta',
  probe: 'codeLineProbe', probeValue: 'codeLineProbeValue', star1: 'codeLineStar1Phase', narrow: 'codeLineNarrow', loop: 'codeLineWhile',
  mtdfBeta: 'codeLineMtdfBeta', mtdfStep: 'codeLineMtdfStep', table: 'codeLineTable', ttMax: 'codeLineTtMax', ttMin: 'codeLineTtMin',
  store: 'codeLineStore',
  // Rich's MINIMAX-A-B (the Negamax view).
  negaStatic: 'codeLineNegaStatic', negaEach: 'codeLineNegaEach', negaBetter: 'codeLineNegaBetter', negaPass: 'codeLineNegaPass', negaCut: 'codeLineNegaCut',
};

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** [key, regexp, part names] per template, exact lines first. */
const TEMPLATES = Object.values(LINES).map((key) => {
  const parts = [];
  const src = en[key].split(/(\{\w+\})/).map((piece) => {
    const m = /^\{(\w+)\}$/.exec(piece);
    if (!m) return escape(piece);
    parts.push(m[1]);
    return '(.+?)';
  }).join('');
  return [key, new RegExp(`^${src}$`), parts];
}).sort((a, b) => a[2].length - b[2].length);

/** Line `code` of the engine's pseudocode in the page's language. */
export function codeText(code) {
  for (const [key, re, parts] of TEMPLATES) {
    const m = re.exec(code);
    if (m) return t(key, Object.fromEntries(parts.map((p, i) => [p, m[i + 1]])));
  }
  return code;
}
