import { describe, expect, it } from 'vitest';
import { formatBankAccount, isValidPolishBankAccount } from './bank-account.ts';

describe('a Polish bank account (D23)', () => {
  it.each([
    ['61 1090 1014 0000 0712 1981 2874', true],
    ['PL61109010140000071219812874', true],
    ['pl 61 1090 1014 0000 0712 1981 2874', true],
    ['61 1090 1014 0000 0712 1981 2875', false],
    ['61 1090 1014 0000 0712 1981 287', false],
    ['DE89370400440532013000', false],
    ['', false],
  ])('%s is valid: %s', (account, valid) => {
    expect(isValidPolishBankAccount(account)).toBe(valid);
  });

  it('prints in groups of four after PL', () => {
    expect(formatBankAccount('61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
  });
});
