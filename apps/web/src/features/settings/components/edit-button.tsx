import { Button } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';

/** A table row's Edit button: its name says which row ('Edit Troca de cor'), its visible text starts that name. */
export function EditButton({ id, label, onClick }: { id: string; label: string; onClick: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <Button size="xs" variant="light" id={id} aria-label={label} onClick={onClick}>
      {t('form.edit')}
    </Button>
  );
}
