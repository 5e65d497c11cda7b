import { describe, expect, it } from 'vitest';
import { userNotesOf, writeUserNotes } from './itemNotes.ts';

const none = { selectedAdditional: [], selectedAccessories: [] };

describe('item notes (spec-1 §2: only userNotes is shown and edited)', () => {
  it('shows the userNotes of the JSON form and plain text as it is', () => {
    expect(
      userNotesOf('{"selectedAdditional":[1],"selectedAccessories":[],"userNotes":"Dostawa rano"}'),
    ).toBe('Dostawa rano');
    expect(userNotesOf('Zwykła notatka')).toBe('Zwykła notatka');
    expect(userNotesOf(null)).toBe('');
  });

  it('treats invalid JSON, arrays and numbers as plain text', () => {
    expect(userNotesOf('{"userNotes": "niedomknięte')).toBe('{"userNotes": "niedomknięte');
    expect(userNotesOf('[1,2]')).toBe('[1,2]');
    expect(writeUserNotes('{"userNotes": "niedomknięte', 'Nowa treść', none)).toBe('Nowa treść');
    expect(writeUserNotes('[1,2]', 'Nowa treść', none)).toBe('Nowa treść');
  });

  it('writes the edit back into the JSON structure, keeping its other keys and current selections', () => {
    const stored = '{"selectedAdditional":[1],"selectedAccessories":[2],"userNotes":"stara","source":"www"}';
    const written = writeUserNotes(stored, 'nowa', { selectedAdditional: [3], selectedAccessories: [] });
    expect(JSON.parse(written)).toEqual({
      selectedAdditional: [3],
      selectedAccessories: [],
      userNotes: 'nowa',
      source: 'www',
    });
    expect(userNotesOf(written)).toBe('nowa');
  });

  it('saves plain text for notes that were plain text or empty', () => {
    expect(writeUserNotes('', 'Dostawa rano', none)).toBe('Dostawa rano');
    expect(writeUserNotes('stara notatka', '', none)).toBe('');
  });
});
