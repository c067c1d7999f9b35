// A maze game's part of a link (Pacman, the robots): maze= (a layout name or
// rows, by default the game's first named layout), history= (the moves played
// from its start), ghosts=, eval= and play=. state/url-position.js asks a
// game's descriptor for its part and hands it the link codec's readers
// (`ctx`), so this leaf module imports nothing of the state layer.

/** A maze layout as a link may hold it: printable text (a name, or rows split by '/'), at most `limit` long. */
const mazeOk = (text, limit) => text.trim() !== '' && text.length <= limit && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text);

/** The link part of maze game `name`. */
export function mazeLink(name) {
  /** The game's first named layout (from the engine's registry), its default position. */
  const firstLayout = (ctx) => ctx.engineGame(name)?.boards?.[0]?.name ?? '';
  return Object.freeze({
    params: ['maze', 'history', 'play'],
    /** A link always says its depth ("none" spelling no limit): a maze game's default is the registry's. */
    saysDepth: true,
    depthDefault: (ctx) => Number(ctx.optionDefault(name, 'depth', '2')),

    write(v, pairs, ctx) {
      const p = v.position;
      if (typeof p.maze === 'string' && p.maze !== firstLayout(ctx)) pairs.push(['maze', p.maze]);
      if (p.history) pairs.push(['history', p.history]);
      if (v.ghosts !== ctx.DEFAULTS.ghosts) pairs.push(['ghosts', v.ghosts]);
      if (v.eval !== ctx.DEFAULTS.eval) pairs.push(['eval', v.eval]);
      if (v.play !== null && v.play !== undefined) pairs.push(['play', String(v.play)]);
    },

    /**
     * Reads the position: {position: {maze, history}}. A board, tree or Connect
     * Four position in the link conflicts. The engine checks the layout itself.
     */
    read(single, present, errors, ctx) {
      const { problem, REASONS, LIMITS, POSITION_PARAMS } = ctx;
      for (const k of [...POSITION_PARAMS, 'moves', 'size']) if (present.has(k)) errors.push(problem(k, REASONS.conflict, present.get(k)[0], { other: 'game' }));
      let maze = firstLayout(ctx);
      if (single.has('maze')) {
        const raw = single.get('maze');
        if (mazeOk(raw, LIMITS.maxMazeChars)) maze = raw;
        else errors.push(problem('maze', REASONS.badMaze, raw, { limit: LIMITS.maxMazeChars }));
      }
      let history = '';
      if (single.has('history')) {
        const raw = single.get('history');
        if (raw.length <= LIMITS.maxHistory && /^[NSEWX]*$/.test(raw)) history = raw;
        else errors.push(problem('history', REASONS.badHistory, raw, { limit: LIMITS.maxHistory }));
      }
      return { position: { maze, history } };
    },
  });
}
