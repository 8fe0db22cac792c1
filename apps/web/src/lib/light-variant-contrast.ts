/**
 * Mantine's light variant (alerts, badges, light buttons) writes shade 9 on shade 1 of a colour. For yellow that is
 * 2.69:1 (the console's 'Shared catalogue' notice, the walk's only axe violation, issue 46), and lime, orange, green
 * and teal also fall short of WCAG AA's 4.5:1. The theme's CSS variables give each such colour a text darkened just
 * enough, computed from the palette, so a brand's palette or a new colour is covered too. Small on purpose: it runs in
 * the first page's script (bench/web-budget.ts).
 */
import type { MantineColorsTuple } from '@mantine/core';

const AA_TEXT = 4.5;
const HEX = /^#[0-9a-f]{6}$/i;
const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** WCAG 2 relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** '#rrggbb' with each channel multiplied by `factor` (below 1: darker, the hue kept). */
const scaled = (hex: string, factor: number) =>
  `#${channels(hex)
    .map((value) => Math.round(value * factor).toString(16).padStart(2, '0'))
    .join('')}`;

/** The light-variant text colour per palette whose shade 9 on shade 1 is under 4.5:1: its shade 9, darkened. */
export function lightVariantTextOverrides(colours: Record<string, MantineColorsTuple>): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colours)) {
    const [background, base] = [shades[1], shades[9]];
    if (!HEX.test(base) || !HEX.test(background)) continue;
    let text = base;
    for (let factor = 0.95; factor > 0 && contrastRatio(text, background) < AA_TEXT; factor -= 0.05) {
      text = scaled(base, factor);
    }
    if (text !== base) overrides[`--mantine-color-${name}-light-color`] = text;
  }
  return overrides;
}
