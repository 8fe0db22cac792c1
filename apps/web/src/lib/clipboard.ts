/** Why a copy failed, as an i18n key: the browser's own error text is English and technical. */
export type CopyResult =
  { ok: true } | { ok: false; reasonKey: 'common:clipboard.unavailable' | 'common:clipboard.refused' };

/** Copies `text` to the clipboard and says how it went, never throwing. */
export async function copyText(text: string): Promise<CopyResult> {
  if (!navigator.clipboard?.writeText) return { ok: false, reasonKey: 'common:clipboard.unavailable' };
  try {
    await navigator.clipboard.writeText(text);
    return { ok: true };
  } catch {
    return { ok: false, reasonKey: 'common:clipboard.refused' };
  }
}
