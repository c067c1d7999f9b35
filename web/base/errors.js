// What an engine job ends with when it does not answer: the errors of
// engine/engine.js, here so that a game's own panel (games/connect4-play.js)
// can tell a cancelled job apart without importing the engine.

/** An error from the engine: the core's message, plus its `code` and `params` for translation. */
export class EngineError extends Error {
  constructor({ message, code = null, params = null }) {
    super(message);
    this.code = code;
    this.params = params;
  }
}

/** Thrown (as a rejection) for a job that was cancelled. */
export class Cancelled extends Error {
  constructor() { super('cancelled'); this.cancelled = true; }
}
