import { describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter, isValidCreditCode } from './credit-code';

// Published codes (each checked by hand against the standard's formula before it went in here).
const PUBLISHED = [
  '91350100M000100Y43', // the standard's own example
  '91110000600037341L',
  '91110108551385082Q', // Xiaomi Technology (Beijing)
  '914403001922038216', // Huawei Technologies (Shenzhen)
  '91310000MA1FL1MMXL',
];

describe('the unified social credit code (GB 32100-2015)', () => {
  it('accepts published codes', () => {
    for (const code of PUBLISHED) expect(isValidCreditCode(code), code).toBe(true);
  });

  it('computes the check character, 31 written as 0', () => {
    expect(creditCodeCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckCharacter('91110108551385082')).toBe('Q');
    expect(creditCodeCheckCharacter('91440300192203821')).toBe('6');
    expect(creditCodeCheckCharacter('9144030019220382')).toBeNull();
    expect(creditCodeCheckCharacter('9144030019220382I')).toBeNull();
  });

  it('refuses every wrong check character', () => {
    const code = '91110108551385082Q';
    for (const wrong of '0123456789ABCDEFGHJKLMNPRTUWXY')
      expect(isValidCreditCode(code.slice(0, 17) + wrong), wrong).toBe(false);
  });

  it('refuses lower case, the letters I, O, Z, S, V and wrong lengths', () => {
    expect(isValidCreditCode('91310000ma1fl1mmxl')).toBe(false);
    expect(isValidCreditCode('91350100MOOO100Y43')).toBe(false);
    for (const letter of 'IOZSV') expect(isValidCreditCode(`91350100M000100${letter}43`), letter).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y433')).toBe(false);
    expect(isValidCreditCode('')).toBe(false);
  });

  it('refuses an unknown authority or type, and letters in the division', () => {
    // Each with its check character made right, so only the rule in question fails.
    const withCheck = (first17: string) => first17 + creditCodeCheckCharacter(first17)!;
    expect(isValidCreditCode(withCheck('B1110108551385082'))).toBe(false); // no authority B
    expect(isValidCreditCode(withCheck('94110108551385082'))).toBe(false); // market regulation has no type 4
    expect(isValidCreditCode(withCheck('911A0108551385082'))).toBe(false); // division must be digits
    expect(isValidCreditCode(withCheck('31110000551385082'))).toBe(true); // a law firm's authority and type
  });
});
