import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { previewDeadline } from '../api/settings-api';
import { useSaving } from './setting-form-frame';
import { ServerRefusal } from '../../backoffice/components/operator-fields';

type DeadlinePreview = Awaited<ReturnType<typeof previewDeadline>>;

/**
 * The brand's own deadline, previewed before it is saved (issue 46): how many of the brand's order lines could no
 * longer be asked for, or could again, under the deadline these terms leave in place. The same count the shared
 * reason's form shows (POST …/preview/deadline), from the effective values: a blank field keeps the catalogue's.
 * `proposal` is null while the form's values are not a valid deadline (the form says why).
 */
export function TermsDeadlinePreview(props: {
  brandId: number;
  reasonId: number;
  proposal: { slaRestricted: boolean; slaDays: number } | null;
}) {
  const { t } = useTranslation('settings');
  const [preview, setPreview] = useState<DeadlinePreview | null>(null);
  const previewing = useSaving();
  const { proposal } = props;
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="default"
          loading={previewing.saving}
          disabled={proposal === null}
          onClick={() => {
            if (!proposal) return;
            void previewing.run(async () =>
              setPreview(await previewDeadline({ brandId: props.brandId, reasonId: props.reasonId, ...proposal })),
            );
          }}
        >
          {t('reasons.preview')}
        </Button>
      </Group>
      <ServerRefusal failure={previewing.failure} title={t('form.refused')} />
      {preview ? (
        <Text role="status" size="sm">
          {t('reasons.previewResult', {
            ineligible: preview.becomeIneligible,
            eligible: preview.becomeEligible,
            lines: preview.lines,
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
