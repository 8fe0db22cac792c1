import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Language } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { PageLoader } from '../../../components/ui/page-loader';
import { useShippingFigures, type DashboardFilters } from '../api/dashboard';

interface ShippingFiguresProps {
  filters: DashboardFilters;
  language: Language;
}

/**
 * The return shipping at a glance (issue 48): returns on their way now, codes issued and not yet posted, and those that
 * reached the returns centre in the period with the median days from the code to the delivery. A list of terms and
 * numbers, which is what a screen reader reads.
 */
export function ShippingFigures({ filters, language }: ShippingFiguresProps) {
  const { t } = useTranslation('workload');
  const answer = useShippingFigures(filters, language);
  const number = new Intl.NumberFormat(language === 'en' ? 'en-US' : language === 'es' ? 'es-ES' : 'pt-BR', {
    maximumFractionDigits: 1,
  });

  let body;
  if (answer.isPending) body = <PageLoader label={t('dashboard.loading')} />;
  else if (answer.isError) {
    body = (
      <Alert color="red" role="alert" title={t('dashboard.loadError')}>
        {answer.error.message}
      </Alert>
    );
  } else {
    const figures = answer.data;
    const items = [
      ['inTransit', number.format(figures.inTransit)],
      ['codesNotUsed', number.format(figures.codesNotUsed)],
      ['delivered', number.format(figures.delivered)],
      [
        'medianDays',
        figures.medianDaysToDelivery === null
          ? t('dashboard.shipping.noMedian')
          : t('dashboard.shipping.days', {
              count: figures.medianDaysToDelivery,
              days: number.format(figures.medianDaysToDelivery),
            }),
      ],
    ] as const;
    body = (
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" m={0} data-testid="shipping-figures">
        {items.map(([key, value]) => (
          <div key={key}>
            <Text component="dt" size="sm" c="dimmed">
              {t(`dashboard.shipping.${key}`)}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack component="section" gap="sm" aria-labelledby="figure-shipping">
      <Title order={2} id="figure-shipping" size="h3">
        {t('dashboard.shipping.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('dashboard.shipping.hint')}
      </Text>
      {body}
    </Stack>
  );
}
