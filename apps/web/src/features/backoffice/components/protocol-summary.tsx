import { Stack, Title } from '@mantine/core';
import {
  formatCep,
  formatDateTime,
  formatMoney,
  formatPhoneInput,
  paymentTypeName,
  type Language,
} from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import type { ProtocolDetail } from '@portal/domain/backoffice';
import { useBrandLabel } from '../lib/brand-label';
import { DetailList } from './detail-list';
import classes from './protocol.module.css';
import { StatusTag } from './status-tag';

/** '341 — Itaú Unibanco S.A.': the code the bank files use, and the name a person recognises. */
export function bankLabel(code: string | null, name: string | null): string | null {
  if (!code) return null;
  return name ? `${code} — ${name}` : code;
}

/** 'Avenida Paulista, 1000, Apto 82 — Bela Vista, São Paulo/SP — CEP 01310-100': where the parcel comes from. */
export function addressLine(address: ProtocolDetail['address']): string {
  const street = [address.street, address.number, address.complement].filter(Boolean).join(', ');
  return `${street} — ${address.district}, ${address.city}/${address.uf} — CEP ${formatCep(address.cep)}`;
}

/** The protocol's overview, the customer (masked CPF) and the payment the refund or credit goes back to. */
export function ProtocolSummary({ protocol, language }: { protocol: ProtocolDetail; language: Language }) {
  // The responsible's texts are the queue's (workload namespace), so both screens name it alike.
  const { t } = useTranslation(['backoffice', 'workload']);
  const brandLabel = useBrandLabel();
  const yesNo = (value: boolean) => t(value ? 'protocol.yes' : 'protocol.no');
  const { payment } = protocol;
  const full = payment.full;
  return (
    <div className={classes.grid}>
      <section className={classes.section} aria-labelledby="bo-overview">
        <Title order={2} size="h4" id="bo-overview" mb="xs">
          {t('protocol.overview')}
        </Title>
        <DetailList
          rows={[
            [t('protocol.status'), <StatusTag key="s" status={protocol.status} language={language} />],
            // The spec's RESPONSAVEL: who took the protocol or was assigned it (issue 27); an older API may omit it.
            [t('workload:queue.columns.assignee'), protocol.responsible ?? t('workload:queue.unassigned')],
            [t('queue.columns.brand'), brandLabel(protocol.brandId)],
            [t('protocol.origin'), t(`protocol.origins.${protocol.origin}`)],
            [t('queue.columns.opened'), formatDateTime(protocol.createdAt)],
            [t('protocol.total'), formatMoney(protocol.totalCents)],
            [t('protocol.voucherAccepted'), yesNo(protocol.voucherAccepted)],
            [t('protocol.bonus'), protocol.bonusCents > 0 ? formatMoney(protocol.bonusCents) : null],
            [t('protocol.shippingCode'), protocol.shippingCode],
            // What the warehouse matches a parcel with (issue 46); an older API may omit them.
            [t('protocol.orderCode'), protocol.orderCode ?? null],
            [t('protocol.invoiceNumber'), protocol.invoiceNumber ?? null],
          ]}
        />
      </section>
      <Stack gap="md">
        <section className={classes.section} aria-labelledby="bo-customer">
          <Title order={2} size="h4" id="bo-customer" mb="xs">
            {t('protocol.customer')}
          </Title>
          <DetailList
            rows={[
              [t('protocol.name'), protocol.customer.name],
              [t('protocol.email'), protocol.customer.email],
              [t('protocol.phone'), protocol.customer.phone ? formatPhoneInput(protocol.customer.phone) : null],
              [t('protocol.cpf'), protocol.customer.cpfMasked],
              [t('protocol.language'), t(`languages.${protocol.customer.language}`)],
              // As it is now: a change the shopper made after opening is written here, not only in the history.
              [t('protocol.address'), protocol.address ? addressLine(protocol.address) : null],
            ]}
          />
        </section>
        <section className={classes.section} aria-labelledby="bo-payment">
          <Title order={2} size="h4" id="bo-payment" mb="xs">
            {t('protocol.payment.title')}
          </Title>
          <DetailList
            rows={[
              [t('protocol.payment.type'), paymentTypeName(payment.type, language)],
              [t('protocol.payment.bankCode'), bankLabel(payment.bankCode, payment.bankName)],
              // An admin pays the refund: the server sends her the data whole; an agent gets it masked.
              [t('protocol.payment.agencyMasked'), full ? full.agency : payment.agencyMasked],
              [t('protocol.payment.accountMasked'), full ? full.account : payment.accountMasked],
              [t('protocol.payment.pixKeyMasked'), full ? full.pixKey : payment.pixKeyMasked],
            ]}
          />
        </section>
      </Stack>
    </div>
  );
}
