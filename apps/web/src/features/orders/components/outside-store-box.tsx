import { useId, useState } from 'react';
import { Button, Collapse, Paper, Stack, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { PlainStack, PlainText, PlainTitle } from '../../../components/ui/plain-mantine';
import { Link } from 'react-router';
import { IconBuildingStore } from '../../../components/ui/icons';
import classes from './outside-store-box.module.css';

const OUTSIDE_STORE_PATH = '/produtos-adquiridos-fora-da-loja-online';

function GoButton() {
  const { t } = useTranslation('orders');
  return (
    <Button
      component={Link}
      to={OUTSIDE_STORE_PATH}
      leftSection={<IconBuildingStore size={18} aria-hidden="true" />}
      // The label is long in every language: it wraps rather than being cut.
      h="auto"
      py={8}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
    >
      {t('outsideStore.action')}
    </Button>
  );
}

/** Spec §2 Home, under 576 px: the collapsible box about products bought in a physical store. */
export function OutsideStoreBox() {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Paper withBorder p="sm" className={classes.box} hiddenFrom="xs" data-testid="outside-store-box">
      <UnstyledButton
        className={classes.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <IconBuildingStore size={20} aria-hidden="true" />
        <span className={classes.toggleText}>{t('outsideStore.title')}</span>
        <span aria-hidden="true" className={classes.chevron} data-open={open || undefined}>
          ▾
        </span>
      </UnstyledButton>
      <Collapse expanded={open} id={panelId}>
        <Stack gap="sm" pt="sm">
          <PlainText size="sm" dimmed={false}>
            {t('outsideStore.text')}
          </PlainText>
          <GoButton />
        </Stack>
      </Collapse>
    </Paper>
  );
}

/** The same for wider screens: a side card beside the list. */
export function OutsideStoreCard() {
  const { t } = useTranslation('orders');
  return (
    <Paper withBorder p="md" data-testid="outside-store-card">
      <PlainStack gap="sm">
        <IconBuildingStore size={28} aria-hidden="true" className={classes.icon} />
        <PlainTitle order={2} size="h5">
          {t('outsideStore.title')}
        </PlainTitle>
        <PlainText size="sm" dimmed={false}>
          {t('outsideStore.text')}
        </PlainText>
        <GoButton />
      </PlainStack>
    </Paper>
  );
}
