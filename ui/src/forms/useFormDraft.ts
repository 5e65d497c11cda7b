import { SIGNED_OUT_COOKIE } from '@ppp/domain';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { newRequestKey } from '../api/client.ts';

/**
 * What a form holds of unsaved work across a reload (D20): kept in this browser per signed-in user
 * and per form (a quote kind and the quote, `new` for a create), with the version an edit started
 * from, so a restored edit is saved against that version and a newer one on the server answers 412.
 */
export interface StoredDraft<Values> {
  values: Values;
  /** What the form keeps outside react-hook-form (a department quote's items). */
  extra?: unknown;
  /** The version (`updatedAt`) the edit started from; null for a new record. */
  version: string | null;
  savedAt: string;
  /**
   * The form's Idempotency-Key for a create (newRequestKey): a restored draft, or the same draft
   * open in two tabs, saves under the key of its first send, so it never makes a second record.
   */
  requestKey?: string;
}

const PREFIX = 'ppp-draft:';
const WRITE_DELAY_MS = 300;

/** The browser's 'Autozapis' switch in /settings (spec-2: local only): on unless turned off. */
export const AUTOSAVE_SETTING_KEY = 'ppp-settings-autosave';

/** Whether forms keep drafts of what is typed (D20), as 'Autozapis' says. */
export function autosaveEnabled(): boolean {
  try {
    return window.localStorage.getItem(AUTOSAVE_SETTING_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** The key of a form's draft: per user and form, e.g. `ppp-draft:7:quotes:new`. */
export const formDraftKey = (userId: number, form: string, recordId: number | null) =>
  `${PREFIX}${userId}:${form}:${recordId ?? 'new'}`;

/**
 * D20: forgets every form draft once a sign-out really happened: the server's sign-out leaves its
 * mark (SIGNED_OUT_COOKIE), read and removed by the shell when the next page starts.
 */
export function clearDraftsAfterSignOut() {
  if (!document.cookie.split(/;\s*/).includes(`${SIGNED_OUT_COOKIE}=1`)) return;
  clearFormDrafts();
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie removed, synchronously before the first render (the Cookie Store API is async and not in every browser the product serves)
  document.cookie = `${SIGNED_OUT_COOKIE}=; Max-Age=0; path=/`;
}

/** Forgets every form draft of this browser (at sign-out: D20). */
export function clearFormDrafts() {
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith(PREFIX)) window.localStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable (private mode): there is nothing kept to forget.
  }
}

function readDraft<Values>(key: string): StoredDraft<Values> | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(key) ?? 'null') as StoredDraft<Values> | null;
    return parsed && typeof parsed === 'object' && parsed.values && typeof parsed.values === 'object'
      ? parsed
      : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, draft: StoredDraft<unknown> | null) {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch {
    // Full or unavailable storage: the form works on, only without the copy.
  }
}

/** State a form keeps beside react-hook-form's fields, kept in its draft too. */
export interface DraftExtra<Extra> {
  value: Extra;
  /** Changed since the form's base. */
  dirty: boolean;
  restore: (value: Extra) => void;
  /** Back to the form's base ('Odrzuć szkic'). */
  discard: () => void;
}

export interface FormDraft {
  /** True while the form shows a restored draft ('Przywrócono niezapisany szkic'). */
  restored: boolean;
  /** When the restored draft was last written. */
  restoredAt: string | null;
  /** The version to save against: a restored edit's own, else the record's (D20). */
  version: string | null;
  /** The Idempotency-Key of this form's create: a restored draft's own, else this form's. */
  requestKey: string;
  /** 'Odrzuć szkic': back to the saved record, the draft forgotten. */
  discard: () => void;
  /** After a save: the draft is done with. */
  clear: () => void;
  /** 'Anuluj': the draft goes once the form is left (not if the user stays after all). */
  cancel: () => void;
}

/**
 * Keeps what is typed in a form across a reload (D20): restores it over the saved values (the form
 * is then dirty, so leaving still asks), writes every change, and forgets it on save, on 'Anuluj',
 * on 'Odrzuć szkic' and at sign-out. `formKey` null turns it off (a read-only form, no user yet), as
 * does 'Autozapis' switched off in /settings.
 */
export function useFormDraft<Values extends FieldValues, Output, Extra = never>(
  form: UseFormReturn<Values, unknown, Output>,
  formKey: string | null,
  version: string | null,
  extra?: DraftExtra<Extra>,
  /** False when the form opens with a fresh purpose (a create started from the catalogue): it keeps its own draft but brings back none. */
  restore = true,
): FormDraft {
  // 'Autozapis' off: no draft is written or brought back.
  const [enabled] = useState(autosaveEnabled);
  const key = enabled ? formKey : null;
  const [restored, setRestored] = useState<StoredDraft<Values> | null>(null);
  const [ownRequestKey] = useState(newRequestKey);
  const requestKey = restored?.requestKey ?? ownRequestKey;
  const cancelled = useRef(false);
  // The latest extra state, read by the writer without subscribing again on every change.
  const extraNow = useRef(extra);
  extraNow.current = extra;
  const scheduleWrite = useRef<() => void>(() => {});
  const cancelWrite = useRef<() => void>(() => {});

  // Restore once per key, before the writer below runs.
  useEffect(() => {
    if (!key || !restore) return;
    const draft = readDraft<Values>(key);
    if (!draft) return;
    form.reset(draft.values, { keepDefaultValues: true });
    if (draft.extra !== undefined) extraNow.current?.restore(draft.extra as Extra);
    setRestored(draft);
  }, [key, form, restore]);

  useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      clearTimeout(timer);
      timer = undefined;
      // Compared here rather than read from formState, which tracks only what a render asked for.
      const values = form.getValues();
      const held = extraNow.current;
      const dirty =
        JSON.stringify(values) !== JSON.stringify(form.formState.defaultValues) || Boolean(held?.dirty);
      writeDraft(
        key,
        dirty
          ? {
              values,
              ...(held ? { extra: held.value } : {}),
              version: restored?.version ?? version,
              savedAt: new Date().toISOString(),
              requestKey,
            }
          : null,
      );
    };
    const schedule = () => {
      cancelled.current = false;
      clearTimeout(timer);
      timer = setTimeout(write, WRITE_DELAY_MS);
    };
    scheduleWrite.current = schedule;
    cancelWrite.current = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const subscription = form.watch(schedule);
    // A reload or a closed tab right after typing keeps the last keystrokes too.
    const flush = () => {
      if (timer !== undefined) write();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      subscription.unsubscribe();
      // Left (or its draft restored) before the delay ran out: the last change is written now.
      if (cancelled.current) {
        clearTimeout(timer);
        writeDraft(key, null);
      } else if (timer !== undefined) write();
    };
  }, [key, form, version, restored, requestKey]);

  // A change of the extra state is written like a field's.
  const extraValue = extra?.value;
  useEffect(() => {
    if (extraValue !== undefined) scheduleWrite.current();
  }, [extraValue]);

  return {
    restored: restored !== null,
    restoredAt: restored?.savedAt ?? null,
    version: restored?.version ?? version,
    requestKey,
    discard: () => {
      if (key) writeDraft(key, null);
      setRestored(null);
      form.reset();
      extraNow.current?.discard();
    },
    clear: () => {
      // A write still waiting for its delay would bring the saved draft back: the form may stay on
      // screen a moment after the save while the next page loads.
      cancelWrite.current();
      if (key) writeDraft(key, null);
      setRestored(null);
    },
    cancel: () => {
      cancelled.current = true;
    },
  };
}
