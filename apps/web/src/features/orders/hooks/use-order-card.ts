import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import {
  bankIssues,
  checkEligibility,
  confirmLabelKey,
  DESIRE_TRIGGER,
  desireMode,
  desiresFor,
  exchangeColourOptions,
  exchangeRuleOf,
  exchangeSizeOptions,
  isRefundDesire,
  isStockEmpty,
  isVoucherAcceptable,
  isVoucherOfferDesire,
  itemsLeavingForPhotos,
  orderCardIssues,
  photosRequired,
  requiresBankData,
  requiresObservation,
  subReasonsFor,
  toSelectedItem,
  voucherBonusCents,
  type OrderCardField,
  type OrderCardValues,
  type SelectedItem,
  type ValidationCode,
} from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { dismissNotification, notifyWarning } from '../../../lib/notify';
import { useBanks } from '../api/get-banks';
import { useBonus } from '../api/get-bonus';
import { useConsumer } from '../api/get-consumer';
import type { OrderLineRecord } from '../api/get-orders';
import { forRules, type Catalog } from '../lib/catalog';
import { BANK_FIELDS, cardReducer, initialCardState, type BankField, type BankValues } from '../lib/order-card-state';
import { reloadPage } from '../lib/reload-page';
import type { SelectionSummary } from '../components/photos-reason-modal';
import { useStockLoader } from './use-stock-loader';

export interface SubmitOptions {
  /** Spec §4: the reason requires photos, so this item alone goes straight to confirmation. */
  photosRequired: boolean;
  /** The element to focus once the sidebar closes. */
  returnFocusId: string;
}

export interface UseOrderCardOptions {
  line: OrderLineRecord;
  /** Null while the reference data loads (the reason field waits for it). */
  catalog: Catalog | null;
  /** Whose consumer record to read (e-mail, or phone for a phone-only user). */
  identity: string | null;
  selected: boolean;
  /** The items in the sidebar now; a photos-required reason would leave only this card's item (spec §4). */
  selection?: readonly SelectionSummary[];
  onSubmit: (item: SelectedItem, options: SubmitOptions) => void;
}

/** Spec §8 names these warnings; any other missing field gets the general 'fill in the required fields'. */
const WARNING_CODES: readonly ValidationCode[] = ['selectSubReason', 'selectSize', 'selectColour'];
const NO_MODE = { sizeExchange: false, colourExchange: false };
/** The kind of the card's 'what is missing' toast: a card sent has nothing missing, so its toast goes (issue 46). */
const CARD_WARNING = 'order-card-warning';

function isBankField(field: OrderCardField): field is BankField {
  return (BANK_FIELDS as readonly string[]).includes(field);
}

