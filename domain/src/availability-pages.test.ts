import { describe, expect, it } from 'vitest';
import { availabilityPath, cataloguePages } from './availability-pages.ts';
import { microfrontends } from './microfrontends.ts';
import { quoteKinds } from './permissions.ts';

describe('the availability pages (D21)', () => {
  it.each(quoteKinds)(
    "puts the %s catalogue's pages under a prefix of its own area's manifest entry",
    (kind) => {
      const { itemsPath, area } = cataloguePages[kind];
      const owners = microfrontends.filter((entry) =>
        (entry.activeWhen as readonly string[]).includes(itemsPath),
      );
      expect(owners.map((entry) => entry.name)).toEqual([area]);
    },
  );

  it.each([
    ['equipment', 12, undefined, '/equipment/12/availability'],
    ['transport', 3, '2027-03', '/vehicles/3/availability?month=2027-03'],
    ['electrical', 5, '2027-03-14', '/electrical-equipment/5/availability?month=2027-03'],
    ['general', 8, null, '/general-equipment/8/availability'],
  ] as const)('addresses the %s item %i for month %s as %s', (kind, id, month, path) => {
    expect(availabilityPath(kind, id, month)).toBe(path);
  });
});
