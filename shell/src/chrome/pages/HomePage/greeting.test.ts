import { describe, expect, it } from 'vitest';
import { greetingOf } from './greeting.ts';

describe('greetingOf', () => {
  it('greets by first name, else by e-mail', () => {
    expect(greetingOf({ firstName: 'Anna', email: 'anna@firma.pl' })).toBe('Witaj, Anna!');
    expect(greetingOf({ firstName: null, email: 'anna@firma.pl' })).toBe('Witaj, anna@firma.pl!');
  });
});
