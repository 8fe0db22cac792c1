import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { isOpenStatus, type ProtocolSummary } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateProtocolContact } from '../api/update-protocol-contact';
import { addressLine, contactUpdateOf, contactValuesOf, logisticsMode, type ContactValues } from '../lib/contact';
import { ContactForm } from './contact-form';
import classes from './protocol-detail.module.css';

/**
 * The pickup address (or, once a post object sends the parcel through an agency, the sender's address), and the way
 * to correct the contact phone and that address while the server says it is still allowed (EDITA_CONTATO 'S': before
 * a post object or 'Awaiting analysis', canEditProtocolContact). The text beside says the same rule as the button
 * (issue 23): until when it can be changed, or why it no longer can. After saving, the detail and history load again.
 */
export function ContactSection({ protocol }: { protocol: ProtocolSummary }) {
  const { t } = useTranslation('protocols');
  const [editing, setEditing] = useState(false);
  const update = useUpdateProtocolContact();
  const values = contactValuesOf(protocol);
  const editable = protocol.EDITA_CONTATO === 'S';
  const mode = logisticsMode(protocol);
  const lockedHint = isOpenStatus(protocol.SIT_ID) ? t('contact.lockedHint') : t('contact.closedHint');

  const save = async (next: ContactValues) => {
    await update.mutateAsync(contactUpdateOf(protocol.PRT_ID, next));
    notifySuccess(t('contact.saved'));
    setEditing(false);
  };

  return (
    <section className={classes.section} aria-labelledby="protocol-contact-title" data-testid="protocol-contact">
      <h2 id="protocol-contact-title" className={classes.sectionTitle}>
        {t(mode === 'agency' ? 'contact.titleAgency' : 'contact.title')}
      </h2>
      {editing ? (
        <ContactForm initialValues={values} onSave={save} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <dl className={classes.facts}>
            <div>
              <dt>{t(mode === 'agency' ? 'detail.client.addressAgency' : 'detail.client.address')}</dt>
              <dd>{addressLine(values) || t('detail.client.none')}</dd>
            </div>
          </dl>
          <Text size="sm" c="dimmed" mt="sm">
            {editable ? t('contact.editableHint') : lockedHint}
          </Text>
          {editable ? (
            <Button variant="light" mt="sm" onClick={() => setEditing(true)}>
              {t('contact.edit')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
