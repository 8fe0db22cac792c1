import { capitalize } from '@brazilian-utils/brazilian-utils';

/** A client name as the protocol detail shows it: 'MARIA DA SILVA' -> 'Maria da Silva' (Portuguese particles kept low). */
export function capitalizeName(value: string | null | undefined): string {
  return value ? capitalize(value) : '';
}

/** Notes are sent on one line (spec §5): each line break, with the spaces around it, becomes one space. */
export function removeLineBreaks(value: string | null | undefined): string {
  return (value ?? '').replace(/[ \t]*(?:\r\n|\r|\n)+[ \t]*/g, ' ').trim();
}
