import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const README = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md');

/** The value at percentile p (nearest rank) of ascending samples; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** 'date | machine' cells that start every recorded row. */
export function runCells(): string {
  return `${new Date().toISOString().slice(0, 10)} | ${os.cpus().length} cores, Node ${process.version}`;
}

/**
 * Adds a row to the table just above a marker line of bench/README.md, so figures are never retyped by hand. Without
 * the marker the run is not recorded (and says so).
 */
export function recordRun(marker: string, row: string): void {
  // A whole marker comment: a bare word ('lighthouse') matched the section's heading first and put the rows in it.
  if (!/^<!-- .+ -->$/.test(marker)) throw new Error(`recordRun: '${marker}' is not a marker line`);
  const text = readFileSync(README, 'utf8');
  if (!text.includes(marker)) {
    console.warn(`bench/README.md has no '${marker}' line; the run was not recorded`);
    return;
  }
  // Right under the table's last row: blank lines between the table and its marker would end the table before the row.
  const markerAt = text.indexOf(marker);
  const tableEnd = text.slice(0, markerAt).replace(/\n+$/, '\n').length;
  writeFileSync(README, `${text.slice(0, tableEnd)}${row}\n${text.slice(tableEnd)}`);
}
