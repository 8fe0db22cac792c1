import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ORIGIN, type Origin, type SelectedItem } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { useBrand } from '../../../lib/brand-context';
import { clearConfirmationItems, clearSelection } from '../../../lib/selection-storage';
import type { SessionUser } from '../../../lib/session';
import { notifyWarning } from '../../../lib/notify';
import { hasAcceptedTerms, rememberTermsAcceptance } from '../../../lib/terms-acceptance';
import { useBanks } from '../api/get-banks';
import { useBuyerPrefill } from '../hooks/use-buyer-prefill';
import { usePictures } from '../hooks/use-pictures';
import { useProtocolSubmission } from '../hooks/use-protocol-submission';
import { allPictures } from '../lib/picture-entries';
import { buildProtocolPayload, isReversalRequest, type ProtocolPayload } from '../lib/build-payload';
import type { BuyerStepValues } from '../lib/buyer-values';
import { uploadQueue } from '../lib/upload-queue';
import { BuyerDataStep } from './buyer-data-step/buyer-data-step';
import { ConfirmationStep } from './confirmation-step/confirmation-step';
import { ProductPhotoStep } from './product-photo-step/product-photo-step';
import { RequestStepper } from './stepper/request-stepper';
import { SuccessDialog } from './success-dialog/success-dialog';

/** The four steps of spec §2 'Request-flow texts'. The item step is done on Home: the flow opens on documents. */
const STEP = { item: 0, documents: 1, address: 2, confirmation: 3 } as const;
type Step = (typeof STEP)[keyof typeof STEP];

/**
 * The first step of a flow whose items are chosen elsewhere than Home (the outside-store page): its label, and a
 * click on it goes back there. The other three steps are this flow's, counted the same in both flows (issue 46).
 */
export interface RequestFlowItemStep {
  label: string;
  onClick: () => void;
}

export interface OnlineRequestFlowProps {
  items: readonly SelectedItem[];
  user: SessionUser | null;
  identity: string | null;
  /** 'ecom' (the default) or 'sac' for a purchase outside the online store. */
  origin?: Origin;
  itemStep?: RequestFlowItemStep;
  /** Shown under the stepper, above the step (the outside-store page's files lost on a reload). */
  notice?: ReactNode;
  /** Adds what the shared payload builder does not know (the outside-store store and purchase fields). */
  transformPayload?: (payload: ProtocolPayload) => ProtocolPayload;
  /** A back button on the documents step (the outside-store flow returns to its items). */
  onDocumentsBack?: () => void;
  /** Cancel of the buyer-data step; /home by default (spec §2: back one page outside e-commerce). */
  onBuyerCancel?: () => void;
  /** Cancel of the documents and confirmation steps; /home by default (outside-store also forgets its items). */
  onCancel?: () => void;
  /** Runs once the protocol exists (the outside-store flow forgets its stored items then). */
  onCreated?: () => void;
  /** More lines for an item's confirmation card (the outside-store flow's store and purchase). */
  itemDetails?: (item: Pick<SelectedItem, 'UNIQUE_KEY'>) => ReactNode;
  /** How many chosen files this flow holds (the outside-store page warns before leaving with unsent ones). */
  onPendingFilesChange?: (count: number) => void;
}

/**
 * The request after its items (origem 'ecom' by default): documents, buyer data, confirmation, then the protocol,
 * its photos and the success dialog. Cancel goes to /home (spec §2: e-commerce); the outside-store flow reuses the
 * same steps with its own item step, payload fields and buyer-step cancel.
 */
