// A long tree's place in a link: the #z= fragment (compress.js), or why it
// has none. In engine/ so the worker can pack the tree it analysed last and
// the page never copies a long text to make a link (state/links.js).

import { base64Length, deflateRaw, toBase64url } from './compress.js';

/** The link's limits for a tree text (state/view.js LIMITS holds them too). */
export const TREE_LINK = Object.freeze({
  /** A tree text up to this many characters goes in the query as tree=…; longer ones are compressed into #z=…. */
  plainTree: 2000,
  /** The longest fragment encode() writes (characters, with the '#'); a longer tree is left out. */
  maxFragment: 262144,
  /** The longest tree text decode() accepts (characters); inflation stops here. */
  maxTreeChars: 16_000_000,
});

/**
 * The fragment of a tree text too long for the query: {hash: '#z=…', tooLong: null}, or {hash: '', tooLong:
 * {chars, limit}} when the text or its fragment passes a limit.
 */
export async function treeFragment(tree) {
  if (tree.length > TREE_LINK.maxTreeChars) return { hash: '', tooLong: { chars: tree.length, limit: TREE_LINK.maxTreeChars } };
  const packed = await deflateRaw(new TextEncoder().encode(tree));
  const chars = '#z='.length + base64Length(packed.length);
  if (chars > TREE_LINK.maxFragment) return { hash: '', tooLong: { chars, limit: TREE_LINK.maxFragment } };
  return { hash: `#z=${toBase64url(packed)}`, tooLong: null };
}
