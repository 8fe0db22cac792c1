import type { CSSProperties } from 'react';
import { Button, Stack, UnstyledButton } from '@mantine/core';
import { PlainGroup } from '../../components/ui/plain-mantine';
import { useTranslation } from '../../lib/translation';
import { Link, matchPath, useLocation } from 'react-router';
import classes from './layout.module.css';
import { NAV_ITEMS } from './nav-items';

const BUTTON_CLASS =
  `mantine-focus-auto mantine-active ${Button.classes.root} mantine-Button-root ` +
  `${UnstyledButton.classes.root} mantine-UnstyledButton-root`;

/** A row link's look: Mantine's `<Button size="sm" variant={light | subtle} leftSection>` markup, as plain elements. */
function rowStyle(active: boolean): CSSProperties {
  return {
    '--button-justify': 'center',
    '--button-height': 'var(--button-height-sm)',
    '--button-padding-x': 'var(--button-padding-x-sm)',
    '--button-fz': 'var(--mantine-font-size-sm)',
    '--button-bg': active ? 'var(--mantine-color-brand-light)' : 'transparent',
    '--button-hover': 'var(--mantine-color-brand-light-hover)',
    '--button-color': 'var(--mantine-color-brand-light-color)',
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as CSSProperties;
}

/**
 * The header links; the current page is marked with aria-current (and the light variant). The header's row is on
 * every signed-in page, server-rendered and hydrated first (issue 29): its five links are plain elements with the
 * markup Mantine's Button draws (nav-links.test.tsx compares them); the burger's column keeps Mantine's Button.
 */
export function NavLinks({ orientation, onNavigate }: { orientation: 'row' | 'column'; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const items = NAV_ITEMS.map((item) => ({
    ...item,
    active: item.activeOn.some((pattern) => matchPath(pattern, pathname) !== null),
  }));
  if (orientation === 'row') {
    return (
      <PlainGroup component="ul" gap={4} className={classes.navList}>
        {items.map(({ to, labelKey, icon: Icon, active }) => (
          <li key={to}>
            <Link
              to={to}
              onClick={onNavigate}
              style={rowStyle(active)}
              className={BUTTON_CLASS}
              data-variant={active ? 'light' : 'subtle'}
              data-size="sm"
              data-with-left-section="true"
              aria-current={active ? 'page' : undefined}
            >
              <span className={`${Button.classes.inner} mantine-Button-inner`}>
                <span className={`${Button.classes.section} mantine-Button-section`} data-position="left">
                  <Icon size={18} aria-hidden="true" />
                </span>
                <span className={`${Button.classes.label} mantine-Button-label`}>{t(labelKey)}</span>
              </span>
            </Link>
          </li>
        ))}
      </PlainGroup>
    );
  }
  return (
    <Stack component="ul" gap="xs" className={classes.navList}>
      {items.map(({ to, labelKey, icon: Icon, active }) => (
        <li key={to}>
          <Button
            component={Link}
            to={to}
            onClick={onNavigate}
            variant={active ? 'light' : 'subtle'}
            aria-current={active ? 'page' : undefined}
            leftSection={<Icon size={18} aria-hidden="true" />}
            justify="flex-start"
            fullWidth
            size="md"
          >
            {t(labelKey)}
          </Button>
        </li>
      ))}
    </Stack>
  );
}
