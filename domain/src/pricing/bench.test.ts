import { expect, it } from 'vitest';
import { benchPricing } from './bench.ts';

it('prices 10 000 equipment items and reports one line for `npm run bench`', async () => {
  const line = await benchPricing();
  expect(line).toMatch(
    /^pricing: 10000 equipment items in \d+ ms, median of 5 after a warm-up pass \(target < 100 ms; \d{1,3}( \d{3})* items\/s\) (OK|OVER)$/,
  );
});
