import { describe, expect, it } from 'vitest';
import { clientInputSchema } from '../schemas/clients.ts';
import { clientCardErrors, companyNameKey, isValidNip, isValidPhone, nipDigits } from './rules.ts';

describe('NIP (D19)', () => {
  it.each([
    // The Ministry of Finance's own NIP.
    ['5261040828', true],
    ['526-104-08-28', true],
    ['526 104 08 28', true],
    ['5260250995', true],
    // Issue 10 names 5260201090 as valid, but its weighted sum is 156, 156 mod 11 = 2 ≠ 0:
    // D19's checksum (which wins) refuses it, as it refuses 5260201091.
    ['5260201090', false],
    ['5260201091', false],
    ['12-abc', false],
    ['526020109', false],
    ['52602010900', false],
    ['0000000000', true],
    // 1234567890: weighted sum 10 mod 11 = 10, never valid.
    ['1234567890', false],
    ['', false],
  ])('%s is valid: %s', (nip, valid) => {
    expect(isValidNip(nip)).toBe(valid);
  });

  it('is stored as its ten digits', () => {
    expect(nipDigits('526-104-08 28')).toBe('5261040828');
  });
});

describe('phone (D19)', () => {
  it.each([
    ['+48 (22) 123-45-67', true],
    ['601 234 567', true],
    ['601234567', true],
    ['tel. 601', false],
    ['601/234', false],
    ['+ - ()', false],
  ])('%s is valid: %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });
});

describe('companyNameKey (D19: case, punctuation and Polish letters ignored)', () => {
  it.each([
    ['Budimex S.A.', 'budimexsa'],
    ['BUDIMEX  S. A', 'budimexsa'],
    ['„Łódzka” Spółka z o.o.', 'lodzkaspolkazoo'],
    ['ŁÓDZKIE ŻURAWIE SP Z OO', 'lodzkiezurawiespzoo'],
    ['Lodzkie Zurawie Sp. z o.o.', 'lodzkiezurawiespzoo'],
    ['Gąsior, Ęć Śń Źż', 'gasiorecsnzz'],
    ['  ', ''],
  ])('%s → %s', (name, key) => {
    expect(companyNameKey(name)).toBe(key);
  });
});

describe('e-mail: one rule for the widgets and the schemas', () => {
  it.each([
    ['jan.kowalski@firma.pl', true],
    ["o'brien+oferty@firma.com.pl", true],
    ['łukasz@żuraw.pl', false],
    ['jan@firma', false],
    ['jan kowalski@firma.pl', false],
    ['.jan@firma.pl', false],
  ])('%s: the widget check and the server schema both say %s', (email, valid) => {
    expect(clientCardErrors({ email }).email === undefined).toBe(valid);
    expect(clientInputSchema.safeParse({ companyName: 'Firma', email }).success).toBe(valid);
  });
});
