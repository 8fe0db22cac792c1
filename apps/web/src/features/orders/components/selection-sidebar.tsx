import { useState } from 'react';
import { Anchor, Button, Drawer, Stack, Text } from '@mantine/core';
import {
  formatMoney,
  ITEMS_INVALID_WARNING_MS,
  removeSelectedItem,
  SIDEBAR_ANIMATION_MS,
  validateSelection,
  type FieldCode,
} from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { useLocation, useNavigate } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BrandText } from '../../../components/ui/brand-text';
import { useSessionUser } from '../../../lib/session';
import { chosenDesireName } from '../../../lib/chosen-desire-name';
import { currentLanguage } from '../../../lib/i18n';
import { isCompleteItem, useSelection, writeConfirmationItems, type StoredItem } from '../../../lib/selection-storage';
import { selectionIdentity } from '../lib/identity';
import { closeSidebar, useSidebarState } from '../lib/sidebar-store';
import classes from './selection-sidebar.module.css';

export const CONFIRMATION_PATH = '/produtos-adquiridos-online/confirmacao';
const HOME_PATHS = ['/', '/home'];

interface InvalidEntry {
  name: string;
  fields: string[];
}

function InvalidItemsMessage({ intro, entries }: { intro: string; entries: InvalidEntry[] }) {
  return (
    <div data-testid="items-invalid-warning">
      <Text size="sm">{intro}</Text>
      <ul className={classes.invalidList}>
        {entries.map((entry, index) => (
          <li key={`${entry.name}-${index}`}>
            <strong>{entry.name}</strong>: {entry.fields.join(', ')}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ItemSummary({ item }: { item: StoredItem }) {
  const { t } = useTranslation('orders');
  const lines: string[] = [];
  if (item.motivoNome) lines.push(item.smotivoNome ? `${item.motivoNome} · ${item.smotivoNome}` : item.motivoNome);
  // What she chose: the refund, when she declined the voucher the desire is named after (issue 46).
  const desire = chosenDesireName(item, currentLanguage());
  if (desire) lines.push(desire);
  // An exchange for the same size or colour (a new piece) names it once rather than 'M → M'.
  if (item.trocaTamanho && item.tamanhoTroca) {
    lines.push(
      item.tamanhoTroca === item.gradeTamanho
        ? t('sidebar.size', { size: item.tamanhoTroca })
        : t('sidebar.sizeChange', { from: item.gradeTamanho ?? '', to: item.tamanhoTroca }),
    );
  }
  if (item.trocaCor && item.corTroca) {
    lines.push(
      item.corTroca === item.produtoCor
        ? t('sidebar.colour', { colour: item.corTroca })
        : t('sidebar.colourChange', { from: item.produtoCor ?? '', to: item.corTroca }),
    );
  }
  if (item.prt_sit_bonus === 'S' && typeof item.produtoValor === 'number') {
    lines.push(t('sidebar.voucher', { value: formatMoney(item.produtoValor + (item.prt_valor_bonus ?? 0)) }));
  }
  if (item.isPaymentReversal) lines.push(t('sidebar.bankRefund'));
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text key={line} size="sm" c="dimmed">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * Spec §2 Sidebar: the count of requests, each selected item with its cancel link, 'add more product' and confirm.
 * Confirm runs the domain's selection check (spec §4): items missing something are deselected and listed per product.
 */
export default function SelectionSidebar() {
  const { t } = useTranslation(['orders', 'validation']);
  const identity = selectionIdentity(useSessionUser());
  const { items, setItems } = useSelection(identity);
  const { opened, returnFocusId } = useSidebarState();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // Shown inside the sidebar, where the shopper is looking; a toast would sit over the sidebar's close button.
  const [invalidWarning, setInvalidWarning] = useState<{ id: number; entries: InvalidEntry[] } | null>(null);

  const fieldLabel = (field: FieldCode) => t(`orders:fields.${field}`);

  const confirm = () => {
    const { invalid, kept } = validateSelection(items);
    // An item that passes the field check but misses order data (stored by an older version) cannot be sent either.
    const complete = kept.filter(isCompleteItem);
    const incomplete = kept.filter((item) => !isCompleteItem(item));
    if (invalid.length > 0 || incomplete.length > 0) {
      setItems(complete);
      const entries: InvalidEntry[] = [
        ...invalid.map(({ item, missing }) => ({
          name: item.produtoNome || t('orders:sidebar.unnamedItem'),
          fields: missing.map(fieldLabel),
        })),
        ...incomplete.map((item) => ({
          name: item.produtoNome || t('orders:sidebar.unnamedItem'),
          fields: [t('orders:fields.orderData')],
        })),
      ];
      setInvalidWarning({ id: Date.now(), entries });
      return;
    }
    writeConfirmationItems(identity, complete);
    closeSidebar();
    void navigate(CONFIRMATION_PATH);
  };

  const addMore = () => {
    closeSidebar();
    if (!HOME_PATHS.includes(pathname)) void navigate('/home');
  };

  return (
    <Drawer
      opened={opened}
      onClose={() => {
        setInvalidWarning(null);
        closeSidebar();
      }}
      position="right"
      size="min(100%, 28rem)"
      title={t('orders:sidebar.title', { count: items.length })}
      closeButtonProps={{ 'aria-label': t('orders:sidebar.close') }}
      transitionProps={{ duration: SIDEBAR_ANIMATION_MS, transition: 'slide-left' }}
      // After a card's submit, focus goes back to that card rather than to its (now disabled) button.
      returnFocus={!returnFocusId}
      onExitTransitionEnd={() => {
        if (returnFocusId) document.getElementById(returnFocusId)?.focus();
      }}
      classNames={{ body: classes.body }}
      data-testid="selection-sidebar"
    >
      <div className={classes.content}>
        {invalidWarning ? (
          <AlertBanner
            key={invalidWarning.id}
            variant="warning"
            message={<InvalidItemsMessage intro={t('validation:itemsInvalid')} entries={invalidWarning.entries} />}
            hideDelay={ITEMS_INVALID_WARNING_MS}
            onClose={() => setInvalidWarning(null)}
          />
        ) : null}
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" py="md">
            {t('orders:sidebar.empty')}
          </Text>
        ) : (
          <ul className={classes.list} aria-label={t('orders:sidebar.listLabel')}>
            {items.map((item) => (
              <li key={item.UNIQUE_KEY} className={classes.item} data-testid="selected-item">
                {item.thumbnail ? (
                  <img className={classes.thumb} src={item.thumbnail} alt="" width={56} height={56} />
                ) : (
                  <span className={classes.thumb} aria-hidden="true" />
                )}
                <div className={classes.itemText}>
                  <Text fw={600} size="sm">
                    {item.produtoNome ? (
                      <BrandText name={item.produtoNome} shown={item.produtoNomeShown} />
                    ) : (
                      t('orders:sidebar.unnamedItem')
                    )}
                  </Text>
                  <ItemSummary item={item} />
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    className={classes.cancel}
                    aria-label={t('orders:sidebar.cancelItem', { name: item.produtoNome ?? '' })}
                    onClick={() => setItems((current) => removeSelectedItem(current, item.UNIQUE_KEY))}
                  >
                    {t('orders:sidebar.cancel')}
                  </Anchor>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={classes.footer}>
        {/* 'More' only when there is something already: an empty list leads to choosing the first product. */}
        <Button variant="default" onClick={addMore} className={classes.footerButton}>
          {t(items.length === 0 ? 'orders:sidebar.chooseProducts' : 'orders:sidebar.addMore')}
        </Button>
        <Button onClick={confirm} disabled={items.length === 0} className={classes.footerButton}>
          {t('orders:sidebar.confirm')}
        </Button>
      </div>
    </Drawer>
  );
}
