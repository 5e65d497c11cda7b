import { describe, expect, it } from 'vitest';
import { readableAddress } from './send.ts';

describe('readableAddress (D22: the history names the address as people write it)', () => {
  it('turns a punycode domain back into its letters, and leaves every other address as it is', () => {
    expect(readableAddress('anonim@xn--w-uga1v8h.pl')).toBe('anonim@żółw.pl');
    expect(readableAddress('biuro@mostostal.pl')).toBe('biuro@mostostal.pl');
    expect(readableAddress('bez-malpy')).toBe('bez-malpy');
  });
});
