// No two features of a remote import each other, even through other features
// (docs/rules/boundaries.md#7-features-through-their-entry): the folders of every remote's
// `src/features/`, kits included, form no cycle.
const { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { featureGraph, folderCycles } = require('./feature-graph.cjs');

const ROOT = path.resolve(__dirname, '../..');
const REMOTES = readdirSync(ROOT).filter((dir) => /^mfe-/.test(dir));

describe('Boundary 7: no cycle between the features of a remote', () => {
  it.each(REMOTES)('%s: its feature folders import one another without a cycle', (remote) => {
    expect(folderCycles(featureGraph(path.join(ROOT, remote)))).toEqual([]);
  });

  describe('the check itself, on a remote made for it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'feature-cycles-'));
    const write = (file, code) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), code);
    };
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('finds a cycle through a third feature, whatever kind of import makes it, and reads the kit as a folder too', () => {
      write('src/features/labs/step-guide.tsx', "import { StepHelp } from '../hints';\nexport const Guide = StepHelp;\n");
      write('src/features/hints/step-help.tsx', "export { StepBody as StepHelp } from '../instructions/step-body';\n");
      write('src/features/instructions/step-body.tsx', "import '../common/ui.module.css';\nexport const load = () => import('../labs/lab-steps');\n");
      write('src/features/common/format.ts', 'export const format = 1;\n');
      write('src/features/tokens/ledger.ts', "import type { Lab } from '../labs/step-guide';\nexport type Entry = Lab;\n");
      const graph = featureGraph(dir);
      expect(graph.get('instructions')).toEqual(new Set(['common', 'labs']));
      expect(folderCycles(graph)).toEqual([['hints', 'instructions', 'labs']]);
    });

    it('finds none once the shared piece moved to where both use it', () => {
      write('src/features/instructions/step-body.tsx', "import '../common/ui.module.css';\nexport const StepBody = 1;\n");
      expect(folderCycles(featureGraph(dir))).toEqual([]);
    });
  });
});
