/**
 * Mantine's light variant (alerts, badges, light buttons) writes shade 9 on shade 1 of a colour. For yellow that is
 * 2.69:1 (the console's 'Shared catalogue' notice, the walk's only axe violation, issue 46), and lime, orange, green
 * and teal also fall short of WCAG AA's 4.5:1. The theme's CSS variables give each such colour a text darkened just
 * enough, computed from the palette, so a brand's palette or a new colour is covered too.
 */
import { darken, type MantineColorsTuple } from '@mantine/core';

const AA_TEXT = 4.5;

function luminance(colour: string): number {
  const hex = colour.replace('#', '');
  const channels = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** '#rrggbb' of Mantine's darken() output ('rgba(r, g, b, 1)'), so the ratio can be measured again. */
function toHex(colour: string): string {
  if (colour.startsWith('#')) return colour.slice(0, 7);
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => Math.round(Number(v)));
  return `#${[r, g, b].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

/** The light-variant text colour per palette whose shade 9 on shade 1 is under 4.5:1: its shade 9, darkened. */
export function lightVariantTextOverrides(colours: Record<string, MantineColorsTuple>): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colours)) {
    const background = toHex(shades[1]);
    let text = toHex(shades[9]);
    if (!/^#[0-9a-f]{6}$/i.test(text) || !/^#[0-9a-f]{6}$/i.test(background)) continue;
    if (contrastRatio(text, background) >= AA_TEXT) continue;
    for (let step = 0; step < 20 && contrastRatio(text, background) < AA_TEXT; step += 1)
      text = toHex(darken(text, 0.05));
    overrides[`--mantine-color-${name}-light-color`] = text;
  }
  return overrides;
}
