import { renderToString } from 'react-dom/server';
import { Button, Group, MantineProvider } from '@mantine/core';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../../lib/i18n';
import { TEST_FEATURE_BRAND } from '../../test/render-feature';
import { createBrandTheme, cssVariablesResolver, isColorsTuple } from '../../lib/theme';
import { useTranslation } from '../../lib/translation';
import classes from './layout.module.css';
import { NAV_ITEMS } from './nav-items';
import { NavLinks } from './nav-links';

/** The header's row as it was drawn with Mantine's Group and Button (before issue 29). */
function MantineRow({ pathname }: { pathname: string }) {
  const { t } = useTranslation('common');
  return (
    <Group component="ul" gap={4} className={classes.navList}>
      {NAV_ITEMS.map(({ to, labelKey, icon: Icon, activeOn }) => {
        const active = activeOn.some((pattern) => pattern === pathname);
        return (
          <li key={to}>
            <Button
              component={Link}
              to={to}
              variant={active ? 'light' : 'subtle'}
              aria-current={active ? 'page' : undefined}
              leftSection={<Icon size={18} aria-hidden="true" />}
              justify="center"
              size="sm"
            >
              {t(labelKey)}
            </Button>
          </li>
        );
      })}
    </Group>
  );
}

const palette = TEST_FEATURE_BRAND.palette;
if (!isColorsTuple(palette)) throw new Error('the test brand has no palette');
const theme = createBrandTheme(palette);

function markup(element: React.ReactNode, path: string): string {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <RouterProvider router={router} />
    </MantineProvider>,
  )
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    // Mantine's Button handed its `justify` prop on to the link as an attribute, which means nothing to a browser.
    .replace(/ justify="center"/g, '');
}

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('pt');
  await i18n.loadNamespaces(['common']);
});

describe("the header's links (issue 29)", () => {
  it.each(['/carteira', '/home', '/protocolos'])('draw what Mantine drew, %s marked current', (path) => {
    const plain = markup(<NavLinks orientation="row" />, path);
    expect(plain).toContain('aria-current="page"');
    expect(plain).toBe(markup(<MantineRow pathname={path} />, path));
  });
});
