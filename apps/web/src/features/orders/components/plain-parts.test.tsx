import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Group, MantineProvider, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { baseTheme, cssVariablesResolver } from '../../../lib/theme';
import { PlainGroup, PlainStack, PlainStrongText, PlainTitle, PlainVisuallyHidden } from './plain-parts';

/** The element's markup as the page's server render draws it (Mantine's own <style> tags left out). */
function markup(element: ReactElement): string {
  return renderToString(
    <MantineProvider theme={baseTheme} cssVariablesResolver={cssVariablesResolver}>
      {element}
    </MantineProvider>,
  ).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}

describe("the order list's plain parts draw what Mantine draws (issue 29)", () => {
  it.each<[string, ReactElement, ReactElement]>([
    [
      'Stack',
      <Stack gap="lg" data-testid="order-list">
        x
      </Stack>,
      <PlainStack gap="lg" testId="order-list">
        x
      </PlainStack>,
    ],
    ['Stack without a test id', <Stack gap="sm">x</Stack>, <PlainStack gap="sm">x</PlainStack>],
    ['Group', <Group gap="xs">x</Group>, <PlainGroup gap="xs">x</PlainGroup>],
    [
      'card title',
      <Title order={3} size="h5" id="t" className="name">
        x
      </Title>,
      <PlainTitle order={3} size="h5" id="t" className="name">
        x
      </PlainTitle>,
    ],
    [
      'group title',
      <Title order={2} size="h4" id="g" mb="xs">
        x
      </Title>,
      <PlainTitle order={2} size="h4" id="g" mb="xs">
        x
      </PlainTitle>,
    ],
    [
      'price',
      <Text fw={700} size="lg">
        <VisuallyHidden>Valor: </VisuallyHidden>R$ 1,00
      </Text>,
      <PlainStrongText>
        <PlainVisuallyHidden>Valor: </PlainVisuallyHidden>R$ 1,00
      </PlainStrongText>,
    ],
  ])('%s', (_name, mantine, plain) => {
    expect(markup(plain)).toBe(markup(mantine));
  });
});
