import { describe, expect, it } from 'vitest';
import { type AdminSectionId, requestedSection } from './adminSections.ts';

describe('requestedSection', () => {
  it.each<[string, string, AdminSectionId | null, string]>([
    ['?tab=users', '', 'pending-users', 'the old users tab opened with the pending accounts'],
    ['?tab=equipment', '', 'equipment', 'an old tab'],
    ['?tab=categories', '', 'categories', 'an old tab'],
    ['?tab=pricing', '', 'pricing', 'the old pricing tab opened with the settings'],
    ['?tab=inactive', '', 'inactive', 'an old tab'],
    ['?tab=schemas', '', 'schemas', 'a section id given as a tab'],
    ['?tab=categories', '#schemas', 'categories', 'an old tab wins over an anchor'],
    ['', '#schemas', 'schemas', 'an anchor'],
    ['?tab=nope', '#users', 'users', 'an unknown tab falls back to the anchor'],
    ['?tab=toString', '', null, 'no inherited names'],
    ['', '#nope', null, 'an unknown anchor'],
    ['', '', null, 'the plain address'],
  ])('%s%s -> %s (%s)', (search, hash, expected) => {
    expect(requestedSection(search, hash)).toBe(expected);
  });
});
