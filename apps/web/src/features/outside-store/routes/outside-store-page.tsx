import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ORIGIN, type Origin, type SelectedItem } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { notifyWarning } from '../../../lib/notify';
import { useSessionUser, type SessionUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AddedItems } from '../components/added-items';
import { OutsideStoreForm } from '../components/outside-store-form';
import { StorePurchaseSummary } from '../components/store-purchase-summary';
import {
  isPristine,
  maskField,
  nextItemValues,
  purchaseDate,
  toOutsideStoreItem,
  validateForm,
  withStoreFields,
  type FormIssues,
  type OutsideStoreCatalog,
  type OutsideStoreField,
  type OutsideStoreItem,
} from '../lib/outside-store-form';
import { useOutsideStoreDraft } from '../hooks/use-outside-store-draft';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { LeaveWarningDialog } from '../components/leave-warning-dialog';

export const OUTSIDE_STORE_PATH = '/produtos-adquiridos-fora-da-loja-online';
const ITEMS_PATH = `${OUTSIDE_STORE_PATH}/produto`;
const CONFIRMATION_PATH = `${OUTSIDE_STORE_PATH}/confirmacao`;

export interface FlowStep {
  key: string;
  label: string;
}

/** The stepper the request feature draws; app/ hands it in (features do not import each other). */
export interface StepperProps {
  steps: readonly FlowStep[];
  active: number;
  onStepClick?: (index: number) => void;
}

/** The request feature's documents, buyer-data and confirmation steps, handed in by app/. */
export interface ConfirmationFlowProps {
  items: readonly SelectedItem[];
  user: SessionUser | null;
  identity: string | null;
  origin: Origin;
  /** The flow's first step, the items of this page: its label, and a click goes back to it. */
  itemStep: { label: string; onClick: () => void };
  /** Shown above the flow's steps (the files a reload lost). */
  notice: ReactNode;
  transformPayload: <P extends { items: readonly object[] }>(payload: P) => P;
  onDocumentsBack: () => void;
  onBuyerCancel: () => void;
  onCancel: () => void;
  onCreated: () => void;
  itemDetails: (item: Pick<SelectedItem, 'UNIQUE_KEY'>) => ReactNode;
  onPendingFilesChange: (count: number) => void;
}

export interface OutsideStorePageProps {
  /** Reasons, sub-reasons and desires in the interface language; null while they load. */
  catalog: OutsideStoreCatalog | null;
  catalogFailed: boolean;
  onRetryCatalog: () => void;
  Stepper: ComponentType<StepperProps>;
  ConfirmationFlow: ComponentType<ConfirmationFlowProps>;
}

/**
 * /produtos-adquiridos-fora-da-loja-online and its steps `produto` and `confirmacao` (spec §2): the complaint flow
 * for items bought outside the online store (origem 'sac'). Step 1 gathers one or more items of one store purchase;
 * step 2 is the online flow's documents (with the invoice area), buyer data and confirmation. The items and the form
 * live in this page, which stays mounted across its two step routes, and in session storage, so a reload keeps them;
 * they are forgotten once the protocol exists and on cancel.
 */
