import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemOf, quoteOf, small } from './departmentTesting.ts';
import { newItemDraft } from './itemsModel.ts';
import { useItemDrafts } from './useItemDrafts.ts';

// The other tab's save: the same item, 3 units now, under the new id every save gives.
const loaded = quoteOf({ items: [itemOf(1, small)] });
const latest = quoteOf({
  items: [{ ...itemOf(2, small), quantity: 3 }],
  updatedAt: '2026-03-01T11:00:00.000Z',
});

describe('useItemDrafts: 412, keeping this tab’s changes (D19, D20)', () => {
  it('takes the latest items when this tab did not change its items', () => {
    const { result } = renderHook(() => useItemDrafts(loaded));
    act(() => result.current.keepOnto(latest));
    expect(result.current.drafts.map((draft) => [draft.id, draft.quantity])).toEqual([[2, '3']]);
    expect(result.current.dirty).toBe(false);
  });

  it('keeps this tab’s items when it changed them, those whose row is gone sent as new', () => {
    const { result } = renderHook(() => useItemDrafts(loaded));
    act(() => result.current.change(result.current.drafts.map((draft) => ({ ...draft, quantity: '5' }))));
    act(() => result.current.keepOnto(latest));
    expect(result.current.drafts.map((draft) => [draft.id, draft.quantity])).toEqual([[undefined, '5']]);
    expect(result.current.dirty).toBe(true);
  });
});

describe('useItemDrafts: a restored draft (D20)', () => {
  it("gives an item added after the restore a key of its own, never a restored item's", () => {
    const { result } = renderHook(() => useItemDrafts(null));
    // The draft kept by the page before the reload: its keys came from that page's counter.
    const restored = [
      { ...newItemDraft(small), key: 50_000 },
      { ...newItemDraft(small), key: 50_001 },
    ];
    act(() => result.current.change(restored));
    act(() => result.current.change([...result.current.drafts, newItemDraft(small)]));
    const keys = result.current.drafts.map((draft) => draft.key);
    expect(new Set(keys).size).toBe(3);
    expect(keys[2]).toBeGreaterThan(50_001);
  });
});
