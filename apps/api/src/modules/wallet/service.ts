/**
 * The wallet's calls (spec §2 'Wallet', §3, §9; issue 12): the statement, the totals, the coupons, the campaign with
 * the coupon offer, and accepting a coupon. Every call is the session's customer at the host brand.
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  campaignCompanyCode,
  catalogueTexts,
  COUPON_ACTIVE_STATUS,
  COUPON_CAMPAIGN_NAME,
  COUPON_CAMPAIGN_NAME_TEXTS,
  couponOfferReason,
  formatDate,
  maskEmail,
  pickCatalogueText,
  pickLanguage,
  saoPauloDateKey,
  walletDateRange,
  walletEntryWithoutCoupon,
  type CouponsCampaignResponse,
  type DiscountCoupon,
  type Language,
  type WalletMovement,
  type WalletStatementResponse,
  type WalletTotals,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { coupons, walletMovements } from '../../db/schema';
import { DomainError, interpolate } from '../../lib/errors';
import { claimIdempotencyKey, requestHash, storeIdempotentResponse } from '../../db/idempotency';
import type { Messenger } from '../mail';
import { coreMessages } from '../../lib/messages';
import type { Brand } from '../brand/repo';
import { findSettings } from '../catalog/repo';
import { findConsumer } from '../orders/repo';
import { findOwnedProtocol } from '../protocols/read-repo';
import { lockAccount, readAccount, type MovementRow, type WalletOwner } from './ledger';
import { walletMessages } from './messages';
import * as repo from './repo';
import { recordCouponIssued } from '../events/event-data';

const MS_PER_DAY = 86_400_000;

export function walletNotFound(): DomainError {
  return new DomainError('not_found', coreMessages.notFound, { code: 'not_found' });
}

/** A movement as the statement sends it; DESC_OPER in `lang` when the row has its texts, else the stored pt one. */
export function toWireMovement(row: repo.StatementRow, lang: Language): WalletMovement {
  return {
    MOV_ID: row.id,
    MOV_DATA: row.movedAt.toISOString(),
    VCO_IDVTEX: row.giftCardId,
    TCM_CODIGO: row.couponCode,
    PRT_ID: row.protocolId,
    DESC_OPER: row.descriptionTexts ? pickLanguage(row.descriptionTexts, lang) : row.description,
    PED_CODIGO: row.orderCode,
    TIP_PGTO_ORIG: row.originalPaymentType,
    TRANS_OPER: row.operation,
    MOV_TIPO_LAN: row.entryType,
    VALUE: row.valueCents,
    SALDO_TOTAL: row.balanceCents,
    CON_ID: row.consumerId,
    MAR_ID: row.brandId,
  };
}

