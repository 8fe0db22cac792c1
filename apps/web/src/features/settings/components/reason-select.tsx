import { NativeSelect } from '@mantine/core';
import { pickLanguage } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { useLanguage } from '../../backoffice/lib/use-language';
import type { ReasonSetting } from '../api/settings-api';

/** The reason a desire or sub-reason belongs to, by its name in the interface language. */
export function ReasonSelect(props: { reasons: ReasonSetting[]; value: number; onChange: (reasonId: number) => void }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  return (
    <NativeSelect
      label={t('desires.reason')}
      value={String(props.value)}
      data={props.reasons.map((reason) => ({ value: String(reason.id), label: pickLanguage(reason.name, language) }))}
      onChange={(event) => props.onChange(Number(event.currentTarget.value))}
      maw={320}
    />
  );
}
