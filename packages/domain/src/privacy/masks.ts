/**
 * A bank agency or account shown on 'Meus dados' with only its last `visible` characters, enough for the shopper to
 * recognise her own account and not enough for someone looking over her shoulder to copy it.
 */
export function maskTail(value: string | null | undefined, visible = 2): string {
  const text = (value ?? '').trim();
  if (text === '') return '';
  const shown = text.slice(-visible);
  return `${'•'.repeat(Math.max(3, text.length - visible))}${shown}`;
}
