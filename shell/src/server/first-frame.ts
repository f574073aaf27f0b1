/**
 * The browser's first frame of a page the server drew: the whole page, styled, laid out and
 * painted in that one frame (docs/decisions/0007-first-visit-performance.md, lever 25).
 *
 * Left to itself, Chromium shows a frame as soon as the parser yields with part of the body parsed,
 * and when the page's last subresource (start.js) is in by the end of parsing, its load event lays
 * the whole document out at once ("always do a layout after loading"), in a task of its own before
 * the frame that paints it. Either way the first style and layout of the whole page (25–70 ms in
 * Lighthouse's traces) was a task apart from the first paint, and Lighthouse counted it as blocking
 * the page after that near-empty paint. Here:
 * - `rel=expect` holds every frame until the end of the server's drawing is parsed (Chromium 124
 *   and later; other browsers ignore it and paint as before);
 * - the body is not displayed until that first frame, so a load event before it lays out nothing;
 *   the frame's own callback shows it, and the frame styles, lays out and paints it.
 * Without scripts nothing is hidden.
 */

/** The element at the end of the server's drawing, after the root: the first frame waits for it. */
export const PAGE_END_ELEMENT_ID = 'ilm-page-end';

/** The class on the root element until the browser's first frame. */
export const FIRST_FRAME_CLASS = 'ilm-first-frame';

/** The inline script that hides the body until the first frame. The page's Content-Security-Policy allows this text by its hash. */
export const FIRST_FRAME_SCRIPT = `(function(r){r.classList.add('${FIRST_FRAME_CLASS}');requestAnimationFrame(function(){r.classList.remove('${FIRST_FRAME_CLASS}')})})(document.documentElement)`;

/** First in the head of a page the server drew: no frame may come before them. */
export const FIRST_FRAME_HEAD_TAGS = `<link rel="expect" href="#${PAGE_END_ELEMENT_ID}" blocking="render"><style>.${FIRST_FRAME_CLASS} body{display:none}</style><script>${FIRST_FRAME_SCRIPT}</script>`;

/** Right after the root that holds the server's drawing. */
export const PAGE_END_TAG = `<template id="${PAGE_END_ELEMENT_ID}"></template>`;
