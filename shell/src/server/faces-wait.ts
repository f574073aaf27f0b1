/**
 * A page painted with its language's own faces is laid out once, in them (docs/decisions/0007-first-visit-performance.md,
 * lever 18). The faces' files are preloaded, but the browser lays the page out as soon as its HTML
 * is parsed, before it has taken the files in: that first layout is in the system's fonts, and in
 * Urdu it looks for letters no system font may have (ہ ے ۔) in every font there is, then the page
 * is laid out again in Urdu's face. Until the faces the head declares are loaded (they are the
 * ones it preloads) the body is not displayed, for at most `font-display: optional`'s block
 * period, when the browser would show the system's font anyway. It is shown by the callback of the
 * frame that follows, which then lays out and paints it whole (./first-frame.ts, lever 25).
 */

/** Chromium's and Firefox's block period of `font-display: optional`: how long text waits, invisible, for its face. */
export const FACES_WAIT_MS = 100;

/** The class on the root element while the body waits for its faces. */
export const FACES_WAIT_CLASS = 'ilm-faces-wait';

/**
 * The inline script, run where the head declares its faces: it loads every face the document
 * declares and shows the body at the frame after they are loaded, or failed, or after {@link FACES_WAIT_MS}.
 * Without scripts nothing is hidden. The page's Content-Security-Policy allows this text by its hash.
 */
export const FACES_WAIT_SCRIPT =
  `(function(d){var f=d.fonts?Array.from(d.fonts):[],r=d.documentElement;if(!f.length)return;` +
  `var show=function(){requestAnimationFrame(function(){r.classList.remove('${FACES_WAIT_CLASS}')})};r.classList.add('${FACES_WAIT_CLASS}');setTimeout(show,${FACES_WAIT_MS});` +
  `Promise.all(f.map(function(face){return face.load()})).then(show,show)})(document)`;

/** The head's tags that hold the body until its faces are loaded: after the faces' `@font-face` rules, which the script reads. */
export const FACES_WAIT_TAGS = `<style>.${FACES_WAIT_CLASS} body{display:none}</style><script>${FACES_WAIT_SCRIPT}</script>`;
