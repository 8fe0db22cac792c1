import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, lightVariantTextOverrides } from './light-variant-contrast';
import { baseTheme, cssVariablesResolver, LIGHT_VARIANT_TEXT } from './theme';

describe("the light variant's text (alerts, badges)", () => {
  it('reaches 4.5:1 on its background in every colour, yellow included (issue 46)', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, baseTheme);
    const light = cssVariablesResolver(theme).light as Record<string, string>;
    expect(contrastRatio(DEFAULT_THEME.colors.yellow[9], DEFAULT_THEME.colors.yellow[1])).toBeLessThan(3);
    for (const [name, shades] of Object.entries(theme.colors)) {
      const text = light[`--mantine-color-${name}-light-color`] ?? shades[9];
      expect(contrastRatio(text, shades[1]), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("the theme's written table is what the rule computes from Mantine's palette, nothing more or less", () => {
    expect(LIGHT_VARIANT_TEXT).toEqual(lightVariantTextOverrides(DEFAULT_THEME.colors));
  });
});
