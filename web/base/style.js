// Style sheets that come with the code they style, not with the page: the
// lessons' (lessons.css), the Gallery's (gallery.css, with the controls) and a
// game's own (with its parts). The first view's rules stay in style.css.

const SHEETS = new Map(); // href → Promise, while loading or loaded

/**
 * Adds the style sheet at `href` to the page, once; resolves when it has
 * applied, or failed: offline without it the page still works, unstyled there,
 * and the next call asks for the sheet again.
 */
export function loadStyle(href) {
  if (typeof document === 'undefined') return Promise.resolve(); // Node (the unit tests): no page to style
  if (!SHEETS.has(href)) {
    SHEETS.set(href, new Promise((resolve) => {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
      link.onload = () => resolve();
      link.onerror = () => { link.remove(); SHEETS.delete(href); resolve(); };
      document.head.append(link);
    }));
  }
  return SHEETS.get(href);
}
