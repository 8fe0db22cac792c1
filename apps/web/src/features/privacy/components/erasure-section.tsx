import { List, Text } from '@mantine/core';
import { formatMoney } from '@portal/domain';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { eraseMyData, sendPurposeCode, type PrivacyOverview } from '../api/privacy-api';
import type { LogoutState } from '../../../lib/session';
import { CodeStep } from './code-step';
import { Section } from './section';

/**
 * Erasure in plain words: what goes now, what stays and until when, what must be settled first. The button shows
 * only when nothing blocks it (the server refuses anyway); after it, the session is over and /logout tidies up.
 */
export function ErasureSection({ erasure }: { erasure: PrivacyOverview['erasure'] }) {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  return (
    <Section id="privacy-erasure" title={t('erasure.title')}>
      <Text fw={600}>{t('erasure.erasedNow')}</Text>
      <Text>{t('erasure.erasedList')}</Text>
      <Text fw={600}>{t('erasure.kept')}</Text>
      <Text>{t('erasure.keptList', { years: erasure.invoiceYears })}</Text>
      {erasure.allowed ? (
        <>
          <Text>{t('erasure.final')}</Text>
          <CodeStep
            idPrefix="privacy-erasure"
            danger
            startLabel={t('erasure.start')}
            confirmLabel={t('erasure.confirm')}
            send={() => sendPurposeCode('erasure')}
            confirm={async (code) => {
              await eraseMyData(code);
              // The logout page confirms the erasure instead of opening the sign-in as if nothing happened.
              const state: LogoutState = { erased: true };
              await navigate('/logout', { replace: true, state });
            }}
          />
        </>
      ) : (
        <div role="note">
          <Text fw={600}>{t('erasure.blocked')}</Text>
          <List>
            {erasure.openProtocolIds.length > 0 ? (
              <List.Item>{t('erasure.openProtocols', { protocols: erasure.openProtocolIds.join(', ') })}</List.Item>
            ) : null}
            {erasure.balanceCents > 0 ? (
              <List.Item>{t('erasure.balance', { amount: formatMoney(erasure.balanceCents) })}</List.Item>
            ) : null}
            {erasure.balanceCents < 0 ? (
              <List.Item>{t('erasure.debt', { amount: formatMoney(-erasure.balanceCents) })}</List.Item>
            ) : null}
            {erasure.pendingRefundCents > 0 ? (
              <List.Item>{t('erasure.pendingRefund', { amount: formatMoney(erasure.pendingRefundCents) })}</List.Item>
            ) : null}
          </List>
        </div>
      )}
    </Section>
  );
}
