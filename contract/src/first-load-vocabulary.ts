/**
 * What a first visit to a page loads (docs/decisions/0007-first-visit-performance.md). Each app's
 * build publishes {@link FIRST_LOAD_FILE} beside its files (tooling/build/first-load.cjs); the
 * shell server composes a page's first load from the shell's and the page's remote's, to put its
 * styles in the HTML and name its scripts there, and the budget check adds up its JavaScript. No TypeBox here.
 */

/** The file each app's build publishes beside its other files. */
export const FIRST_LOAD_FILE = 'first-load.json';

/**
 * A remote's container, beside its `mf-manifest.json`: the shell's runtime registers each remote by
 * it, not by the manifest, so a first visit waits for one file less and the runtime carries no
 * manifest reader (docs/decisions/0007-first-visit-performance.md, lever 10).
 */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The JSON element of a page's HTML that names the scripts its start will ask for
 * ({@link FirstLoadFetches}): `start.js` fetches them all at once when the page is shown, so none
 * is fetched ahead of the server's first paint (docs/decisions/0007-first-visit-performance.md).
 */
export const FIRST_LOAD_ELEMENT_ID = 'ilm-first-load';

/** What {@link FIRST_LOAD_ELEMENT_ID} holds: URLs or paths of this site. */
export interface FirstLoadFetches {
  /** The page's scripts besides the shell's entry, in the order the runtime asks for them. */
  scripts: string[];
}

/** A chunk group: the files the runtime loads together, and the shared modules (share keys) it consumes. */
export interface LoadGroup {
  js: string[];
  css: string[];
  consumes: string[];
  /**
   * By language (English has none: it is bundled): the scripts that hold the strings the group's
   * code loads as it starts (its lazy `import('./<ns>.<lang>')`), asked for once the group has run.
   */
  strings?: Record<string, string[]>;
}

/** What an app publishes: its entry, what it starts with, and each shared module it provides. */
export interface FirstLoadManifest {
  /** The host's `main` entry, or a remote's container (`remoteEntry.js`). */
  entry: LoadGroup;
  /** The host: what its entry loads at start (the bootstrap); a remote: its `./pages` expose. */
  startup: LoadGroup;
  /** Shared modules by share key (`react-dom`, `@ilm/shared/ui`): the files that hold each. */
  provides: Record<string, LoadGroup>;
  /** A remote: each declared page's own chunk group, by page name. */
  pages?: Record<string, LoadGroup>;
  /** A remote: each declared panel's own chunk group, by panel name. */
  panels?: Record<string, LoadGroup>;
  /** The host: each language's font stylesheet, and the font file worth fetching before it is asked for. */
  fonts?: Record<string, { css: string[]; preload: string[] }>;
}

/** One app's manifest and where its files are served from (its public URL, ending in `/`). */
export interface PublishedFirstLoad {
  base: string;
  manifest: FirstLoadManifest;
}

/** A file of a page's first load, as a URL, with the app it comes from. */
export interface FirstLoadFile {
  url: string;
  /** `shell` or the remote's container name. */
  app: string;
}

/** Everything a page's first visit loads before it can be used, in the order the runtime asks for it. */
export interface PageFirstLoad {
  js: FirstLoadFile[];
  css: FirstLoadFile[];
}

/**
 * The first load of the page `page` of the remote `remote`: the shell's entry and startup, the
 * remote's container, expose and the page's chunk group, and every shared module these consume,
 * taken from the shell when it provides it (the page's one copy: `loaded-first`), else from the
 * remote, and what those consume in turn; then, in `language`, the strings these groups load as
 * they start (ADR 0007, lever 31). Files are listed once. `remote` undefined: the shell's own load
 * (a page the shell draws, such as "Page not found").
 */
export function pageFirstLoad(
  shell: PublishedFirstLoad,
  remote?: { name: string; published: PublishedFirstLoad; page: string },
  language?: string,
): PageFirstLoad {
  const js = new Map<string, FirstLoadFile>();
  const css = new Map<string, FirstLoadFile>();
  const strings = new Map<string, FirstLoadFile>();
  const consumed = new Set<string>();
  const put = (files: Map<string, FirstLoadFile>, names: readonly string[], app: string, base: string) => {
    for (const name of names) {
      const url = new URL(name, base).toString();
      files.set(url, { url, app });
    }
  };
  const add = (group: LoadGroup, app: string, base: string) => {
    put(js, group.js, app, base);
    put(css, group.css, app, base);
    if (language) put(strings, group.strings?.[language] ?? [], app, base);
    for (const key of group.consumes) consume(key);
  };
  const consume = (key: string) => {
    if (consumed.has(key)) return;
    consumed.add(key);
    const fromShell = shell.manifest.provides[key];
    if (fromShell) return add(fromShell, 'shell', shell.base);
    const fromRemote = remote?.published.manifest.provides[key];
    if (fromRemote && remote) add(fromRemote, remote.name, remote.published.base);
  };
  add(shell.manifest.entry, 'shell', shell.base);
  add(shell.manifest.startup, 'shell', shell.base);
  if (remote) {
    const { manifest, base } = remote.published;
    const page = manifest.pages?.[remote.page];
    if (!page) throw new Error(`${remote.name} publishes no first load for its page "${remote.page}"`);
    add(manifest.entry, remote.name, base);
    add(manifest.startup, remote.name, base);
    add(page, remote.name, base);
  }
  // The strings are asked for once the code that loads them runs: after every script above (a URL
  // already listed keeps its place).
  for (const [url, file] of strings) js.set(url, file);
  return { js: [...js.values()], css: [...css.values()] };
}
