import { Alert, Stack } from '@mantine/core';
import { formatPhone, splitPhone } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import {
  confirmContactChange,
  privacyKeys,
  requestContactChange,
  useContactOffer,
  type NewContact,
} from '../api/privacy-api';
import { CodeStep } from './code-step';

/**
 * The contact this store holds for the shopper that her account does not (issue 44, ADR 0070): a store's system
 * never changes how she signs in, so it is offered here, and taken like any change of contact, with a code sent to
 * the new one.
 */
export function ContactOffer() {
  const { t } = useTranslation('privacy');
  const queryClient = useQueryClient();
  const offer = useContactOffer();
  if (!offer.data) return null;
  const { email, phone } = offer.data;
  const offers: { key: string; text: string; contact: NewContact }[] = [
    ...(email ? [{ key: 'email', text: t('contacts.offer.email', { value: email }), contact: { email } }] : []),
    ...(phone
      ? [
          {
            key: 'phone',
            text: t('contacts.offer.phone', { value: formatPhone(phone) }),
            contact: { telefone: `${splitPhone(phone).ddd}${splitPhone(phone).number}` },
          },
        ]
      : []),
  ];
  return offers.map(({ key, text, contact }) => (
    <Alert key={key} color="blue" title={t('contacts.offer.title')}>
      <Stack gap="xs">
        <span>{text}</span>
        <CodeStep
          idPrefix={`privacy-offer-${key}`}
          startLabel={t('contacts.offer.use')}
          confirmLabel={t('contacts.confirm')}
          send={() => requestContactChange(contact)}
          confirm={async (code) => {
            await confirmContactChange(contact, code);
            await queryClient.invalidateQueries({ queryKey: privacyKeys.all });
          }}
        />
      </Stack>
    </Alert>
  ));
}
