import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import classes from './queue.module.css';

interface PagerProps {
  page: number;
  pages: number;
  total: number;
  /** The address of another page, with the filters kept. */
  hrefOf: (page: number) => string;
}

/** Previous / next as links (the URL holds the page), with where one is and how many protocols match. */
export function Pager({ page, pages, total, hrefOf }: PagerProps) {
  const { t } = useTranslation('backoffice');
  const link = (to: number, label: string, enabled: boolean) =>
    enabled ? (
      <Button component={Link} to={hrefOf(to)} variant="default" size="sm">
        {label}
      </Button>
    ) : (
      <Button variant="default" size="sm" disabled>
        {label}
      </Button>
    );
  return (
    <nav aria-label={t('queue.pages')} className={classes.pager}>
      <Text size="sm" role="status">
        {t('queue.pageOf', { page, pages })} · {t('queue.total', { count: total })}
      </Text>
      <Group gap="xs">
        {link(page - 1, t('queue.previous'), page > 1)}
        {link(page + 1, t('queue.next'), page < pages)}
      </Group>
    </nav>
  );
}
