import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/translation';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { PageHydratedMark } from '../hydrated-mark';
import { Footer } from './footer';
import { Header, type HeaderProps } from './header';
import classes from './layout.module.css';

export type AppLayoutProps = HeaderProps;

/**
 * The frame of every signed-in page: skip link, header (with the `headerActions` and `notificationBell` slots),
 * the page (a lazy chunk, hence the Suspense) and the footer.
 */
export function AppLayout({ headerActions, notificationBell }: AppLayoutProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After an in-app navigation, move focus to the new content so screen readers announce it (not on first load).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: false });
  }, [pathname]);

  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <Header headerActions={headerActions} notificationBell={notificationBell} />
      <main id="main-content" ref={mainRef} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <PageHydratedMark />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
