import '@mantine/core/styles/Skeleton.css';
import { Skeleton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import classes from './protocol-list.module.css';

const PLACEHOLDER_CARDS = 6;

/** Card-shaped placeholders while the list loads; one status line for screen readers. */
export function ProtocolListSkeleton() {
  const { t } = useTranslation('protocols');
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('list.loading')}</VisuallyHidden>
      <ul className={classes.grid} aria-hidden="true" data-testid="protocol-skeletons">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index} className={classes.card}>
            <Skeleton height={22} width="55%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
            <Skeleton height={14} width="65%" />
            <Skeleton height={14} width="35%" />
          </li>
        ))}
      </ul>
    </div>
  );
}
