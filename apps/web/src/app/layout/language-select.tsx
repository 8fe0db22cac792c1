import { NativeSelect } from '@mantine/core';
import { LANGUAGES } from '@portal/domain';
import { useTranslation } from '../../lib/translation';
import { IconLanguage } from '../../components/ui/icons';
import { currentLanguage, isLanguage, setLanguage } from '../../lib/i18n';

/** pt / en / es; the choice is stored by the language detector and survives a reload (spec §1). */
export function LanguageSelect({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <NativeSelect
      aria-label={t('language.label')}
      value={currentLanguage()}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) void setLanguage(value);
      }}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      leftSection={<IconLanguage size={16} aria-hidden="true" />}
      size="sm"
      w={fullWidth ? '100%' : 150}
    />
  );
}