export function OnlineRequestFlow({
  items,
  user,
  identity,
  origin = ORIGIN.ECOM,
  itemStep,
  notice,
  transformPayload = (payload) => payload,
  onDocumentsBack,
  onBuyerCancel,
  onCancel,
  onCreated,
  itemDetails,
  onPendingFilesChange,
}: OnlineRequestFlowProps) {
  const { t } = useTranslation('request');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const brand = useBrand();
  const [active, setActive] = useState<Step>(STEP.documents);
  const pictures = usePictures();
  const { prefill, cpfLocked } = useBuyerPrefill(user, identity, items, origin === ORIGIN.ECOM);
  const [confirmedBuyer, setConfirmedBuyer] = useState<BuyerStepValues | null>(null);
  const buyer = confirmedBuyer ?? prefill?.values ?? null;
  const isReversal = isReversalRequest(items);
  const banks = useBanks(isReversal);
  const submission = useProtocolSubmission();
  const content = useRef<HTMLDivElement>(null);
  // Ticked when this browser remembers the acceptance of this policy link (spec §2), as the quick-access dialog is.
  const [termsAccepted, setTermsAccepted] = useState(() => hasAcceptedTerms(brand.policyUrl));
  const [termsInvalid, setTermsInvalid] = useState(false);

  // Gone with this flow (its files are dropped on unmount), so the count returns to 0 then.
  const pendingFiles = allPictures(pictures.pictures).length;
  useEffect(() => {
    onPendingFilesChange?.(pendingFiles);
    return () => onPendingFilesChange?.(0);
  }, [onPendingFilesChange, pendingFiles]);

  // A new step starts at the top of the page (stepper in view), with focus on it for screen readers. Compared with
  // the step last seen rather than skipped once, so React's double effects in development do not count as a change.
  const shownStep = useRef<Step>(active);
  useEffect(() => {
    if (shownStep.current === active) return;
    shownStep.current = active;
    window.scrollTo({ top: 0 });
    content.current?.focus({ preventScroll: true });
  }, [active]);

  const cancel = onCancel ?? (() => void navigate('/home'));
  const steps = [
    { key: 'item', label: itemStep?.label ?? t('steps.item') },
    { key: 'documents', label: t('steps.documents') },
    { key: 'address', label: t('steps.address') },
    { key: 'confirmation', label: t('steps.confirmation') },
  ];
  const submitting = submission.phase !== 'idle';

  const submit = () => {
    if (!buyer) return;
    // Spec §5: nothing is sent before the terms are ticked; the acceptance then travels with the request (R9).
    if (!termsAccepted) {
      setTermsInvalid(true);
      notifyWarning(t('validation:termsNotAccepted'));
      return;
    }
    rememberTermsAcceptance(brand.policyUrl, true);
    const payload = buildProtocolPayload({
      origin,
      brandId: brand.id,
      buyer,
      bank: buyer,
      items,
      orderAddress: prefill?.orderAddress ?? null,
      acceptedPolicyUrl: brand.policyUrl,
    });
    void submission.submit({
      payload: transformPayload(payload),
      uploads: uploadQueue(items, pictures.pictures),
      onCreated: () => {
        // The Home selection is the online flow's; a purchase outside the online store leaves it alone.
        if (origin === ORIGIN.ECOM) {
          clearConfirmationItems(identity);
          clearSelection(identity);
        }
        onCreated?.();
        // Orders now sit in an open protocol and the protocol list grew: every page reads them again when opened.
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== 'brand',
          refetchType: 'none',
        });
      },
      onUploadsDone: pictures.clear,
    });
  };

  return (
    <>
      <RequestStepper
        steps={steps}
        active={active}
        // Home's item step is done and cannot be reopened from here; the outside-store page's can.
        lockedSteps={itemStep ? [] : [STEP.item]}
        onStepClick={
          submitting
            ? undefined
            : (index) => (index === STEP.item ? itemStep?.onClick() : setActive(index as Step))
        }
      />
      {notice}
      <Box ref={content} tabIndex={-1} style={{ outline: 'none' }} data-step={steps[active]?.key}>
        {active === STEP.documents ? (
          <ProductPhotoStep
            items={items}
            pictures={pictures.pictures}
            onAdd={pictures.add}
            onRemove={pictures.remove}
            onNext={() => setActive(STEP.address)}
            onCancel={cancel}
            onBack={onDocumentsBack}
          />
        ) : null}
        {active === STEP.address ? (
          buyer ? (
            <BuyerDataStep
              items={items}
              values={buyer}
              cpfLocked={cpfLocked}
              onChange={setConfirmedBuyer}
              onNext={() => setActive(STEP.confirmation)}
              onBack={() => setActive(STEP.documents)}
              onCancel={onBuyerCancel ?? cancel}
            />
          ) : (
            <PageLoader label={t('buyer.loading')} />
          )
        ) : null}
        {active === STEP.confirmation && buyer ? (
          <ConfirmationStep
            items={items}
            pictures={pictures.pictures}
            buyer={buyer}
            isReversal={isReversal}
            banks={banks.data}
            itemDetails={itemDetails}
            onSubmit={submit}
            terms={{
              policyUrl: brand.policyUrl,
              accepted: termsAccepted,
              invalid: termsInvalid,
              onChange: (accepted) => {
                setTermsAccepted(accepted);
                setTermsInvalid(false);
                rememberTermsAcceptance(brand.policyUrl, accepted);
              },
            }}
            submitting={submission.phase === 'submitting'}
            submitDisabled={submission.phase === 'failed' || submission.phase === 'created'}
            onBack={submitting ? undefined : () => setActive(STEP.address)}
            onCancel={cancel}
          />
        ) : null}
      </Box>
      {submission.prtId !== null ? (
        <SuccessDialog
          opened
          protocolId={submission.prtId}
          protocolIds={submission.prtIds}
          missingFilesProtocolId={submission.missingFilesPrtId ?? undefined}
          upload={submission.upload}
          onGoToProtocols={() => void navigate('/protocolos')}
        />
      ) : null}
    </>
  );
}
