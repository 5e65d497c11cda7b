import { AUTOSAVE_SETTING_KEY, clearFormDrafts } from '@ppp/ui';
import { describe, expect, it } from 'vitest';
import { draftHasContent, draftStorageKey, draftStore, emptyDraft, parseDraft } from './wizardDraft.ts';

describe('the wizard draft', () => {
  it('holds content once something is typed or chosen, not for unticked boxes', () => {
    expect(draftHasContent(emptyDraft())).toBe(false);
    expect(draftHasContent({ ...emptyDraft(), answers: { '3': 'false', '4': [] } })).toBe(false);
    expect(draftHasContent({ ...emptyDraft(), answers: { '3': 'true' } })).toBe(true);
    const typed = emptyDraft();
    typed.client.clientContactPerson = 'Jan';
    expect(draftHasContent(typed)).toBe(true);
  });

  it('survives a round trip and ignores what it cannot read', () => {
    const draft = { ...emptyDraft(), answers: { '3': 'tak', '9': ['A', 'B'] }, step: 2, updatedAt: 'x' };
    draft.client.clientCompanyName = 'Budimex';
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft(JSON.stringify({ answers: { x: 'a', '5': 7, '6': 'ok' }, step: -1 }))).toEqual({
      ...emptyDraft(),
      answers: { '6': 'ok' },
    });
  });

  it('is stored per user, and an empty draft leaves nothing behind', () => {
    const key = draftStorageKey(7);
    expect(key).not.toBe(draftStorageKey(8));
    const draft = emptyDraft();
    draft.client.clientEmail = 'jan@firma.pl';
    draftStore.write(key, draft);
    expect(draftStore.read(key)?.client.clientEmail).toBe('jan@firma.pl');
    draftStore.write(key, emptyDraft());
    expect(window.localStorage.getItem(key as string)).toBeNull();
  });

  it('goes with the forms’ drafts at sign-out (D20), and is not kept with Autozapis off', () => {
    const key = draftStorageKey(7);
    const draft = emptyDraft();
    draft.client.clientCompanyName = 'Poufna Sp. z o.o.';
    draftStore.write(key, draft);
    clearFormDrafts();
    expect(draftStore.read(key)).toBeNull();
    window.localStorage.setItem(AUTOSAVE_SETTING_KEY, 'false');
    try {
      expect(draftStorageKey(7)).toBeNull();
      draftStore.write(draftStorageKey(7), draft);
      expect(Object.keys(window.localStorage).filter((name) => name.includes('needs-assessment'))).toEqual(
        [],
      );
    } finally {
      window.localStorage.removeItem(AUTOSAVE_SETTING_KEY);
    }
  });
});
