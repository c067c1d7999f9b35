// The link part of a game whose position is written in its own notation,
// as the engine reads it (`--board 3,4,5` for Nim): game=NAME&board=TEXT.
// The link always says its board, so a link holds the same position when
// the page's first position for the game changes. The engine checks the
// text; the link only keeps it printable and short.

/** At most this many characters of board text in a link. */
export const MAX_TEXT = 200;

/** Whether `text` may stand as a game's board in a link: printable, short, matching the game's `syntax`. */
export const textOk = (text, syntax) => text.trim() !== '' && text.length <= MAX_TEXT && syntax.test(text);

/**
 * The link part of game `name`, whose position is its board text; `syntax`
 * is the form a board must have, `first(ctx)` the board a link without one
 * shows. A game whose registry entry gives the page a depth (Othello's 3)
 * has it in a link without one, and its links always say their depth,
 * "none" spelling no limit.
 */
export function textLink({ name, syntax, first }) {
  return Object.freeze({
    params: ['board'],
    saysDepth: (ctx) => ctx.startDepth(name) !== null,
    depthDefault: (ctx) => ctx.startDepth(name) ?? ctx.DEFAULTS.depth,

    write(v, pairs) {
      if (typeof v.position.text === 'string') pairs.push(['board', v.position.text]);
    },

    /** Reads the position: {position: {text}}. Another game's position in the link conflicts. */
    read(single, present, errors, ctx) {
      const { problem, REASONS } = ctx;
      for (const k of ['tree', 'z', 'random', 'moves', 'size', 'maze', 'history']) if (present.has(k)) errors.push(problem(k, REASONS.conflict, present.get(k)[0], { other: 'game' }));
      const start = first(ctx);
      if (!single.has('board')) return { position: { text: start } };
      const raw = single.get('board');
      if (textOk(raw, syntax)) return { position: { text: raw } };
      errors.push(problem('board', REASONS.badGameBoard, raw, { first: start }));
      return { position: { text: start } };
    },
  });
}
