import '@mantine/core/styles/List.css';
import { Button, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatMoney } from '@portal/domain';
import { useSessionUser } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { IconExternalLink } from '../icons';
import { WalletModal } from './wallet-modal';

export interface GoShoppingModalProps {
  opened: boolean;
  onClose: () => void;
  /** The brand's settings message (SCO_MSG_COMPRAS), when it has one. */
  message: string | null | undefined;
  shopUrl: string;
  /** The wallet balance in cents, named in the steps; undefined while loading. */
  balanceCents: number | undefined;
  /** Called once the closing transition has ended (see MountWhileOpen). */
  onExitTransitionEnd?: () => void;
}

/**
 * Spec §2 'Go-shopping message, opening the brand site', with how the balance is spent there (issue 23; ADR 0033):
 * the balance is a gift card of the brand tied to her, which the shop's checkout offers as a payment once she
 * identifies herself as she does here. No code to copy; her e-mail is named, or her CPF when she signs in by phone.
 */
export function GoShoppingModal({
  opened,
  onClose,
  message,
  shopUrl,
  balanceCents,
  onExitTransitionEnd,
}: GoShoppingModalProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const email = useSessionUser()?.email?.trim();
  // A no-break space keeps 'R$' and the amount on one line inside the sentence.
  const balance =
    balanceCents === undefined ? t('wallet:goShopping.yourBalance') : formatMoney(balanceCents).replace(' ', '\u00a0');
  return (
    <WalletModal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      title={t('wallet:goShopping.title')}
    >
      <Stack gap="md">
        <Text size="sm">{message?.trim() || t('wallet:goShopping.text')}</Text>
        <section aria-labelledby="wallet-go-shopping-how">
          <Title order={3} size="h6" id="wallet-go-shopping-how" mb="xs">
            {t('wallet:goShopping.howTitle')}
          </Title>
          <List type="ordered" size="sm" spacing="xs" data-testid="go-shopping-steps">
            <List.Item>{t('wallet:goShopping.stepCart')}</List.Item>
            <List.Item>
              {email ? t('wallet:goShopping.stepIdentifyEmail', { email }) : t('wallet:goShopping.stepIdentifyCpf')}
            </List.Item>
            <List.Item>{t('wallet:goShopping.stepPay', { balance })}</List.Item>
            <List.Item>{t('wallet:goShopping.stepRest')}</List.Item>
          </List>
        </section>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('wallet:goShopping.cancel')}
          </Button>
          <Button
            component="a"
            href={shopUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClose}
            rightSection={<IconExternalLink size={16} aria-hidden="true" />}
          >
            {t('wallet:goShopping.go')}
            <VisuallyHidden> {t('common:footer.opensInNewTab')}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </WalletModal>
  );
}