export default function OutsideStorePage({
  catalog,
  catalogFailed,
  onRetryCatalog,
  Stepper,
  ConfirmationFlow,
}: OutsideStorePageProps) {
  const { t } = useTranslation(['outside-store', 'validation']);
  useDocumentTitle(t('outside-store:page.title'));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useSessionUser();
  const identity = user?.email?.trim() || user?.phone?.trim() || null;
  // Files chosen on the confirmation step live only in memory: leaving with some unsent asks first. Once the
  // protocol exists they are on their way (the success dialog follows them), so nothing is asked any more.
  const [pendingFiles, setPendingFiles] = useState(0);
  const [created, setCreated] = useState(false);
  const { items, setItems, values, setValues, base, setBase, restored, forget, lostFiles, dismissLostFiles } =
    useOutsideStoreDraft(identity, created ? 0 : pendingFiles);
  const [issues, setIssues] = useState<FormIssues>({});
  const [checked, setChecked] = useState(false);
  const now = useMemo(() => new Date(), []);
  const content = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Asks for the first invalid field's focus once the rendered form shows the errors (one more each submit).
  const [errorFocus, setErrorFocus] = useState(0);
  useEffect(() => {
    if (errorFocus > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorFocus]);

  const leaveBlocker = useLeaveWarning(pendingFiles > 0 && !created);

  const cancel = () => {
    forget();
    void navigate('/home');
  };

  // The confirmation address without items (a reload forgets them) shows the items step.
  const onConfirmation = pathname === CONFIRMATION_PATH && items.length > 0;
  // A new step starts at the top, with focus on it for screen readers (compared with the step last seen, so React's
  // double effects in development do not count as a change). The step the restored draft opens on is not a change.
  const shownStep = useRef<boolean | null>(null);
  useEffect(() => {
    if (!restored) return;
    if (shownStep.current === null) shownStep.current = onConfirmation;
    if (shownStep.current === onConfirmation) return;
    shownStep.current = onConfirmation;
    window.scrollTo({ top: 0 });
    content.current?.focus({ preventScroll: true });
  }, [restored, onConfirmation]);

  // The items step, then the request feature's documents, buyer data and confirmation: each its own step, so the
  // stepper counts four here as there (issue 46: 'Etapa 2 de 2' stood on three screens).
  const steps = [
    { key: 'item', label: t('outside-store:steps.items') },
    { key: 'documents', label: t('outside-store:steps.documents') },
    { key: 'address', label: t('outside-store:steps.address') },
    { key: 'confirmation', label: t('outside-store:steps.confirmation') },
  ];

  const recheck = (next: typeof values) => {
    if (checked && catalog) setIssues(validateForm(next, catalog, now).issues);
  };

  const change = (field: OutsideStoreField, value: string) => {
    const next = { ...values, [field]: maskField(field, value, values[field]) };
    // A new reason offers its own sub-reasons and desires; a new purchase date may change what the reason allows.
    if (field === 'motivoCodigo' || field === 'dataCompra') {
      next.smotivoCodigo = '';
      next.desejoCodigo = '';
    }
    setValues(next);
    recheck(next);
  };

  const dateBlur = () => {
    if (values.dataCompra === '' || purchaseDate(values.dataCompra, now)) return;
    const next = { ...values, dataCompra: '', smotivoCodigo: '', desejoCodigo: '' };
    setValues(next);
    setIssues((current) => ({ ...current, dataCompra: 'invalidDate' }));
  };

  /** Validates and adds the form's item; false (with the warnings shown) when it cannot be added. */
  const addItem = (): OutsideStoreItem[] | null => {
    if (!catalog) return null;
    setChecked(true);
    const result = validateForm(values, catalog, now);
    setIssues(result.issues);
    if (Object.keys(result.issues).length > 0) {
      notifyWarning(t('validation:requiredFields'));
      setErrorFocus((count) => count + 1);
      return null;
    }
    const added = [...items, toOutsideStoreItem(values, catalog, now, items)];
    setItems(added);
    const next = nextItemValues(values);
    setValues(next);
    setBase(next);
    setChecked(false);
    return added;
  };

  const next = () => {
    const list = items.length > 0 && isPristine(values, base) ? items : addItem();
    if (list && list.length > 0) void navigate(CONFIRMATION_PATH);
  };

  const remove = (key: string) => setItems((current) => current.filter((item) => item.UNIQUE_KEY !== key));

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', xs: 'md' }}>
      <Title order={1} mb="md">
        {t('outside-store:page.title')}
      </Title>
      <Box ref={content} tabIndex={-1} style={{ outline: 'none' }}>
        {onConfirmation ? (
          <ConfirmationFlow
            items={items}
            user={user}
            identity={identity}
            origin={ORIGIN.SAC}
            itemStep={{ label: steps[0]!.label, onClick: () => void navigate(ITEMS_PATH) }}
            notice={
              lostFiles > 0 ? (
                <Alert
                  color="orange"
                  variant="light"
                  role="alert"
                  withCloseButton
                  closeButtonLabel={t('outside-store:lostFiles.close')}
                  onClose={dismissLostFiles}
                  title={t('outside-store:lostFiles.title')}
                  data-testid="lost-files"
                >
                  {t('outside-store:lostFiles.text', { count: lostFiles })}
                </Alert>
              ) : null
            }
            transformPayload={(payload) => withStoreFields(payload, items)}
            onDocumentsBack={() => void navigate(ITEMS_PATH)}
            onBuyerCancel={() => void navigate(-1)}
            onCancel={cancel}
            onCreated={() => {
              setCreated(true);
              forget();
            }}
            onPendingFilesChange={setPendingFiles}
            itemDetails={(shown) => {
              const item = items.find((entry) => entry.UNIQUE_KEY === shown.UNIQUE_KEY);
              return item ? <StorePurchaseSummary item={item} /> : null;
            }}
          />
        ) : (
          <Stack gap="lg" data-step="items">
            <Stepper steps={steps} active={0} />
            <div>
              <Title order={2} size="h3">
                {t('outside-store:items.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('outside-store:items.intro')}
              </Text>
            </div>
            <AddedItems items={items} onRemove={remove} />
            {catalogFailed ? (
              <Group>
                <Text c="red" size="sm" role="alert">
                  {t('outside-store:load.error')}
                </Text>
                <Button variant="light" size="xs" onClick={onRetryCatalog}>
                  {t('outside-store:load.retry')}
                </Button>
              </Group>
            ) : null}
            {catalog || catalogFailed ? (
              <form
                ref={form}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  next();
                }}
              >
                <Stack gap="md">
                  {items.length > 0 ? (
                    <Title order={2} size="h4">
                      {t('outside-store:items.another')}
                    </Title>
                  ) : null}
                  <OutsideStoreForm
                    values={values}
                    issues={issues}
                    catalog={catalog}
                    now={now}
                    onChange={change}
                    onDateBlur={dateBlur}
                  />
                  <Group justify="space-between" gap="sm">
                    <Button variant="default" onClick={cancel}>
                      {t('outside-store:actions.cancel')}
                    </Button>
                    <Group gap="sm">
                      <Button variant="light" onClick={() => void addItem()} disabled={!catalog}>
                        {t('outside-store:actions.addItem')}
                      </Button>
                      <Button type="submit" disabled={!catalog}>
                        {t('outside-store:actions.next')}
                      </Button>
                    </Group>
                  </Group>
                </Stack>
              </form>
            ) : (
              <PageLoader label={t('outside-store:load.loading')} />
            )}
          </Stack>
        )}
      </Box>
      <LeaveWarningDialog blocker={leaveBlocker} count={pendingFiles} />
    </Container>
  );
}
