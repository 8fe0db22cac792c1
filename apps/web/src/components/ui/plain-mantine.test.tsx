import type { ReactElement } from 'react';
import { Anchor, Button, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { themeForPalette } from '../../lib/theme-provider';
import { TEST_FEATURE_BRAND } from '../../test/render-feature';
import { mantineMarkup as markup } from '../../test/mantine-markup';
import {
  PlainExternalAnchor,
  PlainGroup,
  PlainStack,
  PlainText,
  PlainTitle,
  PlainVisuallyHidden,
} from './plain-mantine';
import { PlainContainer, PlainLightButton, PlainTextLink } from './plain-page-parts';

describe('the plain parts draw what Mantine draws (issue 29)', () => {
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
    ['Group with its defaults (the wallet cards)', <Group>x</Group>, <PlainGroup gap="md">x</PlainGroup>],
    [
      'section Stack (the statement)',
      <Stack gap="sm" component="section" aria-labelledby="s">
        x
      </Stack>,
      <PlainStack gap="sm" component="section" labelledBy="s">
        x
      </PlainStack>,
    ],
    [
      'header row (the statement)',
      <Group justify="space-between" align="center" gap="sm">
        x
      </Group>,
      <PlainGroup justify="space-between" gap="sm">
        x
      </PlainGroup>,
    ],
    [
      'page title with a margin (the wallet)',
      <Title order={1} mb="md">
        x
      </Title>,
      <PlainTitle order={1} mb="md">
        x
      </PlainTitle>,
    ],
    [
      'balance',
      <Text className="balance" my="sm" data-testid="wallet-balance">
        R$ 1,00
      </Text>,
      <PlainText className="balance" my="sm" dimmed={false} testId="wallet-balance">
        R$ 1,00
      </PlainText>,
    ],
    [
      'hint',
      <Text size="sm" c="dimmed" mb="md">
        x
      </Text>,
      <PlainText size="sm" mb="md">
        x
      </PlainText>,
    ],
    [
      'note with an id',
      <Text size="xs" c="dimmed" mt="xs" id="n">
        x
      </Text>,
      <PlainText size="xs" mt="xs" id="n">
        x
      </PlainText>,
    ],
    [
      'semibold count',
      <Text my="sm" fw={600} data-testid="coupon-count">
        x
      </Text>,
      <PlainText my="sm" fw={600} testId="coupon-count">
        x
      </PlainText>,
    ],
    [
      'intro with a margin in pixels (Home)',
      <Text c="dimmed" mt={4}>
        x
      </Text>,
      <PlainText mt={4}>x</PlainText>,
    ],
    [
      'side card title and text (Home)',
      <Stack gap="sm">
        <Title order={2} size="h5">
          t
        </Title>
        <Text size="sm">x</Text>
      </Stack>,
      <PlainStack gap="sm">
        <PlainTitle order={2} size="h5">
          t
        </PlainTitle>
        <PlainText size="sm" dimmed={false}>
          x
        </PlainText>
      </PlainStack>,
    ],
    [
      "dimmed and strong together, in Mantine's order",
      <Text size="sm" c="dimmed" fw={700} mb="xs">
        x
      </Text>,
      <PlainText size="sm" strong dimmed mb="xs">
        x
      </PlainText>,
    ],
    [
      'a size and a block margin, not dimmed',
      <Text size="sm" my="sm">
        x
      </Text>,
      <PlainText size="sm" my="sm" dimmed={false}>
        x
      </PlainText>,
    ],
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
      <PlainText size="lg" strong>
        <PlainVisuallyHidden>Valor: </PlainVisuallyHidden>R$ 1,00
      </PlainText>,
    ],
    [
      'header rows',
      <Group className="inner" justify="space-between" wrap="nowrap" gap="sm">
        x
      </Group>,
      <PlainGroup className="inner" justify="space-between" wrap="nowrap" gap="sm">
        x
      </PlainGroup>,
    ],
    [
      'a list as a row, in pixels',
      <Group component="ul" gap={4} className="list">
        x
      </Group>,
      <PlainGroup component="ul" gap={4} className="list">
        x
      </PlainGroup>,
    ],
    [
      'version',
      <Text size="xs" c="dimmed" className="version">
        x
      </Text>,
      <PlainText size="xs" className="version">
        x
      </PlainText>,
    ],
    [
      'footer link',
      <Anchor href="https://shop.example/" target="_blank" rel="noopener noreferrer" size="sm">
        x
      </Anchor>,
      <PlainExternalAnchor href="https://shop.example/">x</PlainExternalAnchor>,
    ],
    [
      'page column',
      <Container size="lg" py="lg">
        x
      </Container>,
      <PlainContainer size="lg" py="lg">
        x
      </PlainContainer>,
    ],
    [
      'page title',
      <Title order={1} mb={4}>
        x
      </Title>,
      <PlainTitle order={1} mb={4}>
        x
      </PlainTitle>,
    ],
    [
      'page intro',
      <Text c="dimmed" mb="md">
        x
      </Text>,
      <PlainText mb="md">x</PlainText>,
    ],
    [
      'a count read out',
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        x
      </Text>,
      <PlainText size="sm" role="status" live="polite">
        x
      </PlainText>,
    ],
    [
      'a note with a test id',
      <Text size="sm" c="dimmed" data-testid="settled-note">
        x
      </Text>,
      <PlainText size="sm" testId="settled-note">
        x
      </PlainText>,
    ],
    [
      'a link as text',
      <MemoryRouter>
        <Text component={Link} to="/protocol/7" className="details" aria-label="Details of 7">
          x
        </Text>
      </MemoryRouter>,
      <MemoryRouter>
        <PlainTextLink to="/protocol/7" className="details" label="Details of 7">
          x
        </PlainTextLink>
      </MemoryRouter>,
    ],
  ])('%s', (_name, mantine, plain) => {
    expect(markup(plain)).toBe(markup(mantine));
  });
});

describe("the order card's light button draws what Mantine's Button draws, in a brand's theme too", () => {
  const noop = () => undefined;
  const brandTheme = themeForPalette(TEST_FEATURE_BRAND.palette as Parameters<typeof themeForPalette>[0]);
  const inBrandTheme = (element: ReactElement) => markup(element, brandTheme);

  it.each([false, true])('disabled: %s', (disabled) => {
    const mantine = (
      <Button
        id="view-1"
        size="sm"
        variant="light"
        disabled={disabled}
        aria-expanded={false}
        aria-describedby="title-1"
        onClick={noop}
      >
        Ver
      </Button>
    );
    const plain = (
      <PlainLightButton id="view-1" disabled={disabled} expanded={false} describedBy="title-1" onClick={noop}>
        Ver
      </PlainLightButton>
    );
    expect(markup(plain)).toBe(markup(mantine));
    expect(inBrandTheme(plain)).toBe(inBrandTheme(mantine));
    expect(inBrandTheme(plain)).toContain('--mantine-color-brand-light');
  });
});
