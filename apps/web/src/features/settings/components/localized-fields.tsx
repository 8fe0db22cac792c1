import { TextInput } from '@mantine/core';
import { LANGUAGES, type LocalizedText } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { problemText, type FormProblems } from '../lib/setting-forms';
import classes from './settings.module.css';

interface LocalizedFieldsProps {
  /** The form field ('name'): the rules name each language as name.pt, name.en, name.es. */
  field: string;
  /** The visible label before the language ('Nome'), already translated. */
  label: string;
  value: LocalizedText;
  problems: FormProblems;
  onChange: (value: LocalizedText) => void;
}

/** One text in the portal's three languages: a labelled input each, with its own problem under it. */
export function LocalizedFields({ field, label, value, problems, onChange }: LocalizedFieldsProps) {
  const { t } = useTranslation('settings');
  return (
    <div className={classes.languages}>
      {LANGUAGES.map((lang) => {
        const problem = problems[`${field}.${lang}`];
        return (
          <TextInput
            key={lang}
            data-field={`${field}.${lang}`}
            label={t('form.inLanguage', { label, language: t(`common:language.${lang}`) })}
            value={value[lang]}
            error={problemText(t, problem)}
            onChange={(event) => onChange({ ...value, [lang]: event.currentTarget.value })}
          />
        );
      })}
    </div>
  );
}

const NO_TEXT: LocalizedText = { pt: '', en: '', es: '' };

/** An optional text (a helper text, a message): all three blank is none (null), as the API stores it. */
export function OptionalLocalizedFields(
  props: Omit<LocalizedFieldsProps, 'value' | 'onChange'> & {
    value: LocalizedText | null;
    onChange: (value: LocalizedText | null) => void;
  },
) {
  const { value, onChange, ...rest } = props;
  return (
    <LocalizedFields
      {...rest}
      value={value ?? NO_TEXT}
      onChange={(text) => onChange(text.pt || text.en || text.es ? text : null)}
    />
  );
}
