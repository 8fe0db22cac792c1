import type { ReactNode } from 'react';
import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  em,
  keys,
  MantineProvider,
  mergeMantineTheme,
  px,
  type ConvertCSSVariablesInput,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
import { baseTheme, createBrandTheme, cssVariablesResolver } from './theme';

/**
 * The app's MantineProvider, with the two <style> elements Mantine draws from the theme (its CSS variables and its
 * hidden-from/visible-from classes) worked out once per theme instead of on every render (ADR 0061).
 *
 * Why: they are the same for every visitor of a brand, yet Mantine's provider recomputes them on each render: on the
 * server, every first page (the variables resolver, a deep merge and a string of ~250 variables: about 8 % of
 * `/carteira`'s render in a profile), and in the browser, during hydration. The markup is Mantine's own, byte for
 * byte, in the same place (theme-provider.test.tsx compares it with MantineProvider's), so hydration matches.
 */

interface ThemeStyles {
  variables: string;
  classes: string;
}

/**
 * Mantine's own defaults, which its provider leaves out of the variables it draws (deduplicateCssVariables). Worked
 * out on first use, not when the module loads: the entry script's evaluation is one task the first page waits on.
 */
let defaultVariables: ConvertCSSVariablesInput | null = null;

/** MantineCssVariables' text with its default selector and deduplication (Mantine's defaults, as the app used them). */
function variablesCss(theme: MantineTheme): string {
  const merged = deepMerge(defaultCssVariablesResolver(theme), cssVariablesResolver(theme)) as ConvertCSSVariablesInput;
  const defaults = (defaultVariables ??= defaultCssVariablesResolver(DEFAULT_THEME));
  const cleaned: ConvertCSSVariablesInput = { variables: {}, light: {}, dark: {} };
  for (const part of ['variables', 'light', 'dark'] as const) {
    for (const key of keys(merged[part])) {
      if (defaults[part][key] !== merged[part][key]) cleaned[part][key] = merged[part][key]!;
    }
  }
  // No selector: Mantine's default (`:root, :host`), as MantineProvider draws it when given none.
  return convertCssVariables(cleaned);
}

/** MantineClasses' text: hidden-from and visible-from for each breakpoint. */
function classesCss(theme: MantineTheme): string {
  return keys(theme.breakpoints).reduce((css, breakpoint) => {
    const value = theme.breakpoints[breakpoint];
    const isPx = value.includes('px');
    const pxValue = px(value) as number;
    const below = isPx ? `${pxValue - 0.1}px` : em(pxValue - 0.1);
    const from = isPx ? `${pxValue}px` : em(pxValue);
    return `${css}@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
  }, '');
}

/** Per theme override object: the app keeps one per palette (themeForPalette), so this holds one entry a brand. */
const stylesByTheme = new WeakMap<MantineThemeOverride, ThemeStyles>();

function stylesOf(override: MantineThemeOverride): ThemeStyles {
  let styles = stylesByTheme.get(override);
  if (!styles) {
    const theme = mergeMantineTheme(DEFAULT_THEME, override);
    styles = { variables: variablesCss(theme), classes: classesCss(theme) };
    stylesByTheme.set(override, styles);
  }
  return styles;
}

/** A brand's palette can change (an admin edit) while the app runs: a few distinct palettes at most. */
const MAX_KEPT_PALETTES = 16;
const themesByPalette = new Map<string, MantineThemeOverride>();

/** The brand theme for a palette, the same object for the same colours (so its styles are worked out once). */
export function themeForPalette(palette: MantineColorsTuple): MantineThemeOverride {
  const key = palette.join(',');
  let theme = themesByPalette.get(key);
  if (!theme) {
    if (themesByPalette.size >= MAX_KEPT_PALETTES) themesByPalette.clear();
    theme = createBrandTheme(palette);
    themesByPalette.set(key, theme);
  }
  return theme;
}

interface AppMantineProviderProps {
  theme?: MantineThemeOverride;
  env?: 'default' | 'test';
  children: ReactNode;
}

export function AppMantineProvider({ theme = baseTheme, env, children }: AppMantineProviderProps) {
  const styles = stylesOf(theme);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      env={env}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {/* Where and as MantineProvider draws them: the variables, then the classes, then the app. */}
      <style data-mantine-styles dangerouslySetInnerHTML={{ __html: styles.variables }} />
      <style data-mantine-styles="classes" dangerouslySetInnerHTML={{ __html: styles.classes }} />
      {children}
    </MantineProvider>
  );
}