/** Focus after React has painted what the state change shows. */
function focusLater(id: string | null | undefined) {
  if (!id) return;
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/**
 * One order card's flow (spec §4): reason checks, sub-reasons and desires of the reason, stock, the desire's mode and
 * label, the voucher offer, bank data for a bank-slip refund, and the submit. Every decision is a domain rule; this
 * hook wires them to the card's state and the calls they need.
 */
export function useOrderCard({ line, catalog, identity, selected, selection, onSubmit }: UseOrderCardOptions) {
  const { t } = useTranslation(['orders', 'validation']);
  const [state, dispatch] = useReducer(cardReducer, initialCardState);
  const baseId = useId();
  const ids = useMemo(
    () => ({
      card: `${baseId}-card`,
      title: `${baseId}-title`,
      view: `${baseId}-view`,
      form: `${baseId}-form`,
      reason: `${baseId}-reason`,
      subReason: `${baseId}-sub-reason`,
      desire: `${baseId}-desire`,
      observation: `${baseId}-observation`,
      size: `${baseId}-size`,
      colour: `${baseId}-colour`,
      bank: `${baseId}-bank`,
    }),
    [baseId],
  );

  // Spec §4: deselecting (the sidebar's cancel, or an item dropped on load) resets the card.
  const wasSelected = useRef(selected);
  useEffect(() => {
    if (wasSelected.current && !selected) dispatch({ type: 'deselected' });
    wasSelected.current = selected;
  }, [selected]);

  // Keyboard users land on the first field when the card opens, and back on its button when it is minimised.
  const wasExpanded = useRef(state.expanded);
  useEffect(() => {
    if (state.expanded && !wasExpanded.current) focusLater(ids.reason);
    if (!state.expanded && wasExpanded.current && !selected) focusLater(ids.view);
    wasExpanded.current = state.expanded;
  }, [state.expanded, selected, ids]);

  const reason = useMemo(
    () => catalog?.reasons.find((candidate) => candidate.ASS_ID === state.reasonId) ?? null,
    [catalog, state.reasonId],
  );
  const subReasons = useMemo(
    () => (reason && catalog ? subReasonsFor(catalog.subReasons, reason.ASS_ID) : []),
    [catalog, reason],
  );
  const desires = useMemo(
    () =>
      reason && catalog
        ? desiresFor(catalog.desires, reason, { allowExchangeDesires: state.allowExchangeDesires })
        : [],
    [catalog, reason, state.allowExchangeDesires],
  );
  const desire = desires.find((candidate) => candidate.MOT_ID === state.desireId) ?? null;
  const mode = desire ? desireMode(desire) : NO_MODE;
  const changesVariant = mode.sizeExchange || mode.colourExchange;

  // Spec §4: stock is loaded as soon as the chosen reason offers a desire that changes size or colour.
  const needsStock = desires.some((candidate) => {
    const candidateMode = desireMode(candidate);
    return candidateMode.sizeExchange || candidateMode.colourExchange;
  });
  const stock = useStockLoader(line, needsStock);
  const variants = stock.variants ?? [];
  // Issue 11: the choices leave out what the shopper already has (the bought size, or the bought colour).
  const bought = { size: line.GRA_TAMANHO, colour: line.COR_NOME };
  const exchangeRule = desire ? exchangeRuleOf(desire) : null;
  const sizes = exchangeRule?.sizeExchange ? exchangeSizeOptions(variants, bought, exchangeRule) : [];
  // A colour-only exchange keeps the size bought; the colours follow whichever size applies.
  const targetSize = mode.sizeExchange ? state.size : line.GRA_TAMANHO;
  const colours =
    exchangeRule?.colourExchange && targetSize ? exchangeColourOptions(variants, targetSize, bought, exchangeRule) : [];
  const stockEmpty =
    changesVariant &&
    exchangeRule !== null &&
    stock.status === 'loaded' &&
    isStockEmpty(mode.sizeExchange ? sizes : exchangeColourOptions(variants, line.GRA_TAMANHO, bought, exchangeRule));
  useEffect(() => {
    if (stockEmpty) dispatch({ type: 'stockEmpty' });
  }, [stockEmpty, state.desireId]);

  const voucherOffer = desire !== null && catalog !== null && isVoucherOfferDesire(forRules(desire, catalog));
  const bonus = useBonus(voucherOffer ? desire.BON_CODIGO : null);
  const percent: number | null | undefined = !voucherOffer
    ? null
    : desire.BON_CODIGO === null || bonus.isError
      ? null
      : bonus.isSuccess
        ? (bonus.data?.BON_PERCENTUAL ?? null)
        : undefined;
  const voucherAccepted = state.voucher === 'accepted';
  const bankNeeded = requiresBankData({ desire, paymentType: line.PED_TIPOPGTO, voucherAccepted });
  const consumer = useConsumer(identity, bankNeeded || voucherOffer);
  const banks = useBanks(bankNeeded);

  const saved = useMemo<BankValues>(
    () => ({
      ban_codigo: consumer.data?.BAN_CODIGO?.trim() ?? '',
      cli_agencia: consumer.data?.CLI_AGENCIA?.trim() ?? '',
      cli_conta: consumer.data?.CLI_CONTA?.trim() ?? '',
      cli_chavepix: consumer.data?.CLI_CHAVEPIX?.trim() ?? '',
    }),
    [consumer.data],
  );
  // Spec §4: prefilled from the consumer record, and locked when all of it is there (and valid, else it can be fixed).
  const bankLocked = BANK_FIELDS.every((field) => saved[field] !== '') && bankIssues(saved).length === 0;
  const bank = useMemo<BankValues>(
    () =>
      bankLocked
        ? saved
        : {
            ban_codigo: state.bank.ban_codigo ?? saved.ban_codigo,
            cli_agencia: state.bank.cli_agencia ?? saved.cli_agencia,
            cli_conta: state.bank.cli_conta ?? saved.cli_conta,
            cli_chavepix: state.bank.cli_chavepix ?? saved.cli_chavepix,
          },
    [bankLocked, saved, state.bank],
  );

  const values = useMemo<OrderCardValues>(
    () => ({
      motivoCodigo: state.reasonId,
      smotivoCodigo: state.subReasonId,
      desejoCodigo: state.desireId,
      observacao: state.observation,
      tamanhoTroca: changesVariant ? targetSize : '',
      corTroca: mode.colourExchange ? state.colour : '',
      ...(bankNeeded ? bank : {}),
    }),
    [state, changesVariant, targetSize, mode.colourExchange, bankNeeded, bank],
  );
  const issues = useMemo(
    () =>
      orderCardIssues(values, {
        subReasonCount: subReasons.length,
        desire,
        paymentType: line.PED_TIPOPGTO,
        voucherAccepted,
      }),
    [values, subReasons.length, desire, line.PED_TIPOPGTO, voucherAccepted],
  );

  const errorFor = (field: OrderCardField): string | null => {
    const issue = issues.find((candidate) => candidate.field === field);
    if (!issue) return null;
    const shown = state.submitted || (isBankField(field) && state.touchedBank[field]);
    return shown ? t(`validation:${issue.code}`) : null;
  };

  const fieldIds: Record<OrderCardField, string> = {
    motivoCodigo: ids.reason,
    smotivoCodigo: ids.subReason,
    desejoCodigo: ids.desire,
    observacao: ids.observation,
    tamanhoTroca: ids.size,
    corTroca: ids.colour,
    ban_codigo: `${ids.bank}-ban_codigo`,
    cli_agencia: `${ids.bank}-cli_agencia`,
    cli_conta: `${ids.bank}-cli_conta`,
    cli_chavepix: `${ids.bank}-cli_chavepix`,
  };

  const { restart: restartStock, status: stockStatus } = stock;
  const applyReason = useCallback(
    (value: string) => {
      const next = catalog?.reasons.find((candidate) => String(candidate.ASS_ID) === value);
      if (!catalog || !next) {
        dispatch({ type: 'reasonCleared' });
        return;
      }
      dispatch({
        type: 'reasonChosen',
        reasonId: next.ASS_ID,
        eligibility: checkEligibility(line, next, catalog.settings, new Date()),
      });
      // Spec §4: after the retries gave up, choosing the reason again starts a fresh round.
      if (stockStatus === 'error' || stockStatus === 'gaveUp') restartStock();
    },
    [catalog, line, stockStatus, restartStock],
  );

  // Issue 11: a photos-required reason will leave this item alone in the selection (spec §4); the shopper is asked
  // first, naming the items that would leave. Cancel keeps the reason chosen before and the selection as it is.
  const [pendingReason, setPendingReason] = useState<string | null>(null);
  const leavingItems = useMemo(
    () => itemsLeavingForPhotos(selection ?? [], line.UNIQUE_KEY),
    [selection, line.UNIQUE_KEY],
  );
  const chooseReason = (value: string) => {
    const next = catalog?.reasons.find((candidate) => String(candidate.ASS_ID) === value);
    if (next && photosRequired(next) && next.ASS_ID !== state.reasonId && leavingItems.length > 0) {
      setPendingReason(value);
      return;
    }
    applyReason(value);
  };
  const photosReasonConfirmation = {
    opened: pendingReason !== null && leavingItems.length > 0,
    reasonName: catalog?.reasons.find((candidate) => String(candidate.ASS_ID) === pendingReason)?.ASS_NOME ?? '',
    items: leavingItems,
    confirm: () => {
      const value = pendingReason;
      setPendingReason(null);
      if (value !== null) applyReason(value);
    },
    cancel: () => {
      setPendingReason(null);
      focusLater(ids.reason);
    },
  };

  const chooseDesire = (value: string) => {
    const next = desires.find((candidate) => String(candidate.MOT_ID) === value) ?? null;
    dispatch({
      type: 'desireChosen',
      desireId: next?.MOT_ID ?? null,
      voucherOffer: !!next && !!catalog && isVoucherOfferDesire(forRules(next, catalog)),
    });
  };

  const acceptVoucher = (): boolean => {
    if (!isVoucherAcceptable(consumer.data)) return false;
    dispatch({ type: 'voucherAccepted' });
    return true;
  };

  // The saved bank data is still on its way: the fields fill in a moment, so a click now must not say they are missing.
  const prefilling = bankNeeded && consumer.isLoading;

  const submit = () => {
    if (!catalog || prefilling) return;
    // Spec §4: with no sub-reason loaded at all the card cannot be right; a fresh page load fetches them again.
    if (catalog.subReasons.length === 0) {
      reloadPage();
      return;
    }
    if (voucherOffer && state.voucher === 'pending') {
      dispatch({ type: 'voucherReopened' });
      return;
    }
    const [first] = issues;
    if (first || !reason || !desire) {
      dispatch({ type: 'submitFailed' });
      const warning = first && WARNING_CODES.includes(first.code) ? first.code : 'requiredFields';
      notifyWarning(t(`validation:${warning}`), { id: CARD_WARNING });
      focusLater(first ? fieldIds[first.field] : ids.reason);
      return;
    }
    const subReason = subReasons.find((candidate) => candidate.SMOT_ID === state.subReasonId) ?? {
      SMOT_ID: 0,
      SMOT_NOME: '',
    };
    const item = toSelectedItem(line, {
      reason,
      subReason,
      activeSubReasons: subReasons.length,
      desire,
      tamanhoTroca: values.tamanhoTroca,
      corTroca: values.corTroca,
      observacao: state.observation,
      bank: bankNeeded ? bank : undefined,
      voucher:
        voucherAccepted && typeof percent === 'number'
          ? { accepted: true, bonusCents: voucherBonusCents(line.ITE_VALBRUTO, percent) }
          : null,
    });
    dispatch({ type: 'selected' });
    dismissNotification(CARD_WARNING);
    onSubmit(item, { photosRequired: photosRequired(reason), returnFocusId: ids.card });
  };

  // Declining the voucher means a refund: the button says so, whatever the desire's own trigger.
  const labelTrigger = desire
    ? voucherOffer && state.voucher === 'declined'
      ? DESIRE_TRIGGER.REFUND
      : desire.MOT_GATILHO
    : null;

  return {
    state,
    dispatch,
    ids,
    reason,
    subReasons,
    desires,
    desire,
    mode,
    stock,
    sizes,
    colours,
    targetSize,
    voucherOffer,
    percent,
    consumerLoading: consumer.isLoading,
    prefilling,
    bankNeeded,
    bankLocked,
    bank,
    banks,
    observationRequired: desire ? requiresObservation(desire) : false,
    refundNotice: desire !== null && isRefundDesire(desire) && !voucherAccepted,
    confirmLabel: labelTrigger ? t(`orders:confirm.${confirmLabelKey(labelTrigger)}`) : t('orders:confirm.default'),
    errorFor,
    chooseReason,
    photosReasonConfirmation,
    chooseDesire,
    acceptVoucher,
    submit,
  };
}

export type OrderCardModel = ReturnType<typeof useOrderCard>;