/** A coupon on the wire; its campaign's name also as shown in `lang` (the brand's text, else its own pt; ADR 0032). */
export function toWireCoupon(row: typeof coupons.$inferSelect, lang: Language): DiscountCoupon {
  return {
    TCM_CODIGO: row.code,
    TIC_CAMPANHA: row.campaign,
    TIC_CAMPANHA_SHOWN: pickCatalogueText(row.campaign, catalogueTexts(row.campaignTexts), lang),
    TIC_DESCONTO: row.discountPercent,
    TCM_DTCRIACAO: row.createdAt.toISOString(),
    TCM_DTVALIDADE: row.validUntil,
    TCC_STATUS: row.status,
    PED_DTSIS: row.usedAt ? row.usedAt.toISOString() : null,
    PED_NUMCLI: row.usedOrderCode,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Statement

/** The cursor is the last row's (moved_at, id), opaque to the client. */
function encodeCursor(row: MovementRow): string {
  return Buffer.from(`${row.movedAt.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { movedAt: Date; id: number } {
  const [iso = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  const movedAt = new Date(iso);
  if (Number.isNaN(movedAt.getTime()) || !/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) {
    throw new DomainError('validation', walletMessages.cursorInvalid, { code: 'cursor_invalid' });
  }
  return { movedAt, id: Number(id) };
}

export interface StatementQuery {
  dt_inicial?: string;
  dt_final?: string;
  prt_id?: number;
  ped_codigo?: string;
  cursor?: string;
  limit: number;
}

export async function statement(
  db: Database,
  owner: repo.StatementOwner,
  query: StatementQuery,
  lang: Language,
): Promise<WalletStatementResponse> {
  const range = walletDateRange(query.dt_inicial, query.dt_final);
  if (!range.ok) {
    throw range.reason === 'inverted_range'
      ? new DomainError('validation', walletMessages.dateRangeInverted, { code: 'date_range_inverted' })
      : new DomainError('validation', walletMessages.dateInvalid, {
          code: 'date_invalid',
          params: { field: range.field },
        });
  }
  const rows = await repo.readStatementPage(db, owner, {
    from: range.from,
    until: range.until,
    protocolId: query.prt_id,
    orderCode: query.ped_codigo,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    wallet: page.map((row) => toWireMovement(row, lang)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Totals

export async function totals(db: Database, owner: WalletOwner): Promise<WalletTotals> {
  // Two reads of the same owner, at once: the page waits for one round trip instead of two in a row.
  const [sums, account] = await Promise.all([repo.movementSums(db, owner), readAccount(db, owner)]);
  return {
    VALOR_VALE_COMPRAS_CREDITADO: sums.creditedCents,
    VALOR_VALE_COMPRAS_DEBITADO: sums.debitedCents,
    SALDO_TOTAL: account.balanceCents,
    SALDO_POR_TIPO_PGTO: [
      { TIP_PGTO_ORIG: 6, SALDO: account.cardCents },
      { TIP_PGTO_ORIG: 11, SALDO: account.pixCents },
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Coupons

export async function couponList(
  db: Database,
  owner: WalletOwner,
  lang: Language,
  status?: string,
): Promise<DiscountCoupon[]> {
  return (await repo.listCoupons(db, owner, status)).map((row) => toWireCoupon(row, lang));
}

interface OfferState {
  campaigns: { code: number; discountPercent: number }[];
  reason: 'ok' | 'no_campaign' | 'rule' | 'cpf_required';
  credits: MovementRow[];
  settings: { couponValidityDays: number } | null;
}

/** The campaign of the brand and whether the spec §9 rule holds for the customer now (read in `db`, maybe a tx). */
async function offerState(db: Database, owner: WalletOwner, now: Date): Promise<OfferState> {
  const companyCode = campaignCompanyCode(owner.brandId);
  const campaigns = companyCode === null ? [] : await repo.campaignsOfCompany(db, companyCode);
  const settings = await findSettings(db, owner.brandId);
  const consumer = await findConsumer(db, owner.consumerId);
  const credits = await repo.creditEntries(db, owner);
  const own = await repo.listCoupons(db, owner);
  const account = await readAccount(db, owner);
  const campaign = campaigns[0];
  const reason = !settings
    ? 'no_campaign'
    : couponOfferReason({
        settings: { SCO_QTD_CUPOM: settings.couponQuantity, SCO_VAL_CUPOM: settings.couponValidityDays },
        balanceCents: account.balanceCents,
        movements: credits.map((row) => ({ TCM_CODIGO: row.couponCode })),
        coupons: own.map((row) => ({ TCM_DTCRIACAO: row.createdAt, TCC_STATUS: row.status })),
        campaign: campaign ? { TIC_DESCONTO: campaign.discountPercent } : null,
        now,
        cpf: consumer?.cpf,
      });
  return { campaigns, reason, credits, settings };
}

export async function couponsCampaign(db: Database, owner: WalletOwner, now: Date): Promise<CouponsCampaignResponse> {
  const state = await offerState(db, owner, now);
  return {
    couponsCampaign: state.campaigns.map((row) => ({ TIC_CODIGO: row.code, TIC_DESCONTO: row.discountPercent })),
    couponOffer: { available: state.reason === 'ok', reason: state.reason },
  };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'CORRE10-X9D4T': the brand's first word, the percent, five random characters without look-alikes. */
function newCouponCode(brandName: string, percent: number): string {
  const word = (
    brandName
      .normalize('NFD')
      .replace(/[^A-Za-z ]/g, '')
      .split(' ')[0] ?? ''
  ).toUpperCase();
  const suffix = Array.from({ length: 5 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${word.slice(0, 8) || 'CUPOM'}${percent}-${suffix}`;
}

export interface AcceptCouponInput {
  ticCodigo: number;
  sendEmail: boolean;
  protocolId?: number;
}

export interface AcceptCouponContext {
  db: Database;
  owner: WalletOwner;
  brand: Pick<Brand, 'id' | 'name'>;
  now: Date;
  lang: Language;
  messenger: Messenger;
}

export interface AcceptCouponResult {
  status: number;
  body: { message: string; discountCoupons: DiscountCoupon[] };
  replayed: boolean;
}

function couponRefusal(reason: 'no_campaign' | 'rule' | 'cpf_required'): DomainError {
  return reason === 'cpf_required'
    ? new DomainError('rule', walletMessages.cpfRequired, { severity: 'WARN', code: 'cpf_required' })
    : new DomainError('rule', walletMessages.couponNotAvailable, { severity: 'WARN', code: 'coupon_not_available' });
}

/**
 * POST /returns/wallet/b2c/coupons: in one transaction that holds the wallet's account lock (so two acceptances
 * cannot both take the last entry), the key is claimed, the rule re-checked, the coupon created (active, valid for
 * SCO_VAL_CUPOM days) and tied to the oldest credit without one. The e-mail goes out after the commit.
 */
export async function acceptCoupon(
  context: AcceptCouponContext,
  input: AcceptCouponInput,
  idempotencyKey: string,
  body: unknown,
): Promise<AcceptCouponResult> {
  const { db, owner, now } = context;
  if (input.protocolId !== undefined && !(await findOwnedProtocol(db, owner, input.protocolId))) {
    throw walletNotFound();
  }
  const result = await db.transaction(async (tx) => {
    const scope = { consumerId: owner.consumerId, scope: `wallet/coupons@${owner.brandId}`, key: idempotencyKey };
    const claim = await claimIdempotencyKey(tx, scope, requestHash(body));
    if (claim.replay) {
      return { status: claim.status, body: claim.body as AcceptCouponResult['body'], replayed: true, mail: null };
    }
    await lockAccount(tx, owner);
    const state = await offerState(tx, owner, now);
    const campaign = state.campaigns.find((row) => row.code === input.ticCodigo);
    if (!campaign) throw couponRefusal('rule');
    if (state.reason !== 'ok') throw couponRefusal(state.reason);
    const entry = walletEntryWithoutCoupon(state.credits.map((row) => ({ ...row, TCM_CODIGO: row.couponCode })));
    if (!entry || !state.settings) throw couponRefusal('rule');

    const validUntil = saoPauloDateKey(new Date(now.getTime() + state.settings.couponValidityDays * MS_PER_DAY));
    let created: typeof coupons.$inferSelect | undefined;
    for (let attempt = 0; attempt < 5 && !created; attempt += 1) {
      [created] = await tx
        .insert(coupons)
        .values({
          code: newCouponCode(context.brand.name, campaign.discountPercent),
          consumerId: owner.consumerId,
          brandId: owner.brandId,
          campaign: COUPON_CAMPAIGN_NAME,
          campaignTexts: { ...COUPON_CAMPAIGN_NAME_TEXTS },
          discountPercent: campaign.discountPercent,
          createdAt: now,
          validUntil,
          status: COUPON_ACTIVE_STATUS,
          protocolId: input.protocolId ?? entry.protocolId ?? null,
        })
        .onConflictDoNothing()
        .returning();
    }
    if (!created) throw new Error('could not draw a free coupon code');
    // coupon.issued for the brand's systems (issue 26).
    await recordCouponIssued(tx, created);
    // The one update the ledger allows: the entry's coupon link, from null (ADR 0020).
    await tx
      .update(walletMovements)
      .set({ couponCode: created.code })
      .where(and(eq(walletMovements.id, entry.id), isNull(walletMovements.couponCode)));
    const responseBody = {
      message: interpolate(walletMessages.couponCreated[context.lang], { code: created.code }),
      discountCoupons: [toWireCoupon(created, context.lang)],
    };
    await storeIdempotentResponse(tx, scope, 201, responseBody);
    return { status: 201, body: responseBody, replayed: false, mail: input.sendEmail ? created : null };
  });

  if (result.mail) await sendCouponMail(context, result.mail);
  return { status: result.status, body: result.body, replayed: result.replayed };
}

async function sendCouponMail(context: AcceptCouponContext, coupon: typeof coupons.$inferSelect): Promise<void> {
  const consumer = await findConsumer(context.db, context.owner.consumerId);
  if (!consumer?.email) return;
  const params = {
    brand: context.brand.name,
    code: coupon.code,
    percent: coupon.discountPercent,
    until: formatDate(coupon.validUntil),
  };
  await context.messenger.deliver({
    brandId: context.brand.id,
    channel: 'email',
    to: consumer.email,
    toMasked: maskEmail(consumer.email),
    subject: interpolate(walletMessages.couponEmailSubject[context.lang], params),
    text: interpolate(walletMessages.couponEmailText[context.lang], params),
  });
}
