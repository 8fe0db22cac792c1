import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from '../../lib/translation';
import { LanguageSelect } from './language-select';
import { NavLinks } from './nav-links';

/** The burger's drawer (below 576 px). Its own chunk: Drawer brings focus trap and scroll lock. */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t('header.menu')}
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
    >
      <Stack gap="lg">
        <nav aria-label={t('header.mainNavigation')}>
          <NavLinks orientation="column" onNavigate={onClose} />
        </nav>
        <LanguageSelect fullWidth />
      </Stack>
    </Drawer>
  );
}
