/**
 * xterm.js and its add-ons, fetched only when a running lab shows its terminal (they are the
 * largest code of this remote and no other page needs them). Its stylesheet is the library's own,
 * scoped to its `.xterm` classes.
 */
export async function loadXterm() {
  const [{ Terminal }, { FitAddon }, { WebLinksAddon }] = await Promise.all([
    import(/* webpackChunkName: "xterm" */ '@xterm/xterm'),
    import(/* webpackChunkName: "xterm" */ '@xterm/addon-fit'),
    import(/* webpackChunkName: "xterm" */ '@xterm/addon-web-links'),
    import(/* webpackChunkName: "xterm" */ '@xterm/xterm/css/xterm.css'),
  ]);
  return { Terminal, FitAddon, WebLinksAddon };
}
