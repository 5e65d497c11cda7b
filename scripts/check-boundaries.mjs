// The workspaces' boundaries (D20), proven: in a temporary copy, an area importing another area and
// the kit importing an area each make the typecheck fail (TypeScript's project references: a project
// sees only the projects it names). Run by `npm test` after the typecheck; exits non-zero when an
// import that must be refused passes.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const workspaces = ['domain', 'ui', 'mf-quotes', 'mf-transport'];

/** A copy of the workspaces the cases need, with node_modules linking @ppp/* to the copy's own. */
function copyOfRepository() {
  const copy = mkdtempSync(join(tmpdir(), 'ppp-boundaries-'));
  cpSync(join(root, 'tsconfig.base.json'), join(copy, 'tsconfig.base.json'));
  for (const workspace of workspaces) {
    cpSync(join(root, workspace), join(copy, workspace), {
      recursive: true,
      filter: (source) => !source.includes(`${workspace}/node_modules`) && !source.includes('/dist'),
    });
  }
  // The kit's own installs (Storybook's types for its stories).
  symlinkSync(join(root, 'ui', 'node_modules'), join(copy, 'ui', 'node_modules'), 'dir');
  const modules = join(copy, 'node_modules');
  mkdirSync(join(modules, '@ppp'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry === '@ppp' || entry === '.cache') continue;
    symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
  for (const workspace of workspaces)
    symlinkSync(join(copy, workspace), join(modules, '@ppp', workspace), 'dir');
  return copy;
}

const cases = [
  {
    name: 'an area importing another area',
    file: 'mf-quotes/src/api.ts',
    line: "import '../../mf-transport/src/api.ts';\n",
    project: 'mf-quotes/tsconfig.json',
  },
  {
    name: 'the kit importing an area',
    file: 'ui/src/index.ts',
    line: "import '../../mf-quotes/src/api.ts';\n",
    project: 'ui/tsconfig.json',
  },
];

let failed = false;
const copy = copyOfRepository();
try {
  for (const check of cases) {
    appendFileSync(join(copy, check.file), check.line);
    const run = spawnSync(process.execPath, [tsc, '-b', check.project], { cwd: copy, encoding: 'utf8' });
    const refused = run.status !== 0 && /TS6307/.test(run.stdout);
    console.log(`${refused ? 'refused' : 'NOT REFUSED'}: ${check.name} (${check.file})`);
    if (!refused) {
      failed = true;
      console.log(run.stdout || run.stderr);
    }
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
