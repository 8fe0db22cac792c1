import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { baseTheme, cssVariablesResolver } from '../lib/theme';

/**
 * The element's markup as a page's server render draws it, Mantine's own <style> tags left out: what the plain parts'
 * tests compare with Mantine's (ADR 0056, ADR 0059), in the base theme or a brand's (`theme`).
 */
export function mantineMarkup(element: ReactElement, theme: MantineThemeOverride = baseTheme): string {
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {element}
    </MantineProvider>,
  ).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}
