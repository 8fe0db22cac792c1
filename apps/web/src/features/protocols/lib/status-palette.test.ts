import { describe, expect, it } from 'vitest';
import { STATUS, STATUS_IDS } from '@portal/domain';
import { statusColours, statusTone, TONE_COLOURS } from './status-palette';

/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('status palette', () => {
  it('gives every catalogue status a tone, and unknown ids the neutral one', () => {
    for (const id of STATUS_IDS) expect(TONE_COLOURS[statusTone(id)]).toBeDefined();
    expect(statusTone(99)).toBe('neutral');
  });

  it('tells open, finished and closed statuses apart', () => {
    expect(statusTone(STATUS.OPENED)).toBe('opened');
    expect(statusTone(STATUS.FINISHED)).toBe('finished');
    for (const id of [STATUS.EXPIRED, STATUS.REJECTED, STATUS.NOT_APPROVED_FOR_EXCHANGE, STATUS.ERROR]) {
      expect(statusTone(id)).toBe('closed');
    }
    expect(statusColours(STATUS.REJECTED)).not.toEqual(statusColours(STATUS.FINISHED));
  });

  it('keeps every text colour at WCAG AA (4.5:1) on its background and on white', () => {
    for (const colours of Object.values(TONE_COLOURS)) {
      expect(contrast(colours.fg, colours.bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colours.fg, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
