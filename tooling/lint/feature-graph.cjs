// @ts-check
/**
 * The features of a remote as folders (docs/rules/boundaries.md#7-features-through-their-entry):
 * `src/features/<name>/`, each a feature, except the remote's kits (`common`, `shared`: styles,
 * formatting, small helpers), which any feature may use and which use no feature. Read by the lint
 * config (rule 7's zones) and by the folder-cycle check (feature-cycles.test.cjs).
 */
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');

/** Folders of `src/features/` that are a remote's kit, not a feature. */
const KIT_FOLDERS = ['common', 'shared'];

/** Every relative module a source file names: `import … from`, `export … from`, `import '…'`, `import('…')`, `require('…')`. */
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g;
const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;

/** @param {string} remoteDir a remote's folder @returns {{ features: string[], kits: string[] }} */
function featureFolders(remoteDir) {
  const dir = path.join(remoteDir, 'src', 'features');
  if (!existsSync(dir)) return { features: [], kits: [] };
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return { features: folders.filter((name) => !KIT_FOLDERS.includes(name)), kits: folders.filter((name) => KIT_FOLDERS.includes(name)) };
}

/** @param {string} dir @returns {string[]} every source file below `dir` */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(file);
    return SOURCE.test(name) ? [file] : [];
  });
}

/**
 * Which folder of `src/features/` each one imports (kits included), from the relative modules its
 * files name: folder -> the other folders it imports.
 * @param {string} remoteDir
 * @returns {Map<string, Set<string>>}
 */
function featureGraph(remoteDir) {
  const root = path.join(remoteDir, 'src', 'features');
  const { features, kits } = featureFolders(remoteDir);
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  for (const folder of [...features, ...kits]) {
    const imports = new Set();
    for (const file of sourceFiles(path.join(root, folder))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
        const [imported] = path.relative(root, path.resolve(path.dirname(file), /** @type {string} */ (specifier))).split(path.sep);
        if (imported && imported !== '..' && imported !== folder && existsSync(path.join(root, imported))) imports.add(imported);
      }
    }
    graph.set(folder, imports);
  }
  return graph;
}

/**
 * The cycles between folders (Tarjan's strongly connected components of more than one folder):
 * each as the folders in it, sorted, e.g. `['hints', 'labs']` when labs imports hints and hints labs.
 * @param {Map<string, Set<string>>} graph
 * @returns {string[][]}
 */
function folderCycles(graph) {
  let next = 0;
  /** @type {Map<string, { index: number, low: number }>} */
  const seen = new Map();
  /** @type {string[]} */
  const stack = [];
  /** @type {string[][]} */
  const cycles = [];
  const visit = (/** @type {string} */ node) => {
    const mark = { index: next, low: next };
    next += 1;
    seen.set(node, mark);
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!seen.has(to)) {
        visit(to);
        mark.low = Math.min(mark.low, /** @type {{ low: number }} */ (seen.get(to)).low);
      } else if (stack.includes(to)) mark.low = Math.min(mark.low, /** @type {{ index: number }} */ (seen.get(to)).index);
    }
    if (mark.low !== mark.index) return;
    const component = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!seen.has(node)) visit(node);
  return cycles.sort((a, b) => a.join().localeCompare(b.join()));
}

module.exports = { KIT_FOLDERS, featureFolders, featureGraph, folderCycles };
