import { describe, expect, it } from 'vitest';
import { answerText } from './reading.ts';

describe('answerText: a saved answer as the preview and the print read it (D12, D22)', () => {
  it.each([
    ['equipment_option', 'true', 'Tak'],
    ['checkbox', 'false', 'Nie'],
    ['radio', 'tak', 'Tak'],
    ['number', '12.5', '12,5'],
    ['date', '2027-03-01', '01.03.2027'],
    // An answer saved while the question was still text stays as typed.
    ['date', '1 grudnia 2026', '1 grudnia 2026'],
    ['multiple_choice', ['Montaż', 'Demontaż'], 'Montaż, Demontaż'],
  ])('%s %j reads %j', (type, answer, text) => {
    expect(answerText(type, answer)).toBe(text);
  });
});
