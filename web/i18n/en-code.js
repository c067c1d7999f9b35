// The pseudocode's lines in English (panels/code-text.js): a part of the en
// dictionary (en.js spreads it in place), kept apart to keep each file short.

export const code = {
  // The pseudocode's lines (panels/code-text.js), each the engine's English text with {parts} that stay as they are.
  codeLineFunction: "function {call}",
  codeLineLeaf: "if node is terminal or at the depth limit: return value(node)",
  codeLineIfMax: "if node is MAX:",
  codeLineIfMin: "if node is MIN:",
  codeLineIfChance: "if node is CHANCE:",
  codeLineEachChild: "for each child c of node:",
  codeLineReturn: "return {value}",
  codeLineBreak: "if α {cmp} β: break",
  codeLineEachOutcome: "for each outcome c of node, with probability p:",
  codeLineBounds: "lo ← L; hi ← U    (bounds on every outcome's value)",
  codeLineEachOutcomeP: "for each outcome cᵢ with probability pᵢ:",
  codeLineNarrowValue: "narrow [loᵢ, hiᵢ] by vᵢ; node's value ∈ [Σ pⱼ·loⱼ, Σ pⱼ·hiⱼ]",
  codeLineStarCut: "if {low} or {high}: return that bound",
  codeLineAsAlphabeta: "if node is MAX or MIN: as alphabeta, calling star2",
  codeLineProbe: "for each outcome cᵢ (probing phase):",
  codeLineProbeValue: "vᵢ ← value of cᵢ's first child, searched with cᵢ's window",
  codeLineStar1Phase: "for each outcome cᵢ with probability pᵢ (Star1 phase):",
  codeLineNarrow: "narrow [loᵢ, hiᵢ] by vᵢ",
  codeLineWhile: "while lower < upper:",
  codeLineMtdfBeta: "β ← g + 1 if g = lower, else g",
  codeLineMtdfStep: "if g < β: upper ← g  else: lower ← g",
  codeLineTable: "if the table holds node's value, or a bound outside (α, β): return it",
  codeLineTtMax: "MAX: for each child c: {update}; if α ≥ β: break",
  codeLineTtMin: "MIN: for each child c: {update}; if α ≥ β: break",
  codeLineStore: "store v in the table: exact, lower bound (v ≥ β) or upper bound (v ≤ α)",
};
