// What the page loads after its first tree (issue 29: the first view's
// bytes). The trees need the engine, the URL codec and the renderer; the
// readouts beside them, the node cards and menus, the board editor, the
// Gallery and the controls come one step later, so the trees show sooner. main.js imports this module once
// the first trees are built; a control pressed meanwhile is held
// (controls/early.js) and done once the controls are wired.

export { renderBestCase, renderCode, renderCompare, renderCounts, renderHorizon, renderOtherCounts, renderSentence, markCode, sentenceFor } from './panels/readout.js';
export { renderNegamax } from './panels/negamax.js';
export { PRACTICE_NODES } from './panels/practice.js';
export { wire } from './controls/index.js';
export { restoreControls, syncOptions } from './controls/options.js';
export { renderPractice } from './controls/practice.js';
export { refreshCaption, renderTreeNote, showTreeText } from './games/tree-editor.js';
export { refreshHorizon } from './controls/horizon.js';
export { Gallery } from './panels/gallery.js';
export { renderBoard } from './games/tictactoe-editor.js';
export { C4Editor } from './games/connect4-editor.js';
export { closeEditors } from './render/editors.js';
export { NodeUi } from './render/node-ui.js';
export { renderPositionCard } from './panels/position-card.js';
