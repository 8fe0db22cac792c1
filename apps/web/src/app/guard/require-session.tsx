import { Suspense, useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translation';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { loginPathFor } from '../../features/auth/lib/return-path';
import { checkSession, hasIdentity, hasSavedSession, useSessionUser } from '../../features/auth/session';
import { useBrand } from '../../lib/brand-context';
import { currentLanguage } from '../../lib/i18n';
import { isNotificationShown, notifyWarning } from '../../lib/notify';
import { loadPageCode, prefetchPageData, preloadOf } from '../route-preload';
import { signedInFrameCode } from '../signed-in-frame-code';

/** Same id as the API client's 401 toast, so one event never shows the warning twice. */
export const SESSION_WARNING_ID = 'session-expired';

/**
 * Spec §2 route guard: passes with an in-memory user that has an e-mail or phone; otherwise restores the session
 * from the saved cookie (GET /authentication/valid); with neither, sends the shopper to /login, which brings her
 * back here after the code (issue 23 item 8: the status e-mails link to /protocol/{id}).
 * A visitor without a session is simply signed out, not an error (issue 23 item 14: a first visit to the root, or
 * Back after 'Sair'): only a session call that got no answer warns that the session could not be loaded.
 */
export function RequireSession() {
  // useTranslation re-renders on a language switch, so the prefetch below follows it.
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const user = useSessionUser();
  const signedIn = hasIdentity(user);
  const queryClient = useQueryClient();
  const brand = useBrand();
  const matches = useMatches();
  const preload = useMemo(() => preloadOf(matches), [matches]);
  const language = currentLanguage();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;

  // The page's data starts as soon as the session is known, beside its code and the frame's: start-up already asked
  // for those on a first visit, but after a sign-in on /login none of it is loaded yet (imports are fetched once).
  useEffect(() => {
    if (!signedIn) return;
    for (const code of signedInFrameCode(pathname)) code.load().catch(() => undefined);
    loadPageCode(preload);
    prefetchPageData(preload, { queryClient, brandId: brand.id, language });
  }, [signedIn, preload, pathname, queryClient, brand.id, language]);

  useEffect(() => {
    if (signedIn) return;
    let cancelled = false;
    const sendToLogin = (warn: boolean) => {
      if (cancelled) return;
      // The API's own 401 message, when it already explains the end of the session, stays in place.
      if (warn && !isNotificationShown(SESSION_WARNING_ID)) {
        notifyWarning(t('session.expired'), { id: SESSION_WARNING_ID, keepOnPageChange: true });
      }
      void navigate(loginPathFor(here), { replace: true });
    };
    if (!hasSavedSession()) {
      sendToLogin(false);
    } else {
      void checkSession().then((check) => {
        if (check.state !== 'signed-in') sendToLogin(check.state === 'unavailable');
      });
    }
    return () => {
      cancelled = true;
    };
  }, [signedIn, navigate, t, here]);

  // Its own boundary: while the frame's code loads, this guard stays committed and its effects (the loads above) run.
  if (signedIn) {
    return (
      <Suspense fallback={<PageLoader label={t('app.loading')} />}>
        <Outlet />
      </Suspense>
    );
  }
  return <PageLoader label={t('session.restoring')} />;
}
