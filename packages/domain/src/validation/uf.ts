import { getStates } from '@brazilian-utils/brazilian-utils';

/** The 27 federative units (26 states and the Federal District), alphabetical by code. */
export const UF_CODES: readonly string[] = Object.freeze(
  getStates()
    .map((state) => state.code)
    .sort(),
);

const UF_CODE_SET = new Set(UF_CODES);
const UF_LENGTH = 2;

/** A UF is two upper-case letters naming a real federative unit ('SP', 'DF'). Lower case is not a UF until masked. */
export function isValidUf(value: string | null | undefined): boolean {
  return typeof value === 'string' && UF_CODE_SET.has(value.trim());
}

/** The two-letter UF mask of spec §5: letters only, upper case, at most two. */
export function formatUf(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .slice(0, UF_LENGTH);
}
