import type { DepartmentQuoteDetail } from '@ppp/domain';
import { useState } from 'react';
import { claimKeys, draftsOfQuote, type ItemDraft } from './itemsModel.ts';

/** The server's messages of the items, by item index and field. */
export type ItemErrors = Record<number, Record<string, string>>;

export interface ItemDrafts {
  drafts: ItemDraft[];
  /** Changed since the form's base (the unsaved-changes guard asks, D19). */
  dirty: boolean;
  errors: ItemErrors;
  /** The items as the user changed them; the server's earlier messages go. */
  change: (next: ItemDraft[]) => void;
  showErrors: (errors: ItemErrors) => void;
  /** A saved version becomes the base: its items, with the ids the server gave them. */
  reset: (saved: DepartmentQuoteDetail) => void;
  /**
   * 412, keeping this tab's changes on the latest version. The items count as one list (every save
   * gives them new ids, so they cannot be matched one by one): if this tab changed them, its list
   * stays (an item whose saved row is gone is sent as new); if not, the latest list is taken.
   */
  keepOnto: (latest: DepartmentQuoteDetail) => void;
  /** Back to the items the form opened with ('Odrzuć szkic', D20). */
  discard: () => void;
}

/**
 * The items of an electrical or general quote form, apart from react-hook-form's fields; a new
 * quote starts from `initial` (the items suggested from a needs assessment, D22) or none.
 */
export function useItemDrafts(
  quote: DepartmentQuoteDetail | null,
  initial: readonly ItemDraft[] = [],
): ItemDrafts {
  const [drafts, setDrafts] = useState<ItemDraft[]>(() => (quote ? draftsOfQuote(quote) : [...initial]));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<ItemErrors>({});
  return {
    drafts,
    dirty,
    errors,
    change: (next) => {
      // A restored draft's items come through here with their saved keys (claimKeys).
      claimKeys(next);
      setDrafts(next);
      setDirty(true);
      setErrors({});
    },
    showErrors: setErrors,
    reset: (saved) => {
      setDrafts(draftsOfQuote(saved));
      setDirty(false);
      setErrors({});
    },
    discard: () => {
      setDrafts(quote ? draftsOfQuote(quote) : [...initial]);
      setDirty(false);
      setErrors({});
    },
    keepOnto: (latest) => {
      setErrors({});
      if (!dirty) {
        setDrafts(draftsOfQuote(latest));
        return;
      }
      const kept = new Set(latest.items.map((item) => item.id));
      setDrafts((current) =>
        current.map((draft) =>
          draft.id && !kept.has(draft.id) ? { ...draft, id: undefined, saved: undefined } : draft,
        ),
      );
    },
  };
}
