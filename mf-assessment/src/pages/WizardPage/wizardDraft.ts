// The wizard's work in progress (issue 11): kept in this browser until saved or discarded, so a
// reload, a closed tab or a crash loses nothing. One draft per signed-in user.
import type { Answer, AssessmentClient, AssessmentClientField } from '@ppp/domain';
import { assessmentClientFields, isBlankAnswer } from '@ppp/domain';
import { autosaveEnabled, formDraftKey } from '@ppp/ui';

export type ClientCardValues = Record<AssessmentClientField, string>;

export interface WizardDraft {
  client: ClientCardValues;
  answers: Record<string, Answer>;
  /** The step shown, from 0. */
  step: number;
  /** When the draft last changed (ISO), shown when it is restored. */
  updatedAt: string | null;
}

const emptyClientCard = (): ClientCardValues => ({
  clientCompanyName: '',
  clientContactPerson: '',
  clientPhone: '',
  clientEmail: '',
  clientAddress: '',
});

export const emptyDraft = (): WizardDraft => ({
  client: emptyClientCard(),
  answers: {},
  step: 0,
  updatedAt: null,
});

/**
 * The draft's key: one of the forms' drafts (D20), so a sign-out forgets it with theirs; null
 * before the user is known, or with 'Autozapis' off (then nothing is kept or brought back).
 */
export const draftStorageKey = (userId: number | null | undefined) =>
  userId != null && autosaveEnabled() ? formDraftKey(userId, 'needs-assessment', null) : null;

/** True when the draft holds anything typed or chosen (an unticked box is nothing). */
export function draftHasContent(draft: WizardDraft): boolean {
  const clientTyped = assessmentClientFields.some((field) => draft.client[field].trim() !== '');
  const answered = Object.values(draft.answers).some(
    (answer) => !isBlankAnswer(answer) && answer !== 'false',
  );
  return clientTyped || answered;
}

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** The stored draft, or null when there is none or it cannot be read (then it is ignored). */
export function parseDraft(stored: string | null): WizardDraft | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<WizardDraft> | null;
    if (!value || typeof value !== 'object') return null;
    const client = emptyClientCard();
    for (const field of assessmentClientFields) {
      const typed = (value.client as Partial<AssessmentClient> | undefined)?.[field];
      if (typeof typed === 'string') client[field] = typed;
    }
    const answers: Record<string, Answer> = {};
    for (const [id, answer] of Object.entries(value.answers ?? {})) {
      if (/^\d+$/.test(id) && isAnswer(answer)) answers[id] = answer;
    }
    const step = Number.isInteger(value.step) && (value.step as number) >= 0 ? (value.step as number) : 0;
    const updatedAt = typeof value.updatedAt === 'string' ? value.updatedAt : null;
    return { client, answers, step, updatedAt };
  } catch {
    return null;
  }
}

/** Reads, writes and forgets the draft; storage failures (private mode, full) never break the wizard. */
export const draftStore = {
  read(key: string | null): WizardDraft | null {
    if (key === null) return null;
    try {
      return parseDraft(window.localStorage.getItem(key));
    } catch {
      return null;
    }
  },
  write(key: string | null, draft: WizardDraft) {
    if (key === null) return;
    try {
      if (draftHasContent(draft)) window.localStorage.setItem(key, JSON.stringify(draft));
      else window.localStorage.removeItem(key);
    } catch {
      // Nothing to do: the wizard keeps working, only without the copy.
    }
  },
  clear(key: string | null) {
    if (key === null) return;
    try {
      window.localStorage.removeItem(key);
    } catch {
      // as above
    }
  },
};
