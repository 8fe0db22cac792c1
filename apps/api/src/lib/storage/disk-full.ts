/** Error codes of a write refused for lack of space: the disk is full (ENOSPC) or the user's quota is (EDQUOT). */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** Whether an error (or the error it wraps) says the storage ran out of space. */
export function isDiskFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (DISK_FULL_CODES.has((current as NodeJS.ErrnoException).code ?? '')) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
