import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { formatPhone } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import {
  confirmContactChange,
  privacyKeys,
  requestContactChange,
  type NewContact,
  type PrivacyOverview,
} from '../api/privacy-api';
import { CodeStep } from './code-step';
import { ContactOffer } from './contact-offer';
import { Field, Section } from './section';

type Channel = 'email' | 'telefone';

/** E-mail and phone; a new one replaces the old only after the code sent to the new one is typed back. */
export function ContactSection({ contacts }: { contacts: PrivacyOverview['contacts'] }) {
  const { t } = useTranslation('privacy');
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState<Channel | null>(null);
  const [value, setValue] = useState('');
  const [done, setDone] = useState(false);
  const contact = (): NewContact => (changing === 'email' ? { email: value } : { telefone: value });

  const start = (channel: Channel) => {
    setChanging(channel);
    setValue('');
    setDone(false);
  };

  return (
    <Section id="privacy-contacts" title={t('contacts.title')}>
      <dl style={{ margin: 0, display: 'grid', gap: 8 }}>
        <Field label={t('contacts.email')}>{contacts.email || t('none')}</Field>
        <Field label={t('contacts.phone')}>{contacts.phone ? formatPhone(contacts.phone) : t('none')}</Field>
      </dl>
      <ContactOffer />
      {done ? (
        <p role="status" style={{ margin: 0 }}>
          {t('contacts.changed')}
        </p>
      ) : null}
      {changing ? (
        <Stack gap="xs">
          <TextInput
            label={changing === 'email' ? t('contacts.newEmail') : t('contacts.newPhone')}
            type={changing === 'email' ? 'email' : 'tel'}
            autoComplete={changing === 'email' ? 'email' : 'tel'}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <CodeStep
            idPrefix="privacy-contact"
            startLabel={t('contacts.sendCode')}
            confirmLabel={t('contacts.confirm')}
            send={() => requestContactChange(contact())}
            confirm={async (code) => {
              await confirmContactChange(contact(), code);
              setChanging(null);
              setDone(true);
              await queryClient.invalidateQueries({ queryKey: privacyKeys.overview() });
            }}
          />
          <Group>
            <Button variant="subtle" onClick={() => setChanging(null)}>
              {t('cancel')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group>
          <Button variant="light" onClick={() => start('telefone')}>
            {t('contacts.changePhone')}
          </Button>
          <Button variant="light" onClick={() => start('email')}>
            {t('contacts.changeEmail')}
          </Button>
        </Group>
      )}
    </Section>
  );
}
