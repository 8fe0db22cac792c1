import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Anchor, Box, Button, Divider, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { useLocation, useNavigate } from 'react-router';
import { BRAND_LOGO_SIZE, useBrand } from '../../../lib/brand-context';
import {
  clearPendingContact,
  readPendingContact,
  savePendingContact,
  type PendingContact,
} from '../lib/pending-contact';
import { returnPathFrom } from '../lib/return-path';
import classes from './login-page.module.css';
import { useDocumentTitle } from '../../../lib/use-document-title';

// The dialogs carry the forms (zod, react-hook-form, the phone mask): their own chunks keep them out of the first
// page. A page rendered on the server runs them once the browser is idle, one chunk per task (ADR 0028); a pointer on
// the button starts them too (the way in on a /login reached inside the app, after signing out).
const loadQuickAccessDialog = () => import('../components/quick-access-dialog');
const loadVerifyCodeDialog = () => import('../components/verify-code-dialog');
const QuickAccessDialog = lazy(loadQuickAccessDialog);
const VerifyCodeDialog = lazy(loadVerifyCodeDialog);

function preloadDialogs() {
  void loadQuickAccessDialog().catch(() => undefined);
  void loadVerifyCodeDialog().catch(() => undefined);
}

type DialogName = 'quick-access' | 'verify-code';

export interface LoginPageProps {
  /** Optional language selector (the app's), shown above the card. */
  languageSelect?: ReactNode;
}

/**
 * /login (spec §2 Login): brand background and logo, welcome and title, 'enter without registering' (quick-access
 * dialog), 'I already have a code' (verify-code dialog) and help at the brand's contact page. Logging out on arrival
 * is done by the route (LoginEntry).
 */
export default function LoginPage({ languageSelect }: LoginPageProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.documentTitle'));
  const brand = useBrand();
  const navigate = useNavigate();
  // The page the shopper was sent here from ('?next=', checked: only this app's own paths).
  const { search } = useLocation();
  const [open, setOpen] = useState<DialogName | null>(null);
  // A dialog stays rendered once used, so it can play its closing transition and return focus to its button.
  const [used, setUsed] = useState<ReadonlySet<DialogName>>(() => new Set());
  const [contact, setContact] = useState<PendingContact | null>(null);
  // Each opening of the verify dialog gets a fresh form, even while the previous one is still fading out.
  const [verifyRound, setVerifyRound] = useState(0);
  // The verify dialog that replaces quick access waits for quick access to finish closing: one dialog (and one
  // backdrop) at a time, and quick access gives the focus back to the page button, so Cancel later lands there.
  const [queuedVerify, setQueuedVerify] = useState<{ contact: PendingContact | null } | null>(null);

  // The page control that started the flow: closing the last dialog (×, Escape, Cancel) puts the focus back on it,
  // even when the verify dialog was opened from inside quick access.
  const opener = useRef<HTMLButtonElement | null>(null);
  const enterButton = useRef<HTMLButtonElement>(null);
  const haveCodeButton = useRef<HTMLButtonElement>(null);

  const backToPage = () => opener.current?.focus();

  const show = (dialog: DialogName) => {
    setUsed((previous) => (previous.has(dialog) ? previous : new Set(previous).add(dialog)));
    setOpen(dialog);
  };

  const openVerify = (next: PendingContact | null) => {
    setContact(next);
    setVerifyRound((round) => round + 1);
    show('verify-code');
  };

  const close = () => setOpen(null);

  const handOverToVerify = (next: PendingContact | null) => {
    setQueuedVerify({ contact: next });
    close();
  };

  const openQueuedVerify = () => {
    if (!queuedVerify) {
      backToPage();
      return;
    }
    setQueuedVerify(null);
    openVerify(queuedVerify.contact);
  };

  return (
    <main className={classes.root}>
      {languageSelect ? (
        <Group justify="flex-end" w="100%" maw={440}>
          {languageSelect}
        </Group>
      ) : null}

      <Box hiddenFrom="xs" className={classes.mobileBrand}>
        <img
          className={classes.mobileLogo}
          src={brand.logoUrl}
          alt={t('login.logoAlt', { brand: brand.name })}
          {...BRAND_LOGO_SIZE}
        />
      </Box>

      <Paper className={classes.card} shadow="xl" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
        <Stack gap="lg">
          <Box visibleFrom="xs">
            <img
              className={classes.logo}
              src={brand.logoUrl}
              alt={t('login.logoAlt', { brand: brand.name })}
              {...BRAND_LOGO_SIZE}
            />
          </Box>

          <Stack gap={8}>
            <Text className={classes.welcome} fw={700} size="sm">
              {t('login.welcome')}
            </Text>
            <Title order={1} className={classes.title} fz={{ base: 26, xs: 30 }}>
              {t('login.title')}
            </Title>
            <Text c="dimmed">{t('login.note')}</Text>
          </Stack>

          <Stack gap="sm">
            <Button
              size="lg"
              fullWidth
              ref={enterButton}
              onClick={() => {
                opener.current = enterButton.current;
                show('quick-access');
              }}
              onPointerEnter={preloadDialogs}
            >
              {t('login.enterWithoutRegistering')}
            </Button>
            <Anchor
              component="button"
              type="button"
              fw={600}
              ta="center"
              py={6}
              ref={haveCodeButton}
              onClick={() => {
                opener.current = haveCodeButton.current;
                openVerify(readPendingContact());
              }}
            >
              {t('login.haveCode')}
            </Anchor>
          </Stack>

          <Divider />

          <Group gap={6} justify="center" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('login.helpQuestion')}
            </Text>
            <Anchor href={brand.contactUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
              {t('login.helpLink')}
              <VisuallyHidden> {t('login.opensInNewTab')}</VisuallyHidden>
            </Anchor>
          </Group>
        </Stack>
      </Paper>

      <Suspense fallback={null}>
        {used.has('quick-access') ? (
          <QuickAccessDialog
            opened={open === 'quick-access'}
            onClose={close}
            onClosed={openQueuedVerify}
            onCodeSent={(sent) => {
              savePendingContact(sent);
              handOverToVerify(sent);
            }}
            onHaveCode={() => handOverToVerify(readPendingContact())}
          />
        ) : null}
        {used.has('verify-code') ? (
          <VerifyCodeDialog
            key={verifyRound}
            opened={open === 'verify-code'}
            contact={contact}
            onClosed={backToPage}
            onContactChange={(next) => {
              savePendingContact(next);
              setContact(next);
            }}
            onClose={close}
            onCancel={() => {
              clearPendingContact();
              setContact(null);
              close();
            }}
            onLoggedIn={() => {
              clearPendingContact();
              close();
              void navigate(returnPathFrom(search), { replace: true });
            }}
          />
        ) : null}
      </Suspense>
    </main>
  );
}
