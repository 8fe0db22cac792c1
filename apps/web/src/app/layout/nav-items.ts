import type { TablerIcon } from '@tabler/icons-react';
import { IconClipboardList, IconHome, IconLogout, IconUserShield, IconWallet } from '../../components/ui/icons';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: TablerIcon;
  /** Route patterns on which the item is the current page. */
  activeOn: readonly string[];
}

/** Header navigation, in the order of spec §2 (Wallet, Protocols, Home, Logout). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/carteira', labelKey: 'nav.wallet', icon: IconWallet, activeOn: ['/carteira'] },
  {
    to: '/protocolos',
    labelKey: 'nav.protocols',
    icon: IconClipboardList,
    activeOn: ['/protocolos', '/protocol/:prtId'],
  },
  { to: '/home', labelKey: 'nav.home', icon: IconHome, activeOn: ['/', '/home'] },
  // 'Meus dados' (issue 28, LGPD): the shopper's own data, beside Logout.
  { to: '/meus-dados', labelKey: 'nav.myData', icon: IconUserShield, activeOn: ['/meus-dados'] },
  { to: '/logout', labelKey: 'nav.logout', icon: IconLogout, activeOn: [] },
];
