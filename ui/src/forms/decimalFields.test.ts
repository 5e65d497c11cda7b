// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// D20: a number field's value depends on the browser's locale ('9,80' became 980 in an English
// Chromium), so no staff or admin screen has one: decimals are the kit's DecimalInput, whole numbers
// too (kind 'count'). Every front end's source is read, dialogs no journey opens included.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const frontEnds = [
  'ui/src',
  'quoting/src',
  'shell/src',
  ...readdirSync(root)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src`),
];
// A JSX attribute, or the props object of an input (`{ type: 'number', ... }`).
const numberField = /type\s*=\s*\{?\s*["'`]number["'`]|type\s*:\s*["'`]number["'`]/;

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx$/.test(name) && !/\.(test|stories)\.tsx$/.test(name) ? [path] : [];
  });
}

describe('decimal fields (D20)', () => {
  it('no staff or admin screen renders an <input type="number">', () => {
    const found = frontEnds
      .flatMap((folder) => sources(join(root, folder)))
      .filter((file) => numberField.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(found).toEqual([]);
  });

  it('the check finds a number field where there is one', () => {
    expect(numberField.test('<Input type="number" min={1} />')).toBe(true);
    expect(numberField.test("<input type={'number'} />")).toBe(true);
    expect(numberField.test("{ type: 'number', inputMode: 'numeric', min: 1 }")).toBe(true);
    expect(numberField.test('<DecimalInput kind="money" />')).toBe(false);
    expect(numberField.test("question.type === 'number' ? 'decimal' : undefined")).toBe(false);
  });
});
