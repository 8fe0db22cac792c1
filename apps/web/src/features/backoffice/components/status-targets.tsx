import '@mantine/core/styles/Table.css';
import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STATUS_IDS, statusName, type Language } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { backofficeKeys } from '../api/keys';
import { setStatusTarget, statusTargets } from '../api/workload';
import { useBrandLabel } from '../lib/brand-label';

interface StatusTargetsProps {
  brands: number[];
  language: Language;
}

/**
 * The per-status age targets (issue 27, admins): how many hours a protocol of a brand may stay in a status before the
 * queue marks it late. One form sets or clears one target; the table lists them.
 */
export function StatusTargets({ brands, language }: StatusTargetsProps) {
  const { t } = useTranslation('workload');
  const brandLabel = useBrandLabel();
  const queryClient = useQueryClient();
  const key = [...backofficeKeys.all, 'targets'];
  const targets = useQuery({ queryKey: key, queryFn: ({ signal }) => statusTargets(null, signal), retry: false });
  const [brand, setBrand] = useState(String(brands[0] ?? ''));
  const [status, setStatus] = useState(String(STATUS_IDS[2] ?? 1));
  const [hours, setHours] = useState<number | string>(48);
  const save = useMutation({
    mutationFn: (targetHours: number | null) =>
      setStatusTarget({ brandId: Number(brand), status: Number(status), targetHours }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...backofficeKeys.all] }),
  });

  return (
    <section aria-labelledby="status-targets-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="status-targets-title">
          {t('targets.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('targets.hint')}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typeof hours === 'number') save.mutate(hours);
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('targets.brand')}
              value={brand}
              onChange={(event) => setBrand(event.currentTarget.value)}
              data={brands.map((id) => ({ value: String(id), label: brandLabel(id) }))}
            />
            <NativeSelect
              label={t('targets.status')}
              value={status}
              onChange={(event) => setStatus(event.currentTarget.value)}
              data={STATUS_IDS.map((id) => ({ value: String(id), label: statusName(id, language) }))}
              w={240}
            />
            <NumberInput label={t('targets.hours')} value={hours} onChange={setHours} min={1} max={8760} w={140} />
            <Button type="submit" loading={save.isPending} disabled={typeof hours !== 'number'}>
              {t('targets.save')}
            </Button>
            <Button variant="light" onClick={() => save.mutate(null)} disabled={save.isPending}>
              {t('targets.clear')}
            </Button>
          </Group>
        </form>
        {save.isError ? (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        {targets.data?.length ? (
          <Table striped verticalSpacing="xs">
            <caption style={{ captionSide: 'top', textAlign: 'start' }}>{t('targets.title')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('targets.brand')}</Table.Th>
                <Table.Th scope="col">{t('targets.status')}</Table.Th>
                <Table.Th scope="col">{t('targets.hours')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {targets.data.map((row) => (
                <Table.Tr key={`${row.brandId}-${row.status}`}>
                  <Table.Td>{brandLabel(row.brandId)}</Table.Td>
                  <Table.Td>{statusName(row.status, language)}</Table.Td>
                  <Table.Td>{row.targetHours}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm">{t('targets.none')}</Text>
        )}
      </Stack>
    </section>
  );
}
