import { parseItemNotes } from '@ppp/domain';

/** What the item's notes field shows: the JSON form's userNotes, or the text itself (spec-1 §2). */
export const userNotesOf = (stored: string | null | undefined) => parseItemNotes(stored).userNotes;

function jsonObjectOf(stored: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(stored);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export interface ItemSelections {
  selectedAdditional: readonly number[];
  selectedAccessories: readonly number[];
}

/**
 * The notes to save after the user edited `userNotes`. Notes stored in the JSON form keep that
 * structure, with userNotes and the selections brought up to date; anything else (plain text,
 * invalid JSON) is plain text and is replaced by what the user typed.
 */
export function writeUserNotes(stored: string, userNotes: string, selections: ItemSelections): string {
  const structure = stored ? jsonObjectOf(stored) : null;
  if (!structure) return userNotes;
  return JSON.stringify({
    ...structure,
    selectedAdditional: [...selections.selectedAdditional],
    selectedAccessories: [...selections.selectedAccessories],
    userNotes,
  });
}
