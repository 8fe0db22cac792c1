import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Indicator, Popover, Text } from '@mantine/core';
import { formatMoney } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { useLocation } from 'react-router';
import { IconBell } from '../../../components/ui/icons';
import { useWalletTotals } from '../api/get-wallet-totals';

/** Spec §2 Header: the notification bell, on /carteira only, when the balance is above zero. */
export function WalletBell() {
  const { pathname } = useLocation();
  if (pathname !== '/carteira') return null;
  return <BellWhenBalance />;
}

function BellWhenBalance() {
  const { t } = useTranslation('wallet');
  const totals = useWalletTotals();
  const balanceCents = totals.data?.SALDO_TOTAL ?? 0;
  if (balanceCents <= 0) return null;
  const balance = formatMoney(balanceCents);
  return (
    // The dot sits outside the popover's target, so the button itself carries aria-expanded (a div may not).
    <Indicator size={9} color="red.9" offset={6} processing={false}>
      <Popover position="bottom-end" withArrow shadow="md" width={260}>
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={t('bell.label', { balance })} data-testid="wallet-bell">
            <IconBell size={22} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Text size="sm">{t('bell.text', { balance })}</Text>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
