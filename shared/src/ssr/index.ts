/** Server-side only (a remote's server bundle): never part of the browser's shared entries. */
export { createPageRenderer, createPathLister } from './render-page';
