import { type Answer, type AssessmentClientField, answerQuestion, type Question } from '@ppp/domain';
import { useCurrentUser } from '@ppp/ui';
import { useEffect, useRef, useState } from 'react';
import { draftHasContent, draftStorageKey, draftStore, emptyDraft, type WizardDraft } from './wizardDraft.ts';

export interface WizardDraftState {
  draft: WizardDraft;
  /** When the page opened with a draft from an earlier visit: when that draft last changed. */
  restoredFrom: string | null;
  hasContent: boolean;
  setClientField: (field: AssessmentClientField, value: string) => void;
  /** Sets an answer and drops the answers it closes (D12). */
  answer: (questions: readonly Question[], questionId: number, answer: Answer) => void;
  setStep: (step: number) => void;
  /** Forgets the draft here and in the browser ('Odrzuć szkic', or after saving). */
  discard: () => void;
}

/** The wizard's state, copied to this browser's storage on every change (issue 11). */
export function useWizardDraft(): WizardDraftState {
  const { user } = useCurrentUser();
  const key = draftStorageKey(user?.id);
  const [initial] = useState(() => draftStore.read(key));
  const [draft, setDraft] = useState<WizardDraft>(() => initial ?? emptyDraft());
  const [restoredFrom, setRestoredFrom] = useState(() =>
    initial && draftHasContent(initial) ? (initial.updatedAt ?? '') : null,
  );
  const discarded = useRef(false);

  useEffect(() => {
    if (discarded.current) return;
    draftStore.write(key, draft);
  }, [key, draft]);

  const change = (update: (current: WizardDraft) => WizardDraft) => {
    discarded.current = false;
    setDraft((current) => ({ ...update(current), updatedAt: new Date().toISOString() }));
  };

  return {
    draft,
    restoredFrom,
    hasContent: draftHasContent(draft),
    setClientField: (field, value) =>
      change((current) => ({ ...current, client: { ...current.client, [field]: value } })),
    answer: (questions, questionId, value) =>
      change((current) => ({
        ...current,
        answers: answerQuestion(questions, current.answers, questionId, value),
      })),
    setStep: (step) => setDraft((current) => ({ ...current, step })),
    discard: () => {
      discarded.current = true;
      draftStore.clear(key);
      setRestoredFrom(null);
      setDraft(emptyDraft());
    },
  };
}
