// The textbook trees' panel: typing or loading a tree, the named presets with
// their captions and sources, and random trees. Nothing here draws: each
// control loads a new view through `page`.

import { t, list } from '../i18n/index.js';
import { fmt, fmtExact, fmtProb } from '../i18n/format.js';
import { kidsOf } from '../base/tree.js';
import { nodeName } from './index.js';
import { clampInt, loaders } from './load.js';

const $ = (id) => document.getElementById(id);
const EXAMPLES = {
  aima: 'A max[B min[b1=3, b2=12, b3=8], C min[c1=2, c2=4, c3=6], D min[d1=14, d2=5, d3=2]]',
  // A four-level tree in the style of the textbook exercises, with cut-offs at both kinds of node.
  deep: '[[[[3,17],[2,12]],[[15,25],[0,2]]],[[[2,5],[3,8]],[[2,14],[5,9]]],[[[1,8],[9,7]],[[4,11],[6,13]]]]',
};

/** The named presets by button id: tree text, agents, and the i18n keys of their caption and source. */
export const TREE_PRESETS = {
  'example-aima': { tree: EXAMPLES.aima, caption: 'captionAima', source: 'sourceAima' },
  'example-deep': { tree: EXAMPLES.deep, caption: 'captionDeep', source: 'sourceDeep' },
  'example-chance': { tree: 'max[chance[0.9: 2, 0.1: 3], chance[0.9: 1, 0.1: 4]]', caption: 'captionChance', source: 'sourceChance' },
  'example-chance-flip': { tree: 'max[chance[0.9: 20, 0.1: 30], chance[0.9: 1, 0.1: 400]]', caption: 'captionChanceFlip', source: 'sourceChance' },
  'example-expectimax': { tree: 'max[chance[3, 12, 8], chance[2, 4, 6], chance[14, 5, 2]]', caption: 'captionExpectimax', source: 'sourceExpectimax' },
  // MIN's second level finds 2 under MAX's 3 at once: one cut-off (the leaves 8 and 4).
  'example-agents': { tree: '[[[3,5],[6,9]],[[7,2],[8,4]]]', agents: 3, caption: 'captionAgents', source: 'sourceAgents' },
  'example-dice': {
    tree: 'Roll max[Run chance[1/6: R6 min[8, 2], 5/6: R15 min[6, 9]], Hold chance[1/6: H6 min[3, 7], 5/6: H15 min[4, 1]]]',
    caption: 'captionDice', source: 'sourceDice',
  },
};

let shownPreset = null;

/**
 * The numbers a caption may state, all read from the analysed result: the
 * root's children's names and values (expectiminimax's, with a rounded
 * value's fraction), the root's value, the depth, agents, alpha-beta's
 * cut-offs and, under a first chance child, its outcomes' probabilities.
 */
export function captionParams(tree, summary) {
  const mm = tree.tl.minimax;
  const kids = Array.from(kidsOf(tree, 0));
  const p = {
    kids: list(kids.map((c) => nodeName(tree, c, ''))), values: list(kids.map((c) => fmtExact(mm.value[c]))), root: fmt(mm.value[0]),
    depth: tree.maxDepth, agents: summary.agents ?? 2, cutoffs: t('cutoffsN', { n: summary.alphabeta.cutoffs }),
  };
  if (kids.length && tree.isChance[kids[0]]) {
    const outcomes = kidsOf(tree, kids[0]);
    [p.six, p.rest] = [fmtProb(tree.prob[outcomes[0]]), fmtProb(tree.prob[outcomes[1]])];
  }
  return p;
}

/** A preset's caption and source for its analysed `tree` and `summary`. */
export function captionText(preset, tree, summary) {
  return `${t(preset.caption, captionParams(tree, summary))} ${t(preset.source)}`;
}

/** Shows the preset's caption and source under the presets once its tree is analysed (hidden for any other tree). */
export function showCaption(preset, tree = null, summary = null) {
  shownPreset = preset;
  const p = $('preset-caption');
  p.hidden = !preset || !tree;
  p.textContent = preset && tree ? captionText(preset, tree, summary) : '';
}

/** Keeps the caption only while the preset's tree is the one shown (`tree`, `summary`); re-translates it. */
export function refreshCaption(treeText, tree, summary) {
  if (shownPreset && treeText !== undefined && treeText !== shownPreset.tree) showCaption(null);
  else showCaption(shownPreset, tree, summary);
}

/** Wires the tree text box, the file input, the presets and the random tree. */
export function wireTrees(page) {
  const { withView, loadTree } = loaders(page);
  $('tree-form').addEventListener('submit', (e) => { e.preventDefault(); loadTree($('tree-input').value); });
  $('tree-input').addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); loadTree($('tree-input').value); }
  });
  // Trees too long to type (a million nodes) come from a file, never through the text box.
  $('tree-file').addEventListener('change', async () => {
    const file = $('tree-file').files[0];
    if (!file) return;
    if (file.size > 64 * 1024 * 1024) { page.alert('tree-alert', { key: 'fileTooLarge', params: { size: file.size } }); return; }
    loadTree(await file.text());
    $('tree-file').value = '';
  });
  // Named presets: each sets its tree (and agents); its one-line caption and source show once it is analysed.
  for (const [id, preset] of Object.entries(TREE_PRESETS)) {
    $(id).addEventListener('click', () => {
      showCaption(preset);
      withView({ position: { tree: preset.tree }, agents: preset.agents ?? 2, bounds: '', step: 0 }, { alertAt: 'tree-alert' });
    });
  }
  $('random-tree').addEventListener('click', () => {
    const b = clampInt($('rand-b').value, 2, 5, 3), d = clampInt($('rand-d').value, 1, 6, 3), seed = clampInt($('rand-seed').value, 0, 1e9, 1);
    withView({ position: { random: { b, d, seed } } }, { alertAt: 'tree-alert' });
  });
}

/** Trees longer than this (characters) are not echoed into the text box. */
const SHOW_TREE_CHARS = 20000;

/** Shows the analysed tree's text in the box, or, for megabytes of it (echoing them freezes the page), a note saying what it is. */
export function showTreeText(app, text) {
  const long = text.length > SHOW_TREE_CHARS;
  const box = document.getElementById('tree-input');
  // A long tree typed or pasted into the box stays there as it was (setting it again would cost as much as echoing it).
  const typed = long && box.value.length === text.length && box.value === text;
  if (!typed) box.value = long ? '' : text;
  document.getElementById('tree-note').hidden = !long || typed;
  renderTreeNote(app);
}

/** The note that stands for a tree too long to show, in the page's language. */
export function renderTreeNote(app) {
  const note = document.getElementById('tree-note');
  if (!note.hidden) note.textContent = t('treeTooLongToShow', { nodes: app.tree.n, chars: app.summary.root.length });
}
