import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, MantineProvider, Text, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { TEST_BRAND } from '../test/render-app';
import { TEST_FEATURE_BRAND } from '../test/render-feature';
import { baseTheme, createBrandTheme, cssVariablesResolver, isColorsTuple } from './theme';
import { AppMantineProvider, themeForPalette } from './theme-provider';

/** A page's worth of what reads the theme: its styles must be the same whichever provider drew them. */
const page = (
  <>
    <Text c="dimmed">Trocas e devoluções</Text>
    <Button hiddenFrom="xs">Entrar</Button>
  </>
);

/** Mantine's own provider as the app used it before ADR 0061: it draws both <style> elements on every render. */
function mantineOwn(theme: MantineThemeOverride): string {
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {page}
    </MantineProvider>,
  );
}

function paletteOf(colours: readonly string[]): MantineColorsTuple {
  if (!isColorsTuple(colours)) throw new Error('not a palette');
  return colours;
}

/** Two brands' palettes, and a dark one whose primary text colour differs (Mantine's contrast rules). */
const palettes: [string, MantineColorsTuple][] = [
  ['the app tests’ brand', paletteOf(TEST_BRAND.palette)],
  ['the feature tests’ brand', paletteOf(TEST_FEATURE_BRAND.palette)],
  ['a dark palette', paletteOf(Array.from({ length: 10 }, (_, shade) => `#0${shade}1a2b`))],
];

describe('AppMantineProvider', () => {
  it.each(palettes)('draws exactly what MantineProvider draws for %s', (_name, palette) => {
    const drawn = renderToString(<AppMantineProvider theme={themeForPalette(palette)}>{page}</AppMantineProvider>);
    expect(drawn).toBe(mantineOwn(createBrandTheme(palette)));
    expect(drawn).toContain('--mantine-color-brand-8');
  });

  it('draws exactly what MantineProvider draws for the base theme (the brand error page)', () => {
    expect(renderToString(<AppMantineProvider>{page}</AppMantineProvider>)).toBe(mantineOwn(baseTheme));
  });

  it('keeps one theme per palette, so its styles are worked out once', () => {
    const [, palette] = palettes[0]!;
    expect(themeForPalette([...palette] as unknown as MantineColorsTuple)).toBe(themeForPalette(palette));
    const [, other] = palettes[1]!;
    expect(themeForPalette(other)).not.toBe(themeForPalette(palette));
  });
});
