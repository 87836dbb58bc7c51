import { describe, expect, it } from 'vitest';
import { avatarInitial, formatBirthday, profileRows } from './profile';

describe('profile page logic', () => {
  it("draws the nickname's first letter, upper-cased and whole, the account's when the nickname is blank", () => {
    expect(avatarInitial('ana', 'player01')).toBe('A');
    expect(avatarInitial('  ', 'player01')).toBe('P');
    expect(avatarInitial('ßeta', 'x')).toBe('SS');
    // A letter outside the basic plane stays whole (two UTF-16 units).
    expect(avatarInitial('𝒜lice', 'x')).toBe('𝒜');
    expect(avatarInitial('', '')).toBe('?');
  });

  it('writes a birthday day first, and leaves what is not a date as given', () => {
    expect(formatBirthday('1990-05-01')).toBe('01/05/1990');
    expect(formatBirthday('01/05/1990')).toBe('01/05/1990');
    expect(formatBirthday('')).toBe('');
  });

  it("gives one row per label in the server's order, a blank value as not given", () => {
    const rows = profileRows({
      id: 7, account: 'player01', nickname: 'Ana',
      fields: [{ name: 'fullName', value: 'Ana Lima' }, { name: 'birthday', value: '1990-05-01' }, { name: 'email', value: ' ' }, { name: 'idNumber', value: '****6789' }],
    });
    expect(rows).toEqual([
      { name: 'fullName', value: 'Ana Lima' },
      { name: 'birthday', value: '01/05/1990' },
      { name: 'email', value: undefined },
      { name: 'idNumber', value: '****6789' },
    ]);
  });
});
