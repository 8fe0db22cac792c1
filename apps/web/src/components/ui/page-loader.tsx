import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../../lib/translation';

/** Fallback while a route chunk or its data loads: announced politely, centred in the content area. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Center mih="40vh" role="status" aria-live="polite" aria-label={label ?? t('app.loading')}>
      <Loader aria-hidden="true" />
    </Center>
  );
}
