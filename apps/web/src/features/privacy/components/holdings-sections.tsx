import { useState } from 'react';
import { Button, Group, List, Text } from '@mantine/core';
import {
  addressCorrectionSchema,
  bankCorrectionSchema,
  formatCep,
  formatDateTime,
  formatMoney,
  formatShortDate,
  PERSONAL_DATA_READ_WINDOW_MINUTES,
  statusName,
} from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { correctAddress, correctBank, type PrivacyOverview } from '../api/privacy-api';
import { ADDRESS_FIELDS, BANK_FIELDS, CorrectionForm } from './correction-form';
import { Field, Section } from './section';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** Addresses, bank data, protocols, wallet, sign-ins, brands and operator reads: what the portal holds, read-only. */
export function HoldingsSections({ overview, lang }: { overview: PrivacyOverview; lang: 'pt' | 'en' | 'es' }) {
  const { t } = useTranslation('privacy');
  const none = <Text c="dimmed">{t('none')}</Text>;
  const { bank, wallet } = overview;
  const [editing, setEditing] = useState<'address' | 'bank' | null>(null);
  const correctButton = (what: 'address' | 'bank', label: string) => (
    <Group>
      <Button variant="light" onClick={() => setEditing(what)}>
        {label}
      </Button>
    </Group>
  );
  return (
    <>
      <Section id="privacy-addresses" title={t('addresses.title')}>
        {overview.addresses.length === 0 ? (
          none
        ) : (
          <List spacing="xs">
            {overview.addresses.map((address) => (
              <List.Item key={`${address.cep}-${address.street}-${address.number}-${address.complement}`}>
                {[address.street, address.number, address.complement, address.district].filter(Boolean).join(', ')} —{' '}
                {address.city}/{address.uf} — {formatCep(address.cep)}{' '}
                <Text span size="sm" c="dimmed">
                  ({t(`addresses.from.${address.from}`, { brand: address.brand })})
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        {editing === 'address' ? (
          <CorrectionForm
            idPrefix="privacy-address"
            fields={ADDRESS_FIELDS}
            schema={addressCorrectionSchema}
            save={correctAddress}
            onDone={() => setEditing(null)}
          />
        ) : (
          correctButton('address', t('addresses.correct'))
        )}
      </Section>

      <Section id="privacy-bank" title={t('bank.title')}>
        {bank.bankCode || bank.pixKeyMasked ? (
          <dl style={{ margin: 0, display: 'grid', gap: 8 }}>
            <Field label={t('bank.bank')}>
              {bank.bankCode ? [bank.bankCode, bank.bankName].filter(Boolean).join(' — ') : t('none')}
            </Field>
            <Field label={t('bank.agency')}>{bank.agencyMasked || t('none')}</Field>
            <Field label={t('bank.account')}>{bank.accountMasked || t('none')}</Field>
            <Field label={t('bank.pix')}>{bank.pixKeyMasked || t('none')}</Field>
          </dl>
        ) : (
          none
        )}
        {editing === 'bank' ? (
          <CorrectionForm
            idPrefix="privacy-bank"
            fields={BANK_FIELDS}
            schema={bankCorrectionSchema}
            save={correctBank}
            onDone={() => setEditing(null)}
          />
        ) : (
          correctButton('bank', t('bank.correct'))
        )}
      </Section>

      <Section id="privacy-protocols" title={t('protocols.title')}>
        {overview.protocols.length === 0 ? (
          none
        ) : (
          <List spacing="sm">
            {overview.protocols.map((protocol) => (
              <List.Item key={protocol.id}>
                <Text span fw={600}>
                  {t('protocols.item', {
                    id: protocol.id,
                    brand: protocol.brand,
                    date: formatShortDate(protocol.createdAt),
                  })}
                </Text>{' '}
                — {statusName(protocol.statusId, lang)}
                {protocol.files.length > 0 ? (
                  <List withPadding size="sm">
                    {protocol.files.map((file) => (
                      <List.Item key={file.id}>
                        {file.name} ({file.isInvoice ? t('protocols.invoice') : t('protocols.photo')},{' '}
                        {kb(file.sizeBytes)})
                      </List.Item>
                    ))}
                  </List>
                ) : null}
              </List.Item>
            ))}
          </List>
        )}
      </Section>

      <Section id="privacy-wallet" title={t('wallet.title')}>
        {wallet.movements.length === 0 && wallet.coupons.length === 0 ? none : null}
        {wallet.movements.length > 0 ? (
          <List spacing="xs" aria-label={t('wallet.movements')}>
            {wallet.movements.map((movement, index) => (
              <List.Item key={`${movement.movedAt}-${index}`}>
                {formatDateTime(movement.movedAt)} — {movement.brand} — {movement.description}:{' '}
                {movement.operation === 'Credit' ? '+' : '−'}
                {formatMoney(movement.valueCents)}
              </List.Item>
            ))}
          </List>
        ) : null}
        {wallet.coupons.length > 0 ? (
          <List spacing="xs" aria-label={t('wallet.coupons')}>
            {wallet.coupons.map((coupon, index) => (
              <List.Item key={`${coupon.campaign}-${index}`}>
                {t('wallet.coupon', {
                  campaign: coupon.campaign,
                  percent: coupon.discountPercent,
                  brand: coupon.brand,
                  until: formatShortDate(coupon.validUntil),
                })}
              </List.Item>
            ))}
          </List>
        ) : null}
      </Section>

      <Section id="privacy-sign-ins" title={t('signIns.title')}>
        {overview.signIns.length === 0 ? (
          none
        ) : (
          <List spacing="xs">
            {overview.signIns.map((signIn, index) => (
              <List.Item key={`${signIn.at}-${index}`}>
                {formatDateTime(signIn.at)} — {signIn.brand} — {t(`signIns.channel.${signIn.channel}`)} —{' '}
                {t(`signIns.device.${signIn.deviceClass}`)}
              </List.Item>
            ))}
          </List>
        )}
      </Section>

      <Section id="privacy-brands" title={t('brands.title')}>
        {overview.brands.length === 0 ? (
          none
        ) : (
          <List spacing="xs">
            {overview.brands.map((brand) => (
              <List.Item key={brand.name}>
                <Text span fw={600}>
                  {brand.name}:
                </Text>{' '}
                {brand.holds.map((holding) => t(`brands.holds.${holding}`)).join(', ')}
              </List.Item>
            ))}
          </List>
        )}
      </Section>

      <Section id="privacy-reads" title={t('reads.title')}>
        <Text size="sm">
          {t('reads.explanation')} {t('reads.window', { minutes: PERSONAL_DATA_READ_WINDOW_MINUTES })}
        </Text>
        {overview.operatorReads.length === 0 ? (
          <Text>{t('reads.none')}</Text>
        ) : (
          <List spacing="xs">
            {overview.operatorReads.map((read, index) => (
              <List.Item key={`${read.at}-${read.what}-${read.protocolId ?? index}`}>
                <Text span fw={600}>
                  {t(`reads.who.${read.role}`, { brand: read.brand ?? t('reads.unknownBrand') })}
                </Text>{' '}
                {read.protocolId === null
                  ? t(`reads.whatGone.${read.what}`)
                  : t(`reads.what.${read.what}`, { id: read.protocolId })}{' '}
                <Text span size="sm" c="dimmed">
                  — {formatDateTime(read.at)}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
    </>
  );
}
