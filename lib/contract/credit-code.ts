// The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters of an alphabet without I, O, Z,
// S and V — the registration authority (1), the type of organisation under it (1), the administrative division (6
// digits), the organisation's code (9) and a check character (1). Pure, so the certification form (a zod refine
// with a translated message) and the server check a code with the very same function.

export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/**
 * The registration authorities and the organisation types each registers (the standard's table with the later
 * additions: the standard itself named 1, 5, 9 and Y; justice, culture, religion, unions, the army's and the
 * rural collectives' registries came after and their codes are in use, e.g. law firms' 31…).
 */
const AUTHORITY_TYPES: Readonly<Record<string, string>> = {
  '1': '1239', // institutional organisation offices: organs, public institutions, mass organisations, other
  '2': '19', // foreign affairs
  '3': '123459', // justice: law firms, notaries, legal service offices, forensic institutions, arbitration, other
  '4': '19', // culture
  '5': '1239', // civil affairs: social organisations, private non-enterprise units, foundations, other
  '6': '129', // tourism
  '7': '129', // religion
  '8': '19', // trade unions
  '9': '123', // market regulation (industry and commerce): enterprises, individual businesses, co-operatives
  A: '19', // the army's establishment office
  N: '1239', // agriculture: rural collective economic organisations
  Y: '1', // other
};

/** The check character the first 17 characters call for (31 − Σ mod 31, where 31 is written 0); null if invalid. */
export function creditCodeCheckCharacter(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_ALPHABET.indexOf(first17[i]!);
    if (value < 0) return null;
    sum += value * WEIGHTS[i]!;
  }
  return CREDIT_CODE_ALPHABET[(31 - (sum % 31)) % 31]!;
}

/**
 * True only for a well-formed code: exactly 18 characters of the alphabet in upper case (the standard writes them
 * so; callers upper-case what people type before asking), a known authority and type, six digits of division, and
 * the right check character. Lower case, O for 0, I for 1 and a wrong last character are all refused.
 */
export function isValidCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  if (!AUTHORITY_TYPES[code[0]!]?.includes(code[1]!)) return false;
  if (!/^\d{6}$/.test(code.slice(2, 8))) return false;
  return creditCodeCheckCharacter(code.slice(0, 17)) === code[17];
}
