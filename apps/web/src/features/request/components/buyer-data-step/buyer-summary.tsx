import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import type { ReactNode } from 'react';
import { Button, Card, Group, SimpleGrid, Title } from '@mantine/core';
import { formatCep, formatCpf, formatPixKey } from '@portal/domain';
import type { TablerIcon } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/translation';
import type { Bank } from '../../api/get-banks';
import { IconBuildingBank, IconMapPin, IconPencil, IconUser } from '../../icons';
import type { BuyerStepValues } from '../../lib/buyer-values';
import classes from './buyer-summary.module.css';

export interface BuyerSummaryProps {
  values: BuyerStepValues;
  isReversal: boolean;
  banks: readonly Bank[] | undefined;
  /** Shows the edit button (the confirmation step shows the summary without it). */
  onEdit?: () => void;
  /** Heading level of the section titles inside the page outline. */
  headingOrder?: 3 | 4;
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.entry}>
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

interface SummarySectionProps {
  icon: TablerIcon;
  title: string;
  headingOrder: 3 | 4;
  children: ReactNode;
}

/** One titled group of the summary (buyer, bank, address) with its label–value list. */
function SummarySection({ icon: Icon, title, headingOrder, children }: SummarySectionProps) {
  return (
    <section>
      <Group gap={6} mb="xs" wrap="nowrap">
        <Icon size={18} aria-hidden="true" />
        <Title order={headingOrder} size="h5">
          {title}
        </Title>
      </Group>
      <dl className={classes.list}>{children}</dl>
    </section>
  );
}

export function bankLabel(code: string, banks: readonly Bank[] | undefined): string {
  const bank = banks?.find((entry) => entry.BAN_CODIGO === code);
  return bank ? `${bank.BAN_CODIGO} - ${bank.BAN_NOME}` : code;
}

/** The buyer, bank and address data as read-only text (spec §2: the summary view with an edit button). */
export function BuyerSummary({ values, isReversal, banks, onEdit, headingOrder = 3 }: BuyerSummaryProps) {
  const { t } = useTranslation('request');
  const cityLine = [values.cidade, values.uf].filter(Boolean).join(' / ');
  const streetLine = [values.endereco, values.numero].filter(Boolean).join(', ');
  return (
    <Card withBorder radius="md" padding="md">
      <SimpleGrid cols={{ base: 1, sm: isReversal ? 3 : 2 }} spacing="lg">
        <SummarySection icon={IconUser} title={t('buyer.sections.buyer')} headingOrder={headingOrder}>
          <Entry label={t('buyer.fields.nome')}>{values.nome}</Entry>
          <Entry label={t('buyer.fields.cpf')}>{formatCpf(values.cpf)}</Entry>
          <Entry label={t('buyer.fields.email')}>{values.email}</Entry>
          <Entry label={t('buyer.fields.telefone')}>{values.telefone}</Entry>
        </SummarySection>
        {isReversal ? (
          <SummarySection icon={IconBuildingBank} title={t('buyer.sections.bank')} headingOrder={headingOrder}>
            <Entry label={t('buyer.fields.ban_codigo')}>{bankLabel(values.ban_codigo, banks)}</Entry>
            <Entry label={t('buyer.fields.cli_agencia')}>{values.cli_agencia}</Entry>
            <Entry label={t('buyer.fields.cli_conta')}>{values.cli_conta}</Entry>
            <Entry label={t('buyer.fields.cli_chavepix')}>
              {/* Her own key, on her own review: shown whole, so she can check it before the money goes there. */}
              {formatPixKey(values.cli_chavepix) || values.cli_chavepix}
            </Entry>
          </SummarySection>
        ) : null}
        <SummarySection icon={IconMapPin} title={t('buyer.sections.address')} headingOrder={headingOrder}>
          <Entry label={t('buyer.fields.endereco')}>{streetLine}</Entry>
          <Entry label={t('buyer.fields.complemento')}>{values.complemento}</Entry>
          <Entry label={t('buyer.fields.bairro')}>{values.bairro}</Entry>
          <Entry label={t('buyer.summary.city')}>{cityLine}</Entry>
          <Entry label={t('buyer.fields.cep')}>{formatCep(values.cep)}</Entry>
        </SummarySection>
      </SimpleGrid>
      {onEdit ? (
        <Group justify="flex-end" mt="md">
          <Button variant="light" leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={onEdit}>
            {t('buyer.edit')}
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}
