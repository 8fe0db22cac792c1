/** The import's progress line: a bar by bytes read, rows done, rows/s and an estimate of the time left. */
export interface ProgressState {
  doneRows: number;
  readBytes: number;
  totalBytes: number;
  elapsedMs: number;
  outcomes: Record<string, number>;
}

const BAR_WIDTH = 24;

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes}m${String(whole % 60).padStart(2, '0')}s` : `${whole}s`;
}

export function progressLine(state: ProgressState): string {
  const share = state.totalBytes > 0 ? Math.min(1, state.readBytes / state.totalBytes) : 1;
  const filled = Math.round(share * BAR_WIDTH);
  const seconds = state.elapsedMs / 1000;
  const rate = seconds > 0 ? state.doneRows / seconds : 0;
  const bytesRate = seconds > 0 ? state.readBytes / seconds : 0;
  const eta = share >= 1 ? 0 : bytesRate > 0 ? (state.totalBytes - state.readBytes) / bytesRate : Infinity;
  const outcomes = Object.entries(state.outcomes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([outcome, n]) => `${outcome} ${n}`)
    .join(', ');
  return (
    `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${(share * 100).toFixed(1)}% ` +
    `${state.doneRows} rows, ${Math.round(rate)} rows/s, ETA ${formatDuration(eta)}` +
    (outcomes ? ` (${outcomes})` : '')
  );
}
