import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../lib/translation';
import { Link, matchPath, useLocation } from 'react-router';
import classes from './layout.module.css';
import { NAV_ITEMS } from './nav-items';

/** The header links; the current page is marked with aria-current (and the light variant). */
export function NavLinks({ orientation, onNavigate }: { orientation: 'row' | 'column'; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const Wrapper = orientation === 'row' ? Group : Stack;
  return (
    <Wrapper component="ul" gap={orientation === 'row' ? 4 : 'xs'} className={classes.navList}>
      {NAV_ITEMS.map(({ to, labelKey, icon: Icon, activeOn }) => {
        const active = activeOn.some((pattern) => matchPath(pattern, pathname) !== null);
        return (
          <li key={to}>
            <Button
              component={Link}
              to={to}
              onClick={onNavigate}
              variant={active ? 'light' : 'subtle'}
              aria-current={active ? 'page' : undefined}
              leftSection={<Icon size={18} aria-hidden="true" />}
              justify={orientation === 'row' ? 'center' : 'flex-start'}
              fullWidth={orientation === 'column'}
              size={orientation === 'row' ? 'sm' : 'md'}
            >
              {t(labelKey)}
            </Button>
          </li>
        );
      })}
    </Wrapper>
  );
}
