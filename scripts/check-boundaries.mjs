// The workspaces' boundaries (D20), proven: in a temporary copy, an area importing another area and
// the kit importing quoting or an area, and quoting importing an area, each make the typecheck fail (TypeScript's project references: a project
// sees only the projects it names). Run by `npm test` after the typecheck; exits non-zero when an
// import that must be refused passes.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const workspaces = ['domain', 'ui', 'quoting', 'mf-quotes', 'mf-transport', 'mf-admin'];

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
  // The kit's and quoting's own installs (Storybook's types for their stories).
  for (const workspace of ['ui', 'quoting'])
    symlinkSync(join(root, workspace, 'node_modules'), join(copy, workspace, 'node_modules'), 'dir');
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

// A relative import of a file outside the project is TS6307; a package the project may not resolve
// (`@ppp/quoting` outside the quote kinds' areas, an area, which exports nothing) is TS2307/TS2882.
const outsideProject = /error TS6307/;
const unresolvable = /error TS(2307|2882)/;
const cases = [
  {
    name: 'an area importing another area',
    file: 'mf-quotes/src/api.ts',
    line: "import '../../mf-transport/src/api.ts';\n",
    project: 'mf-quotes/tsconfig.json',
    refusal: outsideProject,
  },
  {
    name: 'an area importing another area by its package name',
    file: 'mf-quotes/src/api.ts',
    line: "import '@ppp/mf-transport/src/api.ts';\n",
    project: 'mf-quotes/tsconfig.json',
    refusal: unresolvable,
  },
  {
    name: 'the kit importing quoting',
    file: 'ui/src/index.ts',
    line: "import '@ppp/quoting';\n",
    project: 'ui/tsconfig.json',
    refusal: unresolvable,
  },
  {
    name: 'an area that is not a quote kind importing quoting',
    file: 'mf-admin/src/lifecycles.tsx',
    line: "import '@ppp/quoting';\n",
    project: 'mf-admin/tsconfig.json',
    refusal: unresolvable,
  },
  {
    name: 'quoting importing an area',
    file: 'quoting/src/index.ts',
    line: "import '../../mf-quotes/src/api.ts';\n",
    project: 'quoting/tsconfig.json',
    refusal: outsideProject,
  },
  {
    name: 'the kit importing an area',
    file: 'ui/src/index.ts',
    line: "import '../../mf-quotes/src/api.ts';\n",
    project: 'ui/tsconfig.json',
    refusal: outsideProject,
  },
];

let failed = false;
const copy = copyOfRepository();
try {
  for (const check of cases) {
    const file = join(copy, check.file);
    const original = readFileSync(file, 'utf8');
    appendFileSync(file, check.line);
    const run = spawnSync(process.execPath, [tsc, '-b', check.project, '--pretty', 'false'], {
      cwd: copy,
      encoding: 'utf8',
    });
    writeFileSync(file, original);
    const refused =
      run.status !== 0 &&
      run.stdout.split('\n').some((line) => line.startsWith(check.file) && check.refusal.test(line));
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
