import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { IconShoppingBag } from '../../../components/ui/icons';
import { useSelection } from '../../../lib/selection-storage';
import { useSessionUser } from '../../../lib/session';
import { selectionIdentity } from '../lib/identity';
import { openSidebar, useSidebarState } from '../lib/sidebar-store';

// The sidebar is loaded the first time it opens: the header is on every page, the sidebar only when asked for.
const SelectionSidebar = lazy(() => import('./selection-sidebar'));

/**
 * Spec §2 Header: the count of selected items; it opens the sidebar. It also hosts the sidebar, so the selection can
 * be reviewed from any signed-in page.
 */
export function SelectionBadge() {
  // No suspense: the header must not wait for the orders texts; until they arrive the button shows the count only.
  const { t, ready } = useTranslation('orders', { useSuspense: false });
  const identity = selectionIdentity(useSessionUser());
  const { items } = useSelection(identity);
  const { opened } = useSidebarState();
  const [mounted, setMounted] = useState(false);
  if (opened && !mounted) setMounted(true);

  const count = items.length;
  return (
    <>
      <Button
        variant={count > 0 ? 'filled' : 'subtle'}
        size="sm"
        px="xs"
        radius="xl"
        leftSection={<IconShoppingBag size={18} aria-hidden="true" />}
        aria-label={ready ? t('badge.label', { count }) : undefined}
        aria-haspopup="dialog"
        onClick={() => openSidebar()}
        data-testid="selection-badge"
      >
        {count}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <SelectionSidebar />
        </Suspense>
      ) : null}
    </>
  );
}
