// The lessons' table: each lesson's panel, the module it comes in (lessons.js
// loads it, with its rules and words, on first use) and the engine it searches
// with. Every lesson's request needs the full module. The lab, Solve and
// Pearl's chart share one worker, so they never hold up the trees; matches,
// worksheets and MCTS have their own, so Cancel there stops nothing else and
// a worksheet's trees never become the page's last analysis (its link).

import { Engine, workerUrl } from './engine/engine.js';

/** The table for lessons.js. page: {app, load, seek, saveUrl(mode)}. */
export function lessonTable({ app, load, seek, saveUrl }) {
  const worker = (spare = false) => new Engine(workerUrl(true), { spare });
  const engines = {}; // by use, each made on first use
  const once = (name, spare) => () => (engines[name] ??= worker(spare));
  const lab = once('lab');
  return {
    lab: { load: () => import('./lab/panel.js'), make: ({ LabPanel }) => new LabPanel({ app, load, engine: lab }) },
    pearl: { load: () => import('./lab/pearl-panel.js'), make: ({ PearlPanel }) => new PearlPanel({ engine: lab }) },
    replay: { load: () => import('./replay/panel.js'), make: ({ ReplayPanel }) => new ReplayPanel({ engine: lab }) },
    mcts: {
      load: () => import('./mcts/panel.js'),
      make: ({ MctsPanel }) => new MctsPanel({ app, engine: once('mcts'), setConfig: (side, c) => load({ ...app.view, [side]: { ...app.view[side], ...c } }, { history: 'replace', alertAt: `cfg-alert-${side}` }) }),
    },
    // The maze games' play panel keeps a spare worker, for Cancel.
    play: { load: () => import('./play/panel.js'), make: ({ PlayPanel }) => new PlayPanel({ app, load, seek, engine: once('play', true) }) },
    match: { load: () => import('./play/match.js'), make: ({ MatchPanel }) => new MatchPanel({ app, engine: once('match') }) },
    worksheet: {
      load: () => import('./sheet/panel.js'),
      make: ({ SheetPanel }) => new SheetPanel({
        app, engine: once('worksheet'), saveUrl,
        // Practise: the exercise's tree on screen, then the Practice button as a person presses it.
        practise: async (text) => {
          app.practice = null;
          if (await load({ ...app.view, position: { tree: text }, order: 'natural', depth: null, step: 0, drawer: null }, { alertAt: 'sheet-alert' })) document.getElementById('practice').click();
        },
      }),
    },
  };
}
