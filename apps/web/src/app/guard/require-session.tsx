import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { hasIdentity, hasSavedSession, restoreSession, useSessionUser } from '../../features/auth/session';
import { useBrand } from '../../lib/brand-context';
import { currentLanguage } from '../../lib/i18n';
import { isNotificationShown, notifyWarning } from '../../lib/notify';
import { prefetchPageData, preloadOf } from '../route-preload';

/** Same id as the API client's 401 toast, so one event never shows the warning twice. */
export const SESSION_WARNING_ID = 'session-expired';

/**
 * Spec §2 route guard: passes with an in-memory user that has an e-mail or phone; otherwise restores the session
 * from the saved cookie (GET /authentication/valid); with neither, warns and sends the shopper to /login.
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

  // The page's data starts as soon as the session is known, beside its code (which start-up already asked for).
  useEffect(() => {
    if (signedIn) prefetchPageData(preload, { queryClient, brandId: brand.id, language });
  }, [signedIn, preload, queryClient, brand.id, language]);

  useEffect(() => {
    if (signedIn) return;
    let cancelled = false;
    const sendToLogin = () => {
      if (cancelled) return;
      // The API's own 401 message, when it already explains the end of the session, stays in place.
      if (!isNotificationShown(SESSION_WARNING_ID)) {
        notifyWarning(t('session.expired'), { id: SESSION_WARNING_ID, keepOnPageChange: true });
      }
      void navigate('/login', { replace: true });
    };
    if (!hasSavedSession()) {
      sendToLogin();
    } else {
      void restoreSession().then((restored) => {
        if (!restored) sendToLogin();
      });
    }
    return () => {
      cancelled = true;
    };
  }, [signedIn, navigate, t]);

  if (signedIn) return <Outlet />;
  return <PageLoader label={t('session.restoring')} />;
}
