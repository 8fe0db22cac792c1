import { forwardRef } from 'react';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/translation';
import { IconAlertTriangle } from '../../../../components/ui/icons';
import type { BuyerProblems } from './buyer-problems';

export interface BuyerErrorSummaryProps {
  problems: BuyerProblems;
  /** Moves focus to a field named in the summary. */
  onPickField: (field: string) => void;
}

/**
 * The 'Atenção' alert of the buyer step (spec §5), at the top of the step where the shopper is taken after a failed
 * confirm. It names what is wrong: the fields still missing and those whose format is invalid, each a link to its
 * field. It stays until the problems are fixed (issue 11: a self-hiding alert below the form was never seen on a
 * phone) and is announced as an alert; it takes focus so that it is also on screen.
 */
export const BuyerErrorSummary = forwardRef<HTMLDivElement, BuyerErrorSummaryProps>(function BuyerErrorSummary(
  { problems, onPickField },
  ref,
) {
  const { t } = useTranslation('request');
  const group = (kind: 'missing' | 'invalid', fields: readonly string[]) =>
    fields.length === 0 ? null : (
      <div>
        <Text size="sm" fw={600}>
          {t(`buyer.problems.${kind}`, { count: fields.length })}
        </Text>
        <List size="sm" spacing={2}>
          {fields.map((field) => (
            <List.Item key={field}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => onPickField(field)}
                style={{ textDecoration: 'underline' }}
              >
                {t(`buyer.fields.${field}`)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </div>
    );
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="alert"
      variant="light"
      color="red"
      title={t('buyer.attention')}
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      data-variant="error"
      styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
      // Scrolled into view at the top of the step: clear of the sticky page header, which would cover it on a phone.
      style={{ scrollMarginTop: '6rem' }}
    >
      <Stack gap="xs">
        {group('missing', problems.missing)}
        {group('invalid', problems.invalid)}
      </Stack>
    </Alert>
  );
});
