import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Burger } from '@mantine/core';
import { APP_VERSION } from '@portal/domain';
import { PlainGroup, PlainText } from '../../components/ui/plain-mantine';
import { useTranslation } from '../../lib/translation';
import { Link, useLocation } from 'react-router';
import { BRAND_LOGO_SIZE, useBrand } from '../../lib/brand-context';
import { LanguageSelect } from './language-select';
import classes from './layout.module.css';
import { NavLinks } from './nav-links';

const MobileMenu = lazy(() => import('./mobile-menu'));

export interface HeaderProps {
  /** Header slot for the orders feature's selection badge (count of selected items, opens the sidebar). */
  headerActions?: ReactNode;
  /** Header slot for the wallet's notification bell (shown on /carteira when the balance is above zero). */
  notificationBell?: ReactNode;
}

/**
 * Spec §2 Header: logo to /home, version, navigation, language; a burger menu below 576 px. Its layout is plain
 * elements with Mantine's markup (components/ui/plain-mantine): on every server-rendered page and hydration (issue 29).
 */
export function Header({ headerActions, notificationBell }: HeaderProps) {
  const { t } = useTranslation('common');
  const brand = useBrand();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: navigating closes it without an effect.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpened = menuOpenedAt === pathname;
  // The drawer's chunk is fetched on the first open and then kept, so it can animate closed.
  const [menuRequested, setMenuRequested] = useState(false);

  return (
    <header className={classes.header}>
      <PlainGroup className={classes.headerInner} justify="space-between" wrap="nowrap" gap="sm">
        <PlainGroup gap="sm" wrap="nowrap" className={classes.brandBlock}>
          <Link to="/home" className={classes.logoLink} aria-label={t('header.homeLink', { brand: brand.name })}>
            <img src={brand.logoUrl} alt="" className={classes.logo} {...BRAND_LOGO_SIZE} />
          </Link>
          <PlainText size="xs" className={classes.version}>
            {t('header.version', { version: APP_VERSION })}
          </PlainText>
        </PlainGroup>

        <nav className="mantine-visible-from-xs" aria-label={t('header.mainNavigation')}>
          <NavLinks orientation="row" />
        </nav>

        <PlainGroup gap="xs" wrap="nowrap">
          {headerActions ? <div className={classes.slot}>{headerActions}</div> : null}
          {notificationBell ? <div className={classes.slot}>{notificationBell}</div> : null}
          <div className="mantine-visible-from-xs">
            <LanguageSelect />
          </div>
          <Burger
            hiddenFrom="xs"
            opened={menuOpened}
            onClick={() => {
              setMenuRequested(true);
              setMenuOpenedAt(menuOpened ? null : pathname);
            }}
            aria-label={menuOpened ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={menuOpened}
            size="sm"
          />
        </PlainGroup>
      </PlainGroup>

      {menuRequested ? (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={() => setMenuOpenedAt(null)} />
        </Suspense>
      ) : null}
    </header>
  );
}
