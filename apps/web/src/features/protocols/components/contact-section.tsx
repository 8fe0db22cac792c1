import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import type { ProtocolSummary } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateProtocolContact } from '../api/update-protocol-contact';
import { addressLine, contactUpdateOf, contactValuesOf, type ContactValues } from '../lib/contact';
import { ContactForm } from './contact-form';
import classes from './protocol-detail.module.css';

/**
 * The pickup address, and the way to correct the contact phone and that address while the server says it is still
 * allowed (EDITA_CONTATO 'S': before 'Awaiting analysis'). After saving, the detail and its history load again.
 */
export function ContactSection({ protocol }: { protocol: ProtocolSummary }) {
  const { t } = useTranslation('protocols');
  const [editing, setEditing] = useState(false);
  const update = useUpdateProtocolContact();
  const values = contactValuesOf(protocol);
  const editable = protocol.EDITA_CONTATO === 'S';

  const save = async (next: ContactValues) => {
    await update.mutateAsync(contactUpdateOf(protocol.PRT_ID, next));
    notifySuccess(t('contact.saved'));
    setEditing(false);
  };

  return (
    <section className={classes.section} aria-labelledby="protocol-contact-title" data-testid="protocol-contact">
      <h2 id="protocol-contact-title" className={classes.sectionTitle}>
        {t('contact.title')}
      </h2>
      {editing ? (
        <ContactForm initialValues={values} onSave={save} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <dl className={classes.facts}>
            <div>
              <dt>{t('detail.client.address')}</dt>
              <dd>{addressLine(values) || t('detail.client.none')}</dd>
            </div>
          </dl>
          {editable ? (
            <Button variant="light" mt="sm" onClick={() => setEditing(true)}>
              {t('contact.edit')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed" mt="sm">
              {t('contact.lockedHint')}
            </Text>
          )}
        </>
      )}
    </section>
  );
}
