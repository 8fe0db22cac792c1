import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';

interface AdminsOnlyProps {
  title: string;
  /** What is for administrators, already translated. */
  text: string;
}

/**
 * What an agent sees on an admins' page opened by its address (the header does not link it): the page's title and one
 * notice, and nothing else; the page does not ask the API either (it would answer 403).
 */
export function AdminsOnly({ title, text }: AdminsOnlyProps) {
  const { t } = useTranslation('backoffice');
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Alert color="yellow" title={t('report.adminsOnlyTitle')}>
        {text}
      </Alert>
    </Stack>
  );
}
