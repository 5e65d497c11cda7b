// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The modules use MikroORM's types instead of bypassing them (STYLE.md, D20): a cast to `never` or
// through `unknown` around `create` / `assign` or a relation lets a renamed column still compile.
const cast = /\bas (?:never|unknown as)\b/;

/** `{label}/{file}:{line}` of every cast in the non-test TypeScript files under `dir`. */
function castsUnder(dir: string, label: string) {
  const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  return sources.flatMap((file) =>
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        cast.test(line) ? [`${label}/${file.replaceAll('\\', '/')}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('ORM types in api/src/modules', () => {
  it('matches both casts in a line, and not the words elsewhere', () => {
    expect(cast.test('    tx.create(QuoteShareEntity, { quote, tokenHash, expiresAt } as never);')).toBe(
      true,
    );
    expect(cast.test('  const quoteId = (item.quote as unknown as { id: number }).id;')).toBe(true);
    expect(cast.test('  const status = quote.status as QuoteStatus;')).toBe(false);
    expect(cast.test('// a quote that has never been shared')).toBe(false);
  });

  it('names the file and line of a cast, and leaves the tests alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'casts-'));
    try {
      mkdirSync(join(dir, 'area'));
      writeFileSync(join(dir, 'area', 'service.ts'), 'const a = 1;\nem.assign(row, fields as never);\n');
      writeFileSync(join(dir, 'area', 'area.test.ts'), 'const row = {} as never;\n');
      expect(castsUnder(dir, 'modules')).toEqual([
        'modules/area/service.ts:2: em.assign(row, fields as never);',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has no `as never` or `as unknown as` outside the tests', () => {
    expect(castsUnder(fileURLToPath(new URL('.', import.meta.url)), 'api/src/modules')).toEqual([]);
  });
});
