import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOSAVE_SETTING_KEY,
  clearDraftsAfterSignOut,
  clearFormDrafts,
  formDraftKey,
  useFormDraft,
} from './useFormDraft.ts';

interface Values {
  notes: string;
  items: { quantity: string }[];
}
const saved: Values = { notes: 'Zapisane', items: [{ quantity: '1' }] };
const key = formDraftKey(7, 'quotes', 12);

function useDraftedForm(version: string | null = 'v1', draftKey: string | null = key) {
  const form = useForm<Values>({ defaultValues: saved });
  return { form, draft: useFormDraft(form, draftKey, version) };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useFormDraft (D20)', () => {
  it('keeps what is typed, per user, form and record, with the version the edit started from', () => {
    const { result } = renderHook(() => useDraftedForm());
    act(() => result.current.form.setValue('notes', 'Pilne', { shouldDirty: true }));
    act(() => void vi.advanceTimersByTime(400));
    expect(key).toBe('ppp-draft:7:quotes:12');
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toMatchObject({
      values: { notes: 'Pilne', items: [{ quantity: '1' }] },
      version: 'v1',
    });
    // Back to what is saved: nothing to keep.
    act(() => result.current.form.setValue('notes', 'Zapisane', { shouldDirty: true }));
    act(() => void vi.advanceTimersByTime(400));
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("keeps a create's Idempotency-Key with its draft: the draft restored (after a reload, in a second tab) saves under it", () => {
    const newKey = formDraftKey(7, 'quotes', null);
    const first = renderHook(() => useDraftedForm(null, newKey));
    const requestKey = first.result.current.draft.requestKey;
    expect(requestKey).toMatch(/^[0-9a-f-]{36}$/);
    act(() => first.result.current.form.setValue('notes', 'Pilne', { shouldDirty: true }));
    act(() => void vi.advanceTimersByTime(400));
    expect(JSON.parse(localStorage.getItem(newKey) ?? 'null')).toMatchObject({ requestKey });
    const restored = renderHook(() => useDraftedForm(null, newKey));
    expect(restored.result.current.draft.restored).toBe(true);
    expect(restored.result.current.draft.requestKey).toBe(requestKey);
    // A form that brings nothing back is a create of its own.
    localStorage.clear();
    const fresh = renderHook(() => useDraftedForm(null, newKey));
    expect(fresh.result.current.draft.requestKey).not.toBe(requestKey);
  });

  it("keeps and brings back nothing while 'Autozapis' is switched off in /settings", () => {
    localStorage.setItem(AUTOSAVE_SETTING_KEY, 'false');
    localStorage.setItem(
      key,
      JSON.stringify({ values: { notes: 'Szkic', items: [] }, version: 'v0', savedAt: '' }),
    );
    const { result } = renderHook(() => useDraftedForm());
    expect(result.current.draft.restored).toBe(false);
    expect(result.current.form.getValues('notes')).toBe('Zapisane');
    localStorage.removeItem(key);
    act(() => result.current.form.setValue('notes', 'Pilne', { shouldDirty: true }));
    act(() => void vi.advanceTimersByTime(400));
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('restores a draft after a reload, dirty, and saves against the version it started from', () => {
    localStorage.setItem(
      key,
      JSON.stringify({
        values: { notes: 'Szkic', items: [] },
        version: 'v0',
        savedAt: '2026-11-26T08:00:00.000Z',
      }),
    );
    const { result } = renderHook(() => useDraftedForm('v1'));
    expect(result.current.draft.restored).toBe(true);
    expect(result.current.form.getValues('notes')).toBe('Szkic');
    expect(result.current.form.formState.defaultValues?.notes).toBe('Zapisane');
    expect(result.current.draft.version).toBe('v0');
    act(() => result.current.draft.discard());
    expect(result.current.form.getValues('notes')).toBe('Zapisane');
    expect(result.current.draft.restored).toBe(false);
    expect(result.current.draft.version).toBe('v1');
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("forgets the draft on save, and on 'Anuluj' once the form is left", () => {
    const { result, unmount } = renderHook(() => useDraftedForm());
    act(() => result.current.form.setValue('notes', 'Pilne', { shouldDirty: true }));
    act(() => void vi.advanceTimersByTime(400));
    act(() => result.current.draft.clear());
    expect(localStorage.getItem(key)).toBeNull();
    act(() => result.current.form.setValue('notes', 'Znowu', { shouldDirty: true }));
    act(() => void vi.advanceTimersByTime(400));
    expect(localStorage.getItem(key)).not.toBeNull();
    act(() => result.current.draft.cancel());
    unmount();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('a save right after typing is not followed by the waiting write of the draft', () => {
    const { result } = renderHook(() => useDraftedForm());
    act(() => result.current.form.setValue('notes', 'Pilne', { shouldDirty: true }));
    act(() => void vi.advanceTimersByTime(100));
    act(() => result.current.draft.clear());
    act(() => void vi.advanceTimersByTime(400));
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps nothing for a form without a key, and forgets every draft at sign-out', () => {
    const { result } = renderHook(() => useDraftedForm('v1', null));
    act(() => result.current.form.setValue('notes', 'Pilne', { shouldDirty: true }));
    act(() => void vi.advanceTimersByTime(400));
    expect(localStorage.length).toBe(0);
    localStorage.setItem('ppp-draft:7:transport-quotes:new', '{}');
    localStorage.setItem('ppp-theme', 'dark');
    clearFormDrafts();
    expect(localStorage.getItem('ppp-draft:7:transport-quotes:new')).toBeNull();
    expect(localStorage.getItem('ppp-theme')).toBe('dark');
  });

  it("forgets the drafts when the page starts after a sign-out (the server's mark), and only then", () => {
    localStorage.setItem('ppp-draft:7:quotes:new', '{}');
    clearDraftsAfterSignOut();
    expect(localStorage.getItem('ppp-draft:7:quotes:new')).toBe('{}');
    // biome-ignore lint/suspicious/noDocumentCookie: the mark the server's sign-out sets, as the browser keeps it
    document.cookie = 'ppp-signed-out=1; path=/';
    clearDraftsAfterSignOut();
    expect(localStorage.getItem('ppp-draft:7:quotes:new')).toBeNull();
    expect(document.cookie).not.toContain('ppp-signed-out');
  });
});
