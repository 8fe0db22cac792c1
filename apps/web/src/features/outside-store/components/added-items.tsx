import '@mantine/core/styles/Card.css';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { IconX } from '../../../components/ui/icons';
import type { OutsideStoreItem } from '../lib/outside-store-form';

export interface AddedItemsProps {
  items: readonly OutsideStoreItem[];
  onRemove: (key: string) => void;
}

/** The items already added from this store purchase, each with a remove button. */
export function AddedItems({ items, onRemove }: AddedItemsProps) {
  const { t } = useTranslation('outside-store');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="outside-store-added">
      <Title order={2} size="h4" id="outside-store-added" mb="xs">
        {t('added.title', { count: items.length })}
      </Title>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Card key={item.UNIQUE_KEY} withBorder padding="sm" radius="md" component="li" data-testid="added-item">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.produtoNome}
                </Text>
                <Text size="sm">
                  {t('added.details', {
                    colour: item.produtoCor,
                    size: item.gradeTamanho,
                    value: formatMoney(item.produtoValor),
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('added.reason', { reason: item.motivoNome, desire: item.desejoNome })}
                </Text>
              </Stack>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconX size={16} aria-hidden="true" />}
                style={{ flexShrink: 0 }}
                onClick={() => onRemove(item.UNIQUE_KEY)}
                aria-label={t('added.removeLabel', { name: item.produtoNome })}
              >
                {t('added.remove')}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
