import '../console-locales';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Button, Center, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { signOut, useMe } from '../api/auth';
import { isBackofficeError, onBackofficeSessionLost } from '../api/client';
import { backofficeKeys } from '../api/keys';
import { ConsoleHeader } from '../components/console-header';
import classes from '../components/console.module.css';
import { OperatorContext } from '../lib/operator-context';
import { CONSOLE_PATH, SIGN_IN_PATH } from '../lib/paths';
import type { SignInLocationState } from './sign-in-page';

/**
 * /backoffice: the console's frame, not the shopper's AppLayout. It asks the API who is signed in (GET /me): nobody
 * goes to the sign-in screen (remembering where they were going), a signed-in operator is kept off it, and every
 * page below reads the operator from context. A 401 on any later call (30 min idle, 8 h absolute) asks /me again,
 * which lands here as signed out.
 */
export default function ConsoleFrame() {
  const { t } = useTranslation('backoffice');
  const location = useLocation();
  const queryClient = useQueryClient();
  const me = useMe();
  const [signingOut, setSigningOut] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(location.pathname);

  useEffect(() => {
    onBackofficeSessionLost(() => void queryClient.invalidateQueries({ queryKey: backofficeKeys.me() }));
    return () => onBackofficeSessionLost(null);
  }, [queryClient]);

  // After a move inside the console, focus goes to the new content so a screen reader announces it.
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus();
  }, [location.pathname]);

  const onSignIn = location.pathname === SIGN_IN_PATH;
  const signedOut = me.isError && isBackofficeError(me.error) && me.error.status === 401;

  if (me.isPending) return <PageLoader />;
  if (me.isError && !signedOut) {
    return (
      <Center mih="60vh">
        <Stack align="center" role="alert">
          <Text>{me.error.message}</Text>
          <Button variant="light" onClick={() => void me.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Center>
    );
  }

  const operator = signedOut ? null : (me.data ?? null);
  const from = (location.state as SignInLocationState | null)?.from;
  if (!operator && !onSignIn) {
    const state: SignInLocationState = {
      from: `${location.pathname}${location.search}`,
      // There was an operator a moment ago: the session ended rather than never existed.
      expired: me.data !== undefined,
    };
    return <Navigate to={SIGN_IN_PATH} replace state={state} />;
  }
  if (operator && onSignIn) return <Navigate to={from ?? CONSOLE_PATH} replace />;

  const handleSignOut = () => {
    setSigningOut(true);
    void signOut()
      .catch(() => undefined)
      .finally(() => {
        // Everything the operator saw goes with them; /me is asked again and answers 401.
        queryClient.removeQueries({ queryKey: backofficeKeys.all, predicate: (query) => query.queryKey[1] !== 'me' });
        void queryClient.resetQueries({ queryKey: backofficeKeys.me() }).finally(() => setSigningOut(false));
      });
  };

  return (
    <OperatorContext.Provider value={operator}>
      <div className={classes.shell}>
        <a href="#console-content" className={classes.skipLink}>
          {t('common:app.skipToContent')}
        </a>
        <ConsoleHeader operator={operator} onSignOut={handleSignOut} signingOut={signingOut} />
        <main id="console-content" ref={mainRef} tabIndex={-1} className={classes.main}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </OperatorContext.Provider>
  );
}
