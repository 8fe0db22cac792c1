import { useEffect, useState } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { RETENTION } from '@portal/domain';
import { useTranslation } from '../../lib/translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { endSession } from '../../features/auth/session';
import { clearUserQueries } from '../query-client';
// Router state, not a query: a typed or linked /logout never claims an erasure.
import type { LogoutState } from '../../lib/session';


/**
 * /logout: ends the server session, forgets the user and the cookies of the app, then opens /login. After an erasure
 * (issue 46) it stays and says so: what was erased, what the law keeps, and that this account no longer exists; the
 * shopper leaves by the link, not by a screen that silently became the sign-in.
 */
export default function LogoutPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const erased = (useLocation().state as LogoutState | null)?.erased === true;
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void endSession().then(() => {
      clearUserQueries(queryClient);
      if (cancelled) return;
      if (erased) setEnded(true);
      else void navigate('/login', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate, queryClient, erased]);

  if (!erased || !ended) return <PageLoader label={t('session.loggingOut')} />;
  return (
    <Stack component="main" gap="md" p="md" maw={640} mx="auto">
      <Title order={1}>{t('session.erased.title')}</Title>
      <Text role="status">{t('session.erased.text')}</Text>
      <Text>{t('session.erased.kept', { years: RETENTION.invoiceYears })}</Text>
      <Anchor component={Link} to="/login" replace>
        {t('session.erased.toLogin')}
      </Anchor>
    </Stack>
  );
}
