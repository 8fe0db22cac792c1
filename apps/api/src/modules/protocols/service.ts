import {
  addressFieldNotOfCep,
  buyerFormSchema,
  FIRST_STATUS,
  futureStepsFor,
  isOwnCpf,
  LINE_HOLDING_STATUS_IDS,
  ORIGIN,
  photosItemNotAlone,
  splitIntoProtocols,
  type GenerateProtocolRequest,
  type Language,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { DomainError, interpolate } from '../../lib/errors';
import { assertOwnIdentity, readIdentityClaims } from '../../db/identity-claims';
import { coreMessages } from '../../lib/messages';
import type { Brand } from '../brand/repo';
import { findCep } from '../address/repo';
import { findRealBank } from '../catalog/repo';
import { refuseLockedBankChange } from '../orders/consumers';
import { findEcomLine, resolveEcomItem, type EcomItemContext } from './ecom-items';
import { resolveOutsideStoreItem, type OutsideStoreItemContext } from './outside-store-items';
import {
  requestHash,
  settleIdempotencyClaim,
  storeIdempotentResponse,
  type IdempotencyScope,
} from '../../db/idempotency';
import { protocolMessages } from './messages';
import { fieldError, issueError, parseGenerateRequest } from './payload';
import * as repo from './repo';
import type { BankValues, ResolvedItem } from './types';
import { keptAddressKeys } from './address-keys';
import { metrics } from '../../plugins/metrics';
import { enqueueProtocolOpened } from '../notifications/requests';
import { recordProtocolCreated } from '../events/event-data';
import { enqueueIssueAtOpening } from '../shipping/enqueue';

/** Statuses in which a protocol holds its order lines: open, or closed after settling them (ADR 0030). */
const HOLDING_STATUS_IDS: readonly number[] = LINE_HOLDING_STATUS_IDS;

/**
 * PHS_OBS of the first history entry: `note` keeps the back office's language (pt), `note_texts` the three, so the
 * history call shows it in the shopper's.
 */
const OPENED_NOTE = protocolMessages.openedNote;

export interface GenerateContext {
  db: Database;
  /** The request's brand; its policy link is the one the shopper's consent must name (R9). */
  brand: Pick<Brand, 'id' | 'policyUrl'>;
  consumerId: number;
  now: Date;
  /** The request language; kept on the protocol for the status messages (ADR 0022). Portuguese when not given. */
  language?: Language;
}

/**
 * Test seams into the transaction: a failure thrown here must leave no trace of the protocol. afterProtocolInsert runs
 * once per protocol, after it and its items, history, timeline (and, for a one-protocol request, the key's response)
 * are written by one statement, before the transaction commits.
 */
export interface GenerateHooks {
  afterProtocolInsert?: (tx: Database, protocolId: number) => Promise<void> | void;
}

/** Where one request item went: its protocol and its position there (1-based). */
export interface ItemProtocol {
  prt_id: number;
  position: number;
}

export interface GenerateResult {
  /** The first protocol: the one holding the request's first item (the spec's `prt_id`). */
  prtId: number;
  /** Every protocol the request became, in the order of their first items (ADR 0030). */
  prtIds: number[];
  /** Per request item, in request order: the protocol and position it is stored at (where its files go). */
  itemProtocols: ItemProtocol[];
  /** True when an earlier request with the same Idempotency-Key created them. */
  replayed: boolean;
}

/** The key's stored answer: the whole result, so a retry answers the same set of protocols. */
interface StoredAnswer {
  prt_id: number;
  prt_ids?: number[];
  item_protocols?: ItemProtocol[];
}

function replayedResult(body: StoredAnswer, itemCount: number): GenerateResult {
  // A one-protocol answer is stored by the write statement itself as { prt_id } only.
  return {
    prtId: body.prt_id,
    prtIds: body.prt_ids ?? [body.prt_id],
    itemProtocols:
      body.item_protocols ??
      Array.from({ length: itemCount }, (_, index) => ({ prt_id: body.prt_id, position: index + 1 })),
    replayed: true,
  };
}

export function generatedMessage(prtId: number, lang: Language): string {
  return interpolate(protocolMessages.generated[lang], { id: prtId });
}

/** Payload names of the buyer-form fields, to name the field the shopper has to fix. */
const BUYER_FIELD_NAMES: Record<string, keyof GenerateProtocolRequest> = {
  cpf: 'cpfCliente',
  nome: 'nomeCliente',
  telefone: 'telefoneCliente',
  email: 'emailCliente',
  cep: 'cepCliente',
  endereco: 'enderecoCliente',
  numero: 'numeroEndrCliente',
  complemento: 'complementoEndrCliente',
  bairro: 'bairroCliente',
  cidade: 'cidadeCliente',
  uf: 'UFCliente',
};

/** The buyer data through the very schema of the web's buyer form (spec §5). */
function checkBuyer(request: GenerateProtocolRequest) {
  const parsed = buyerFormSchema.safeParse({
    cpf: request.cpfCliente,
    nome: request.nomeCliente,
    telefone: `${request.dddCliente}${request.telefoneCliente}`,
    email: request.emailCliente,
    cep: request.cepCliente,
    endereco: request.enderecoCliente,
    numero: request.numeroEndrCliente,
    complemento: request.complementoEndrCliente,
    bairro: request.bairroCliente,
    cidade: request.cidadeCliente,
    uf: request.UFCliente,
  });
  if (parsed.success) return;
  const issues = parsed.error.issues.map((issue) => {
    const name = BUYER_FIELD_NAMES[String(issue.path[0])];
    return { message: issue.message, path: name ? [name, ...issue.path.slice(1)] : issue.path };
  });
  throw issueError({ issues });
}

/**
 * A request's city and state are the CEP's when the CEP is known (the buyer step fills them from it and lets them be
 * typed only when it is not found, issue 24; online requests too, issue 44). Only the stored CEPs are read: no upstream call in here.
 */
async function checkAddressOfCep(tx: Database, request: GenerateProtocolRequest): Promise<void> {
  const known = await findCep(tx, request.cepCliente.replace(/\D/g, ''));
  if (!known) return;
  const field = addressFieldNotOfCep({ cidade: request.cidadeCliente, uf: request.UFCliente }, known);
  if (field) throw fieldError('addressNotOfCep', BUYER_FIELD_NAMES[field]);
}

/** The bank of a payment reversal must be a real bank of the list ('1' and '001' name the same one). */
async function resolveBankCode(tx: Database, code: string): Promise<string> {
  for (const candidate of new Set([code, code.padStart(3, '0')])) {
    const bank = await findRealBank(tx, candidate);
    if (bank) return bank.code;
  }
  throw new DomainError('validation', protocolMessages.bankUnknown, { code: 'bank_unknown' });
}

/** Online purchases: every item names one of the customer's order lines at this brand. */
async function resolveEcomItems(
  context: EcomItemContext,
  request: GenerateProtocolRequest,
  exchangeColours: readonly string[],
): Promise<ResolvedItem[]> {
  // One line is locked as it is found; several are found first, then locked in id order (no deadlock between two
  // requests naming the same lines in another order).
  const single = request.items.length === 1;
  const found = [];
  for (const item of request.items) found.push(await findEcomLine(context, item, single));
  const ids = found.map((entry) => entry.line.id);
  const duplicate = found.find((entry, index) => ids.indexOf(entry.line.id) !== index);
  if (duplicate) {
    throw new DomainError('validation', protocolMessages.itemDuplicated, {
      code: 'item_duplicated',
      params: { product: duplicate.line.productName },
    });
  }
  if (!single) await repo.lockOrderLines(context.tx, ids);
  const resolved: ResolvedItem[] = [];
  for (const [index, item] of request.items.entries()) {
    resolved.push(await resolveEcomItem(context, item, exchangeColours[index] ?? '', found[index]!));
  }
  return resolved;
}

/** Purchases outside the online store: no order line, every item checked on its own store and purchase data. */
async function resolveOutsideStoreItems(
  context: OutsideStoreItemContext,
  request: GenerateProtocolRequest,
): Promise<ResolvedItem[]> {
  const resolved: ResolvedItem[] = [];
  for (const [index, item] of request.items.entries())
    resolved.push(await resolveOutsideStoreItem(context, item, index));
  return resolved;
}

/**
 * Creates a protocol from the spec §3 payload (`POST /returns/protocols/generate/b2c`). The payload is checked with
 * the shared wire schema, then, inside ONE transaction: the Idempotency-Key is claimed first (a repeat returns the
 * first result), the order lines are found and locked, every rule is re-checked on stored data, and the protocol, its
 * items, the first history entry (Opened) and the timeline of future steps are written together.
 *
 * Online purchases (origem 'ecom') resolve their order lines; purchases outside the online store (origem 'sac', items
 * without order lines, ADR 0021) resolve their store and purchase data; the writing is the same for both.
 */
export async function generateProtocol(
  context: GenerateContext,
  body: unknown,
  idempotencyKey: string | null,
  hooks: GenerateHooks = {},
): Promise<GenerateResult> {
  // Identity fields beside the payload (usu_email, cpf, con_id…) must name the session's customer: else the same 404
  // as elsewhere, before anything is checked or written (ARCHITECTURE §6).
  await assertOwnIdentity(context.db, context.consumerId, readIdentityClaims(body));
  const { request, exchangeColours } = parseGenerateRequest(body);
  if (request.marcaCodigo !== context.brand.id) {
    throw new DomainError('validation', protocolMessages.brandMismatch, { code: 'brand_mismatch' });
  }
  checkBuyer(request);
  // The consent names the policy the brand publishes now: one accepted at an older address is not this one (spec §2
  // remembers the acceptance per policy link, R9).
  if (request.termosLink !== context.brand.policyUrl) throw fieldError('termsNotAccepted', 'termosLink');

  return context.db.transaction(async (tx) => {
    const scope: IdempotencyScope | null = idempotencyKey
      ? { consumerId: context.consumerId, scope: `protocols/generate/b2c@${context.brand.id}`, key: idempotencyKey }
      : null;
    // The key is claimed first, by the transaction's first statement, which also reads the customer (one round trip).
    const hash = scope ? requestHash(body) : '';
    const found = await repo.findConsumerAndSettings(
      tx,
      context.consumerId,
      context.brand.id,
      scope ? { scope, hash } : undefined,
    );
    if (!found) throw new DomainError('not_found', coreMessages.notFound, { code: 'consumer_not_found' });
    if (scope) {
      const claim = await settleIdempotencyClaim(tx, scope, hash, found.keyInserted);
      if (claim.replay) return replayedResult(claim.body as StoredAnswer, request.items.length);
    }
    const { consumer } = found;
    // A valid CPF on record is locked (spec §4): the web shows it read-only, and the server refuses another (issue 24).
    if (!isOwnCpf(consumer.cpf, request.cpfCliente)) throw fieldError('cpfNotOwn', 'cpfCliente');
    // Online requests too (R56): the buyer step fills city and state from the CEP in both flows.
    await checkAddressOfCep(tx, request);
    const bank: BankValues = {
      ban_codigo: request.ban_codigo,
      cli_agencia: request.cli_agencia,
      cli_conta: request.cli_conta,
      cli_chavepix: request.cli_chavepix,
    };
    const items =
      request.origem === ORIGIN.SAC
        ? await resolveOutsideStoreItems({ tx, brandId: context.brand.id, bank, now: context.now }, request)
        : await resolveEcomItems(
            {
              tx,
              consumer: { id: consumer.id, cpf: consumer.cpf },
              brandId: context.brand.id,
              validateDeliveryDate: found.validateDeliveryDate,
              openStatusIds: HOLDING_STATUS_IDS,
              bank,
              now: context.now,
            },
            request,
            exchangeColours,
          );

    // Spec §4 sends a photos-required order-card item alone (R36); the outside-store form takes items of any reason.
    const notAlone =
      request.origem === ORIGIN.ECOM
        ? photosItemNotAlone(items, (item) => item.values.termsPhotosRequired === true)
        : undefined;
    if (notAlone) {
      throw new DomainError('validation', protocolMessages.photosItemNotAlone, {
        code: 'photos_item_not_alone',
        params: { product: notAlone.values.productName },
      });
    }

    // Bank data is stored only for a payment reversal; the item rules already required it complete and valid.
    const reversal = items.some((item) => item.needsBankData);
    // Complete saved bank data are locked (spec §4): the request may repeat them, not replace them.
    if (reversal) refuseLockedBankChange(consumer, bank);
    const bankCode = reversal && bank.ban_codigo ? await resolveBankCode(tx, bank.ban_codigo) : null;
    // One protocol per path and, for online purchases, per invoice (ADR 0030): each settles the way it was asked.
    const groups = splitIntoProtocols(items, (item) =>
      request.origem === ORIGIN.SAC
        ? { trigger: item.trigger }
        : { trigger: item.trigger, companyCode: item.values.companyCode, invoiceNumber: item.invoiceNumber },
    );
    // A single protocol stores the key's answer ({ prt_id }) with its own write statement; several store it after.
    const single = groups.length === 1;
    const prtIds: number[] = [];
    const itemProtocols: ItemProtocol[] = [];
    for (const group of groups) {
      const groupItems = group.map((index) => items[index]!);
      const first = groupItems[0]!;
      // Bank data belong to the protocols that pay back to a bank account only.
      const groupReversal = groupItems.some((item) => item.needsBankData);
      // The protocol, its items, the first history entry (Opened) and the timeline: one statement.
      const protocolId = await repo.insertProtocolWithDetails(
        tx,
        {
          brandId: context.brand.id,
          consumerId: consumer.id,
          statusId: FIRST_STATUS,
          // The shopper's language: the back office's status messages are written in it (ADR 0022).
          language: context.language ?? 'pt',
          // A protocol shows one request reason and follows one flow: its first item's (ADR 0010); its items share
          // the flow and the invoice (ADR 0030).
          reasonId: first.reasonId,
          desireId: first.desireId,
          trigger: first.trigger,
          contactType: first.contactType,
          origin: request.origem,
          invoiceNumber: first.invoiceNumber,
          originalOrderCode: first.orderCode,
          cpf: request.cpfCliente,
          name: request.nomeCliente,
          email: request.emailCliente,
          phoneDdi: request.ddiCliente,
          phoneDdd: request.dddCliente,
          phoneNumber: request.telefoneCliente,
          cep: request.cepCliente,
          street: request.enderecoCliente,
          streetNumber: request.numeroEndrCliente,
          complement: request.complementoEndrCliente || null,
          district: request.bairroCliente,
          city: request.cidadeCliente,
          uf: request.UFCliente,
          ...keptAddressKeys(request, groupItems),
          bankCode: groupReversal ? bankCode : null,
          bankAgency: groupReversal ? (request.cli_agencia ?? null) : null,
          bankAccount: groupReversal ? (request.cli_conta ?? null) : null,
          pixKey: groupReversal ? (request.cli_chavepix ?? null) : null,
          createdAt: context.now,
        },
        groupItems.map((item, index) => ({ ...item.values, position: index + 1 })),
        {
          statusId: FIRST_STATUS,
          happenedAt: context.now,
          note: OPENED_NOTE.pt,
          noteTexts: OPENED_NOTE,
          message: null,
        },
        futureStepsFor(first.trigger),
        // The key's answer, 200 { prt_id }, is stored by the same statement when the request is one protocol.
        single ? (scope ?? undefined) : undefined,
      );
      prtIds.push(protocolId);
      group.forEach((requestIndex, index) => {
        itemProtocols[requestIndex] = { prt_id: protocolId, position: index + 1 };
      });
      // The consent record LGPD asks for (R9, ADR 0074), with the protocol or not at all.
      await repo.insertConsent(tx, protocolId, context.brand.policyUrl, context.now);
      await hooks.afterProtocolInsert?.(tx, protocolId);
      // 'We received your request' (issue 23): queued with the protocol, sent by the drain after commit.
      await enqueueProtocolOpened(tx, protocolId, context.now);
      // protocol.created for the brand's systems (issue 26), in this transaction: no protocol, no event.
      await recordProtocolCreated(tx, protocolId, context.now);
      // The Correios authorisation (issue 48): a job queued with the protocol when the brand issues at opening; the
      // carrier is called by the job, after this commit, never inside it.
      await enqueueIssueAtOpening(tx, { protocolId, brandId: context.brand.id, now: context.now });
      metrics.protocolsCreated.inc();
    }
    const prtId = prtIds[0]!;
    if (scope && !single) {
      const answer: StoredAnswer = { prt_id: prtId, prt_ids: prtIds, item_protocols: itemProtocols };
      await storeIdempotentResponse(tx, scope, 200, answer);
    }
    return { prtId, prtIds, itemProtocols, replayed: false };
  });
}
