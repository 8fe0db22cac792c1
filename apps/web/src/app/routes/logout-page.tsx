import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translation';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { endSession } from '../../features/auth/session';
import { clearUserQueries } from '../query-client';

/** /logout: ends the server session, forgets the user and the cookies of the app, then opens /login. */
export default function LogoutPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    let cancelled = false;
    void endSession().then(() => {
      clearUserQueries(queryClient);
      if (!cancelled) void navigate('/login', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate, queryClient]);

  return <PageLoader label={t('session.loggingOut')} />;
}
