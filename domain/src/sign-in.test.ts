import { describe, expect, it } from 'vitest';
import { signInReturnPath } from './sign-in.ts';

describe('signInReturnPath', () => {
  it('keeps an address of the product, with its query and fragment', () => {
    expect(signInReturnPath('/quotes/12')).toBe('/quotes/12');
    expect(signInReturnPath('/transport/quotes?status=pending#historia')).toBe(
      '/transport/quotes?status=pending#historia',
    );
    expect(signInReturnPath('/klienci/Łódź%20Sp.')).toBe('/klienci/Łódź%20Sp.');
  });

  it('refuses another site, however a browser would read it', () => {
    for (const address of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'quotes/12',
      '',
    ])
      expect(signInReturnPath(address), address).toBeNull();
  });

  it('refuses the start page, the sign-in’s own addresses, and what is not a short text', () => {
    for (const address of [
      '/',
      '/api/login',
      '/API/callback',
      '/api',
      '/login',
      `/${'a'.repeat(2000)}`,
      12,
      null,
    ])
      expect(signInReturnPath(address), String(address)).toBeNull();
  });
});
