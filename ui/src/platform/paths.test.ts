import { describe, expect, it } from 'vitest';
import { isPathUnder, owningPrefix } from './paths.ts';

describe('isPathUnder', () => {
  it.each([
    ['/admin', '/admin', true],
    ['/admin', '/admin/', true],
    ['/admin', '/admin/api-keys', true],
    ['/admin', '/administrator', false],
    ['/admin/', '/admin/users', true],
    ['/admin', '/', false],
    ['/needs-assessment', '/needs-assessment-list', false],
  ])('prefix %s owns %s: %s', (prefix, pathname, expected) => {
    expect(isPathUnder(prefix, pathname)).toBe(expected);
  });
});

describe('owningPrefix', () => {
  it('prefers the most specific prefix', () => {
    expect(owningPrefix(['/admin', '/admin/transport'], '/admin/transport/vehicles')).toBe(
      '/admin/transport',
    );
    expect(owningPrefix(['/admin', '/admin/transport'], '/admin/api-keys')).toBe('/admin');
  });

  it('answers null for a path no area owns', () => {
    expect(owningPrefix(['/admin'], '/profile')).toBeNull();
  });
});
