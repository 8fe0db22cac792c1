/**
 * The database schema: every entity of spec §3 plus brands, one-time codes, sessions, throttles, idempotency keys
 * and the message outbox. PostgreSQL 15 features only (PGlite runs 18 but production targets 15).
 *
 * Naming: tables and columns are plain English snake_case; the API maps them to the spec's wire names
 * (PRO_CODIGO, ASS_ID…) in each module's repo. Money is integer cents; instants are timestamptz.
 * Texts that customers read and that come from data (reason names, messages) are stored per language.
 */
import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  primaryKey,
  bigint,
  date,
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { nameWords } from './search-text';
import type { EventType } from '@portal/domain';

import type { LocalizedText } from '../lib/localized-text';

// Defined in lib (which never imports db, ADR 0087); kept importable from here, where the columns use it.
export type { LocalizedText };

/** A catalogue name in en/es as the brand gives it (ADR 0032); the name column itself is the brand's own (pt). */
export type CatalogueTexts = { en?: string; es?: string };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------------------------------------------------------
// Brands (ARCHITECTURE §5)

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Ten Mantine shades, lightest first; shade 8 carries white text at AA contrast. */
  palette: jsonb('palette').$type<string[]>().notNull(),
  logoSvg: text('logo_svg').notNull(),
  policyUrl: text('policy_url').notNull(),
  contactUrl: text('contact_url').notNull(),
  shopUrl: text('shop_url').notNull(),
  createdAt: createdAt(),
});

export const brandHosts = pgTable('brand_hosts', {
  host: text('host').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
});

export const brandCompanies = pgTable(
  'brand_companies',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    companyCode: integer('company_code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.companyCode] }),
    uniqueIndex('brand_companies_company_uq').on(t.companyCode),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Consumers (spec §3 Consumer; CON_ID) — the customer, with saved bank data

export const consumers = pgTable(
  'consumers',
  {
    id: serial('id').primaryKey(),
    cpf: text('cpf'),
    name: text('name').notNull(),
    /** Lower-cased; null for a customer known only by phone. */
    email: text('email'),
    /** Digits with country code, e.g. 5511987654321; null when unknown. */
    phone: text('phone'),
    bankCode: text('bank_code'),
    bankAgency: text('bank_agency'),
    bankAccount: text('bank_account'),
    pixKey: text('pix_key'),
    createdAt: createdAt(),
    /** When the shopper's personal data was anonymised (issue 28, migration 0016); null for an active account. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('consumers_email_uq').on(t.email),
    uniqueIndex('consumers_phone_uq').on(t.phone),
    index('consumers_cpf_idx').on(t.cpf),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Orders: the order record (customer side) and its lines (spec §3)

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id),
    /** PED_EMPRESA; the brand is found through brand_companies. */
    companyCode: integer('company_code').notNull(),
    /** PED_FILIAL */
    branchCode: integer('branch_code').notNull().default(1),
    /** PED_CODIGO */
    orderCode: text('order_code').notNull(),
    /** PED_TIPOPGTO */
    paymentType: integer('payment_type').notNull(),
    /** PED_VALTOTAL */
    totalCents: integer('total_cents').notNull(),
    /** DATA */
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    /** ORIGEM: Omni, eComm… */
    origin: text('origin').notNull(),
    /** PEDIDO_MKTP */
    isMarketplace: boolean('is_marketplace').notNull().default(false),
    // Customer snapshot of the order record (spec §3 'Order record')
    cpf: text('cpf'),
    customerName: text('customer_name').notNull(),
    email: text('email'),
    phoneDdi: text('phone_ddi'),
    phoneDdd: text('phone_ddd'),
    phoneNumber: text('phone_number'),
    cep: text('cep'),
    street: text('street'),
    city: text('city'),
    uf: char('uf', { length: 2 }),
    streetNumber: text('street_number'),
    complement: text('complement'),
    district: text('district'),
    /** CLI_ENDDES / CLI_ENDSEQDES: the delivery-address ids of the order system. */
    addressId: text('address_id'),
    addressSeq: text('address_seq'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_company_code_uq').on(t.companyCode, t.orderCode),
    index('orders_consumer_company_idx').on(t.consumerId, t.companyCode),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** NUMERONF */
    invoiceNumber: text('invoice_number').notNull(),
    /** FAT_SEQUENCIA */
    invoiceSeq: integer('invoice_seq').notNull(),
    /** ITE_SEQUENCIA */
    itemSeq: integer('item_seq').notNull(),
    /** PRO_CODIGO */
    productCode: text('product_code').notNull(),
    /** PRO_NOME */
    productName: text('product_name').notNull(),
    /** PRO_MODELO */
    productModel: text('product_model').notNull(),
    /** GRA_CODIGO */
    gridCode: text('grid_code').notNull(),
    /** GRA_TAMANHO */
    size: text('size').notNull(),
    /** COR_NOME */
    colourName: text('colour_name').notNull(),
    /** PRO_NOME and COR_NOME in en/es where the brand gives them (ADR 0032); null: only the brand's own name. */
    productNameTexts: jsonb('product_name_texts').$type<CatalogueTexts>(),
    colourNameTexts: jsonb('colour_name_texts').$type<CatalogueTexts>(),
    /** QUANTIDADENF */
    quantity: integer('quantity').notNull().default(1),
    /** ITE_VALBRUTO */
    grossCents: integer('gross_cents').notNull(),
    /** DATA_ENTREGA; null when the carrier never confirmed it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** LINK_IMAGEM */
    imageUrl: text('image_url').notNull(),
    /** VOL_RASTREIO */
    tracking: text('tracking'),
    /** TIPO_REFATU: a re-invoice, so an exchange of it would be a second exchange. */
    isReinvoice: boolean('is_reinvoice').notNull().default(false),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    // The protocol's line lookup names a line by its invoice sequence and item (SEQUENCIAFAT, ITEMFATSEQUENCIA): without
    // this it read every line of the customer's orders at that company (issue 15, bench/README.md protocol creation).
    index('order_lines_invoice_item_idx').on(t.invoiceSeq, t.itemSeq),
    // The dashboard's lines sold of a product, for its return rate (issue 27, migration 0015).
    index('order_lines_product_idx').on(t.productCode),
    // Who sells a model, for the stock a brand may set (issue 44, migration 0023).
    index('order_lines_model_idx').on(t.productModel),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Catalogue: reasons (ASS_), sub-reasons (SMOT_), desires (MOT_), bonuses, stock, settings, banks, CEPs

export const reasons = pgTable('reasons', {
  /** ASS_ID */
  id: integer('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  /** CTO_ID */
  contactType: integer('contact_type').notNull(),
  /** ASS_EXIGE_IMG */
  requiresImages: boolean('requires_images').notNull().default(false),
  /** ASS_RESTRICAO_SLA */
  slaRestricted: boolean('sla_restricted').notNull().default(false),
  /** ASS_SLA_TROCA, in days */
  slaDays: integer('sla_days').notNull().default(0),
  /** ASS_PRI_TROCA */
  firstExchangeAllowed: boolean('first_exchange_allowed').notNull().default(true),
  /** ASS_SEG_TROCA */
  secondExchangeAllowed: boolean('second_exchange_allowed').notNull().default(false),
  /** ASS_PER_DEVOLUCAO */
  refundAllowed: boolean('refund_allowed').notNull().default(true),
  /** ASS_MSG_FORA_PRAZO */
  outOfDeadlineMessage: jsonb('out_of_deadline_message').$type<LocalizedText>(),
  /** ASS_MSG_VEN_MKTP */
  marketplaceMessage: jsonb('marketplace_message').$type<LocalizedText>(),
  /** ASS_ATIVO */
  active: boolean('active').notNull().default(true),
  /** ASS_MOT_OPE: offered to operators only, never to customers. */
  operatorOnly: boolean('operator_only').notNull().default(false),
});

export const subReasons = pgTable(
  'sub_reasons',
  {
    /** SMOT_ID */
    id: integer('id').primaryKey(),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => reasons.id),
    contactType: integer('contact_type').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** Offered to shoppers; false once an admin retires a sub-reason something refers to (issue 27, migration 0014). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('sub_reasons_reason_idx').on(t.reasonId)],
);

export const bonuses = pgTable('bonuses', {
  /** BON_CODIGO */
  code: integer('code').primaryKey(),
  /** BON_PERCENTUAL, whole percent */
  percent: integer('percent').notNull(),
  active: boolean('active').notNull().default(true),
});

export const desires = pgTable(
  'desires',
  {
    /** MOT_ID */
    id: integer('id').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    active: boolean('active').notNull().default(true),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => reasons.id),
    /** MOT_TAMANHO */
    sizeChange: boolean('size_change').notNull().default(false),
    /** MOT_COR */
    colourChange: boolean('colour_change').notNull().default(false),
    /** MOT_ESTORNO */
    refund: boolean('refund').notNull().default(false),
    /** MOT_VALE_COMPRAS */
    storeCredit: boolean('store_credit').notNull().default(false),
    /** MOT_GATILHO: E refund, C shopping voucher, T exchange */
    trigger: char('trigger', { length: 1 }).notNull(),
    /** MOT_MSG_AUXILIAR */
    auxiliaryMessage: jsonb('auxiliary_message').$type<LocalizedText>(),
    bonusCode: integer('bonus_code').references(() => bonuses.code),
  },
  (t) => [index('desires_reason_idx').on(t.reasonId)],
);

export const stockVariants = pgTable(
  'stock_variants',
  {
    id: serial('id').primaryKey(),
    productModel: text('product_model').notNull(),
    productCode: text('product_code').notNull(),
    colourCode: text('colour_code').notNull(),
    colourName: text('colour_name').notNull(),
    /** The colour's name in en/es where the brand gives it (ADR 0032). */
    colourNameTexts: jsonb('colour_name_texts').$type<CatalogueTexts>(),
    colourHex: text('colour_hex').notNull(),
    size: text('size').notNull(),
    sizeOrder: integer('size_order').notNull(),
    /** EST_SLD; 0 means unavailable. */
    stock: integer('stock').notNull(),
    /** EST_TPEST */
    stockType: text('stock_type').notNull().default('E'),
    imageUrl: text('image_url').notNull(),
  },
  (t) => [
    index('stock_variants_model_idx').on(t.productModel, t.productCode),
    uniqueIndex('stock_variants_variant_uq').on(t.productModel, t.colourCode, t.size),
  ],
);

export const settings = pgTable('settings', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id),
  /** SCO_VAL_ENTREGA */
  validateDeliveryDate: boolean('validate_delivery_date').notNull().default(true),
  /** SCO_QTD_CUPOM */
  couponQuantity: integer('coupon_quantity').notNull(),
  /** SCO_VAL_CUPOM, days */
  couponValidityDays: integer('coupon_validity_days').notNull(),
  couponMessage: jsonb('coupon_message').$type<LocalizedText>().notNull(),
  couponInstructions: jsonb('coupon_instructions').$type<LocalizedText>().notNull(),
  shoppingMessage: jsonb('shopping_message').$type<LocalizedText>().notNull(),
  refundMessage: jsonb('refund_message').$type<LocalizedText>().notNull(),
});

export const banks = pgTable('banks', {
  /** BAN_CODIGO, three digits as the central bank lists them */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** False for the non-bank entries (adjustments, others, transport…) that the bank list leaves out. */
  isBank: boolean('is_bank').notNull().default(true),
});

export const ceps = pgTable('ceps', {
  cep: char('cep', { length: 8 }).primaryKey(),
  street: text('street'),
  district: text('district'),
  /** LOC_NOME */
  city: text('city').notNull(),
  /** UF_CODIGO */
  uf: char('uf', { length: 2 }).notNull(),
  /** Set when the row came from the upstream CEP service rather than the seed. */
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
});

// ---------------------------------------------------------------------------------------------------------------
// Protocols (spec §3 Protocol, history, timeline, items, stockouts) and attachments

export const protocols = pgTable(
  'protocols',
  {
    /** PRT_ID */
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id),
    /** SIT_ID of the current (last) history entry, kept here so lists need no aggregate. */
    statusId: integer('status_id').notNull(),
    /** The request reason shown on the detail (MOT_NOME). */
    reasonId: integer('reason_id').references(() => reasons.id),
    desireId: integer('desire_id').references(() => desires.id),
    /** MOT_GATILHO of the request: drives the status flow. */
    trigger: char('trigger', { length: 1 }).notNull(),
    /** CTO_ID */
    contactType: integer('contact_type').notNull(),
    /** origem: ecom or sac */
    origin: text('origin').notNull(),
    /** PRT_NFISCAL */
    invoiceNumber: text('invoice_number'),
    /** PEDIDO_ORIGINAL */
    originalOrderCode: text('original_order_code'),
    // Buyer snapshot (CON_*)
    cpf: text('cpf').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneDdi: text('phone_ddi').notNull(),
    phoneDdd: text('phone_ddd').notNull(),
    phoneNumber: text('phone_number').notNull(),
    cep: text('cep').notNull(),
    street: text('street').notNull(),
    streetNumber: text('street_number').notNull(),
    complement: text('complement'),
    district: text('district').notNull(),
    city: text('city').notNull(),
    uf: char('uf', { length: 2 }).notNull(),
    addressId: text('address_id'),
    addressSeq: text('address_seq'),
    // Bank data for a payment reversal
    bankCode: text('bank_code'),
    bankAgency: text('bank_agency'),
    bankAccount: text('bank_account'),
    pixKey: text('pix_key'),
    // Part 3 of the spec lists these; filled by back-office processes, not by the portal.
    kind: text('kind'),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    responsible: text('responsible'),
    responseLetter: text('response_letter'),
    /** The return shipping code (post object) of status 16, shown to the shopper with a QR code (ADR 0022). */
    shippingCode: text('shipping_code'),
    /**
     * The language the shopper used when opening the protocol: status messages are written in it (ADR 0022). Null for
     * protocols opened before it was stored; they are told in pt, the portal's default.
     */
    language: text('language').$type<'pt' | 'en' | 'es'>(),
    createdAt: createdAt(),
  },
  // The list (POST /returns/protocols/b2c) reads one customer's protocols at one brand newest first, ties by id: the
  // index, read backwards, gives them in that order, so a customer with thousands of protocols costs no sort
  // (bench/protocols-list.ts). Ascending on purpose: drizzle writes `.desc()` as DESC NULLS LAST, which does not match
  // `order by … desc` (NULLS FIRST), and PostgreSQL then sorted every row (migration 0004, test in read-routes.test).
  (t) => [
    index('protocols_consumer_brand_created_id_idx').on(t.consumerId, t.brandId, t.createdAt, t.id),
    // The back-office queue (ADR 0022): by brand, optionally by status, oldest first; the search by CPF, e-mail and
    // invoice within a brand; the expiry job by status.
    index('protocols_brand_status_created_idx').on(t.brandId, t.statusId, t.createdAt, t.id),
    index('protocols_brand_created_idx').on(t.brandId, t.createdAt, t.id),
    index('protocols_brand_cpf_idx').on(t.brandId, t.cpf),
    index('protocols_brand_email_idx').on(t.brandId, sql`lower(${t.email})`),
    index('protocols_brand_invoice_idx').on(t.brandId, t.invoiceNumber),
    // The queue's search by name (any words, each a prefix, accents ignored) and by phone (ADR 0029, migration 0009).
    index('protocols_name_words_idx').using('gin', nameWords(t.name)),
    index('protocols_brand_phone_idx').on(t.brandId, t.phoneNumber, t.phoneDdd),
    uniqueIndex('protocols_shipping_code_uq')
      .on(t.shippingCode)
      .where(sql`${t.shippingCode} is not null`),
  ],
);

/**
 * The shopper's consent to the brand's policy when she opened the protocol (spec §5 'Quick access', LGPD art. 8:
 * the controller proves consent): which policy link she accepted and when (issue 44, ADR 0074).
 */
export const protocolConsents = pgTable('protocol_consents', {
  protocolId: integer('protocol_id')
    .primaryKey()
    .references(() => protocols.id, { onDelete: 'cascade' }),
  policyLink: text('policy_link').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
});

export const protocolItems = pgTable(
  'protocol_items',
  {
    id: serial('id').primaryKey(),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    /** Null for purchases made outside the online store. */
    orderLineId: integer('order_line_id').references(() => orderLines.id),
    /** agrupador / itemDevolucao: position of the item within the protocol. */
    position: integer('position').notNull(),
    productCode: text('product_code').notNull(),
    /** PRO_RESUMIDO */
    productName: text('product_name').notNull(),
    colourName: text('colour_name').notNull(),
    gridCode: text('grid_code'),
    size: text('size').notNull(),
    exchangeSize: text('exchange_size'),
    exchangeColour: text('exchange_colour'),
    imageUrl: text('image_url'),
    /** ITP_QTDEV */
    quantity: integer('quantity').notNull().default(1),
    /** ITF_VLUNIT */
    unitCents: integer('unit_cents').notNull(),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => reasons.id),
    subReasonId: integer('sub_reason_id').references(() => subReasons.id),
    desireId: integer('desire_id')
      .notNull()
      .references(() => desires.id),
    trigger: char('trigger', { length: 1 }).notNull(),
    observation: text('observation'),
    /** prt_valor_bonus, when the customer accepted a voucher (prt_sit_bonus S). */
    bonusCents: integer('bonus_cents'),
    bonusAccepted: boolean('bonus_accepted').notNull().default(false),
    /**
     * The reason's terms the item was opened under (issue 27, ADR 0046, migration 0014): its deadline in days (null when
     * the reason had no deadline restriction) and whether it required photos, so an admin's later change never alters
     * an open protocol. Null on items opened before they were stored; those read the reason as it is.
     */
    termsDeadlineDays: integer('terms_deadline_days'),
    termsPhotosRequired: boolean('terms_photos_required'),
    companyCode: integer('company_code'),
    branchCode: integer('branch_code'),
    invoiceSeq: integer('invoice_seq'),
    itemSeq: integer('item_seq'),
    invoiceNumber: text('invoice_number'),
    // Outside-store purchases (nomeLoja, cnpjLoja…)
    storeName: text('store_name'),
    storeCnpj: text('store_cnpj'),
    storePhone: text('store_phone'),
    storePurchaseDate: date('store_purchase_date'),
    storeAddress: text('store_address'),
    storeCity: text('store_city'),
  },
  (t) => [
    index('protocol_items_protocol_idx').on(t.protocolId),
    index('protocol_items_order_line_idx').on(t.orderLineId),
    // The dashboard's returns per product (issue 27, migration 0015).
    index('protocol_items_product_idx').on(t.productCode, t.protocolId),
  ],
);

export const protocolHistory = pgTable(
  'protocol_history',
  {
    id: serial('id').primaryKey(),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    statusId: integer('status_id').notNull(),
    /** PHS_DATA */
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull().defaultNow(),
    /** PHS_OBS */
    note: text('note'),
    /** MSG_DESC */
    message: text('message'),
    /**
     * PHS_OBS in every language, for entries the portal writes itself (a contact change): the shopper reads them in
     * the request language; `note` keeps the Portuguese text for the back office. Null for back-office entries.
     */
    noteTexts: jsonb('note_texts').$type<LocalizedText>(),
    /** Who moved it (audit, ADR 0022): never sent to the shopper. Null for the portal's, the ERP's and the scheduler's. */
    operatorId: integer('operator_id').references(() => operators.id),
    /** What wrote the entry: the portal (shopper), an operator, the ERP or the expiry scheduler. */
    source: text('source').$type<'portal' | 'operator' | 'erp' | 'scheduler'>().notNull().default('portal'),
  },
  (t) => [
    index('protocol_history_protocol_idx').on(t.protocolId, t.happenedAt),
    check('protocol_history_source', sql`${t.source} in ('portal', 'operator', 'erp', 'scheduler')`),
  ],
);

export const protocolTimeline = pgTable(
  'protocol_timeline',
  {
    id: serial('id').primaryKey(),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** SIT_ID_NEW */
    statusId: integer('status_id').notNull(),
  },
  (t) => [uniqueIndex('protocol_timeline_protocol_position_uq').on(t.protocolId, t.position)],
);

export const protocolStockouts = pgTable(
  'protocol_stockouts',
  {
    id: serial('id').primaryKey(),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    size: text('size').notNull(),
    colourName: text('colour_name').notNull(),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull().default(1),
    unitCents: integer('unit_cents').notNull(),
  },
  (t) => [index('protocol_stockouts_protocol_idx').on(t.protocolId)],
);

export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    protocolItemId: integer('protocol_item_id').references(() => protocolItems.id, { onDelete: 'cascade' }),
    /** is_nfe: an invoice file rather than a photo */
    isInvoice: boolean('is_invoice').notNull(),
    originalName: text('original_name').notNull(),
    /** Generated file name under DATA_DIR/uploads; never derived from the client's name. */
    storedName: text('stored_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_protocol_idx').on(t.protocolId),
    uniqueIndex('attachments_stored_name_uq').on(t.storedName),
  ],
);

/** A create call's Idempotency-Key: a retried or concurrent submit finds the first one's result. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Hash of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.consumerId, t.scope, t.key] })],
);

// ---------------------------------------------------------------------------------------------------------------
// Wallet (spec §3 Wallet movement, Coupon, Campaign coupon)

/**
 * The ledger (ADR 0020): append-only, a trigger refuses DELETE and any UPDATE but setting `coupon_code` once from
 * null. Each row is written in the transaction that locks the customer's wallet_accounts row, with the running
 * balance after it.
 */
export const walletMovements = pgTable(
  'wallet_movements',
  {
    id: serial('id').primaryKey(),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id),
    /** MAR_ID */
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** MOV_DATA */
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull(),
    /** VCO_IDVTEX */
    giftCardId: text('gift_card_id'),
    /** TCM_CODIGO: the coupon issued against this entry, if any */
    couponCode: text('coupon_code'),
    protocolId: integer('protocol_id').references(() => protocols.id),
    /** DESC_OPER: in Portuguese, the back office's language. */
    description: text('description').notNull(),
    /**
     * DESC_OPER in every language: the shopper reads it in the request language, `description` keeps the Portuguese
     * text. Null for a row this cannot be given to (a back-office text written before migration 0005): then
     * `description` is answered.
     */
    descriptionTexts: jsonb('description_texts').$type<LocalizedText>(),
    /** PED_CODIGO */
    orderCode: text('order_code'),
    /** TIP_PGTO_ORIG */
    originalPaymentType: integer('original_payment_type'),
    /** TRANS_OPER: Credit or Debit */
    operation: text('operation').$type<'Credit' | 'Debit'>().notNull(),
    /** MOV_TIPO_LAN: V money value, B percent bonus */
    entryType: char('entry_type', { length: 1 }).$type<'V' | 'B'>().notNull(),
    /** What the movement is (voucher, bonus, refund, purchase, purchase_cancel, adjustment): the replay reads it. */
    kind: text('kind')
      .$type<'voucher' | 'bonus' | 'refund' | 'purchase' | 'purchase_cancel' | 'adjustment'>()
      .notNull(),
    valueCents: integer('value_cents').notNull(),
    /** SALDO_TOTAL after this movement */
    balanceCents: integer('balance_cents').notNull(),
    /** vco_token: the shop's transaction id of a gift-card purchase or cancellation (idempotent with the card id). */
    shopToken: text('shop_token'),
  },
  (t) => [
    // Ascending: read backwards it gives ORDER BY moved_at DESC, id DESC (NULLS FIRST, PostgreSQL's default for DESC),
    // which an index declared DESC NULLS LAST cannot serve without a sort of every row.
    index('wallet_movements_statement_idx').on(t.consumerId, t.brandId, t.movedAt, t.id),
    uniqueIndex('wallet_movements_shop_token_uq')
      .on(t.giftCardId, t.shopToken)
      .where(sql`${t.shopToken} is not null`),
    index('wallet_movements_gift_card_idx').on(t.giftCardId),
    // The dashboard's ledger per brand and month (issue 27, migration 0015).
    index('wallet_movements_brand_moved_idx').on(t.brandId, t.movedAt),
    check('wallet_movements_value_positive', sql`${t.valueCents} > 0`),
    check('wallet_movements_balance_not_negative', sql`${t.balanceCents} >= 0`),
    check('wallet_movements_operation', sql`${t.operation} in ('Credit', 'Debit')`),
    check('wallet_movements_entry_type', sql`${t.entryType} in ('V', 'B')`),
    check(
      'wallet_movements_kind',
      sql`${t.kind} in ('voucher', 'bonus', 'refund', 'purchase', 'purchase_cancel', 'adjustment')`,
    ),
  ],
);

/**
 * One row per customer and brand: the balance split by where the money came from (ADR 0020). Locked (select … for
 * update) by every transaction that appends a movement; the checks keep any balance from going below zero.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    balanceCents: integer('balance_cents').notNull().default(0),
    /** Refundable to the credit card (TIP_PGTO_ORIG 6). */
    cardCents: integer('card_cents').notNull().default(0),
    /** Refundable by Pix (TIP_PGTO_ORIG 11). */
    pixCents: integer('pix_cents').notNull().default(0),
    /** Bonus and every other origin: spendable in the shop, never refundable. */
    otherCents: integer('other_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.consumerId, t.brandId] }),
    check('wallet_accounts_balance_not_negative', sql`${t.balanceCents} >= 0`),
    check('wallet_accounts_card_not_negative', sql`${t.cardCents} >= 0`),
    check('wallet_accounts_pix_not_negative', sql`${t.pixCents} >= 0`),
    check('wallet_accounts_other_not_negative', sql`${t.otherCents} >= 0`),
    check('wallet_accounts_balance_is_sum', sql`${t.balanceCents} = ${t.cardCents} + ${t.pixCents} + ${t.otherCents}`),
  ],
);

/** A refund of wallet balance the shopper asked for (POST giftcards/refund with commit), with its debit movement. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    protocolId: integer('protocol_id').references(() => protocols.id),
    /** tipo_pag: 6 credit card, 11 Pix */
    paymentType: integer('payment_type').notNull(),
    valueCents: integer('value_cents').notNull(),
    /** requested → (back office) paid or refused */
    status: text('status').notNull().default('requested'),
    /** The Pix key the money goes to, as it was on the consumer record when asked (Pix only). */
    pixKey: text('pix_key'),
    movementId: integer('movement_id')
      .notNull()
      .references(() => walletMovements.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refund_requests_movement_uq').on(t.movementId),
    index('refund_requests_consumer_brand_idx').on(t.consumerId, t.brandId, t.createdAt),
    check('refund_requests_payment_type', sql`${t.paymentType} in (6, 11)`),
    check('refund_requests_value_positive', sql`${t.valueCents} > 0`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    /** TCM_CODIGO */
    code: text('code').primaryKey(),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** TIC_CAMPANHA */
    campaign: text('campaign').notNull(),
    /** The campaign's name in en/es where the brand gives it (ADR 0032). */
    campaignTexts: jsonb('campaign_texts').$type<CatalogueTexts>(),
    /** TIC_DESCONTO, whole percent */
    discountPercent: integer('discount_percent').notNull(),
    /** TCM_DTCRIACAO */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** TCM_DTVALIDADE */
    validUntil: date('valid_until').notNull(),
    /** TCC_STATUS: 'Ativo' is active */
    status: text('status').notNull(),
    /** PED_DTSIS / PED_NUMCLI: the order the coupon was used on */
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedOrderCode: text('used_order_code'),
    protocolId: integer('protocol_id').references(() => protocols.id),
  },
  (t) => [index('coupons_consumer_brand_idx').on(t.consumerId, t.brandId, t.createdAt)],
);

export const campaignCoupons = pgTable(
  'campaign_coupons',
  {
    /** TIC_CODIGO */
    code: integer('code').primaryKey(),
    /** mar_codigo: the company code of the brand */
    companyCode: integer('company_code').notNull(),
    /** TIC_DESCONTO */
    discountPercent: integer('discount_percent').notNull(),
  },
  (t) => [index('campaign_coupons_company_idx').on(t.companyCode)],
);

// ---------------------------------------------------------------------------------------------------------------
// Authentication (ARCHITECTURE §7): one-time codes, sessions, throttles, outbox

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** 'email:<lower-case address>' or 'phone:<digits with country code>' */
    identity: text('identity').notNull(),
    consumerId: integer('consumer_id').references(() => consumers.id),
    /** SHA-256 of the code with a per-row salt; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_identity_idx').on(t.brandId, t.identity, t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the 256-bit session id held in the cookie. */
    idHash: text('id_hash').primaryKey(),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** How the customer logged in: the e-mail or phone the code went to. */
    loginIdentity: text('login_identity').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_consumer_idx').on(t.consumerId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Counted events for throttles that must hold across API instances (code requests per IP, per identity). */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('throttle_events_bucket_idx').on(t.bucket, t.createdAt)],
);

/** Every message sent (recipient masked). The code is kept only outside production, for the dev outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipientMasked: text('recipient_masked').notNull(),
    /** Full recipient only outside production, so the dev outbox can filter by it. */
    recipient: text('recipient'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    /** 'outbox' (no transport configured), 'sent' or 'failed' */
    delivery: text('delivery').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------------------------
// Back office (issue 14, ADR 0022): operators, their sessions, transition idempotency, protocol refunds, notifications

/**
 * A back-office operator: not a customer. Signs in with an e-mail code (the shoppers' one_time_codes, identity
 * 'operator:<email>') and a TOTP second factor; acts only within `brands`.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<'agent' | 'admin'>().notNull(),
    brands: integer('brands').array().notNull(),
    /** The TOTP secret, AES-256-GCM under a key derived from CODE_HASH_SECRET (never logged nor answered). */
    totpSecret: text('totp_secret'),
    /** Null until the first TOTP is accepted: the next sign-in shows the enrolment QR code again. */
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The time step of the last accepted TOTP: a token is accepted once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_email_uq').on(t.email), check('operators_role', sql`${t.role} in ('agent', 'admin')`)],
);

/** An operator's session: only the hash of the cookie's 256-bit id; 8 h absolute, 30 min idle (ADR 0022). */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('operator_sessions_operator_idx').on(t.operatorId),
    index('operator_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A transition's idempotency (an operator's Idempotency-Key, the ERP's transitionId): a replay answers what the first
 * request answered. `scope` names who sent it ('operator:<id>', 'erp:<brand>').
 */
export const protocolTransitionKeys = pgTable(
  'protocol_transition_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** The refund of a protocol's items to the original payment (status 18 Refund requested), for the finance team. */
export const protocolRefunds = pgTable(
  'protocol_refunds',
  {
    id: serial('id').primaryKey(),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id),
    /** The original order's PED_TIPOPGTO; null for a purchase outside the online store. */
    paymentType: integer('payment_type'),
    valueCents: integer('value_cents').notNull(),
    /** Where the money goes when it is not the card or Pix of the order: the protocol's bank data, as they were. */
    bankCode: text('bank_code'),
    bankAgency: text('bank_agency'),
    bankAccount: text('bank_account'),
    pixKey: text('pix_key'),
    status: text('status').notNull().default('requested'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('protocol_refunds_protocol_uq').on(t.protocolId),
    index('protocol_refunds_brand_created_idx').on(t.brandId, t.createdAt),
    check('protocol_refunds_value_positive', sql`${t.valueCents} > 0`),
  ],
);

/**
 * The transactional outbox of shopper notifications (ADR 0022): written in the move's transaction, sent after commit
 * by the drain. `dedupe_key` is unique, so one move is one message however often the drain runs.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    /** Null for a message about no protocol (a wallet balance refund request, issue 23). */
    protocolId: integer('protocol_id').references(() => protocols.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    /** Full address or phone digits: needed to send. Logs get `recipient_masked`. */
    recipient: text('recipient').notNull(),
    recipientMasked: text('recipient_masked').notNull(),
    lang: text('lang').$type<'pt' | 'en' | 'es'>().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the last allowed attempt failed: its job (modules/jobs, ADR 0089) is dead, nothing tries again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** An error code only (ECONNREFUSED…), never a transport's reply (it can quote the address). */
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('notification_outbox_dedupe_uq').on(t.dedupeKey),
    index('notification_outbox_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('notification_outbox_protocol_idx').on(t.protocolId),
    check('notification_outbox_channel', sql`${t.channel} in ('email', 'sms')`),
  ],
);

// ── Issue 25: integration (modules/integration, VTEX connector). Tables of this area go between these two lines. ──
// Integration API (modules/integration, ADR 0041)

/**
 * Which brand set a stock variant's level through the integration API, and as of when: a delivery older than the
 * stored one is ignored (out-of-order deliveries are safe). `brandId` is the brand that set it last: a brand may set
 * the stock of a model its orders hold (ADR 0072), and of an unsold one only when no other brand set it. A variant
 * without a row here (the demo seed's) has never been set by a brand.
 */
export const integrationStockVersions = pgTable('integration_stock_versions', {
  stockVariantId: integer('stock_variant_id')
    .primaryKey()
    .references(() => stockVariants.id),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  asOf: timestamp('as_of', { withTimezone: true }).notNull(),
});

// VTEX connector (modules/integration/vtex, ADR 0043)

/**
 * The last VTEX change applied per store order: a feed event whose lastChange is not newer is committed without
 * fetching the order again (at-least-once delivery, applied once). A rejected or skipped order is recorded here too,
 * with its reasons, so it is committed and not fetched forever.
 */
export const vtexOrderSync = pgTable(
  'vtex_order_sync',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    vtexOrderId: text('vtex_order_id').notNull(),
    /** VTEX's own lastChange of the state applied (compared in SQL: VTEX sends 7 fractional digits). */
    lastChange: timestamp('last_change', { withTimezone: true, mode: 'string' }).notNull(),
    outcome: text('outcome').notNull(),
    /** Why the order was rejected or skipped ({ field, code, message }, no personal data); null when applied. */
    errors: jsonb('errors').$type<{ field: string; code: string; message: string }[]>(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.vtexOrderId] }),
    check('vtex_order_sync_outcome', sql`${t.outcome} in ('created', 'updated', 'unchanged', 'rejected', 'skipped')`),
  ],
);

/** Who runs a brand's feed now: one API instance at a time, for a lease it renews while it works (ADR 0043). */
export const vtexConnectorLeases = pgTable('vtex_connector_leases', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id),
  holder: text('holder').notNull(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }).notNull(),
});
// ── End of issue 25. ──

// ── Issue 26: events (modules/events) and webhooks (modules/webhooks). Tables of this area go between these two lines. ──

/**
 * What happened, for brands' systems (issue 26): written by `recordEvent` in the transaction of the change itself, so
 * an event exists exactly when its change committed. `tx_id` is the writing transaction's id: the feed orders by
 * (tx_id, id) and shows only events whose transaction is older than every one still running (ADR 0045), so a
 * transaction committing late can never slip behind a cursor. Kept 30 days.
 */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The envelope's id: stable across retries, what receivers deduplicate by. */
    publicId: text('public_id').notNull(),
    txId: bigint('tx_id', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    type: text('type').$type<EventType>().notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('events_public_id_uq').on(t.publicId),
    index('events_feed_idx').on(t.brandId, t.txId, t.id),
    index('events_created_idx').on(t.createdAt),
  ],
);

/** A brand's webhook endpoint (issue 26). The signing secret is sealed like the operators' TOTP secrets. */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    active: boolean('active').notNull().default(true),
    /** Why it is paused: 'admin' (by hand) or 'failing' (24 h of failed deliveries). Null while active. */
    pausedReason: text('paused_reason'),
    createdBy: integer('created_by').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_subscriptions_brand_idx').on(t.brandId)],
);

/**
 * One event to one subscription: claimed by a worker for a lease (`for update skip locked`), so several API instances
 * share the work and none sends the same delivery twice at once (ADR 0044).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** X-Portal-Delivery: the same on every attempt of this delivery. */
    publicId: text('public_id').notNull(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Retries count their 24 h from here (a 'deliver again' starts it anew). */
    firstTriedAt: timestamp('first_tried_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_subscription_uq').on(t.eventId, t.subscriptionId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_subscription_idx').on(t.subscriptionId),
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/** The delivery log (one row per attempt, test sends included): kept 30 days. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    /** Null for a test send, or once the delivery aged out. */
    deliveryId: bigint('delivery_id', { mode: 'number' }).references(() => webhookDeliveries.id, {
      onDelete: 'set null',
    }),
    eventPublicId: text('event_public_id').notNull(),
    eventType: text('event_type').notNull(),
    attempt: integer('attempt').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    /** Null when no answer came (timeout, refused connection). */
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    /** An error code only (timeout, ECONNREFUSED, address_refused). */
    error: text('error'),
    /** The first 2 kB of the answer's body. */
    responseExcerpt: text('response_excerpt'),
  },
  (t) => [
    index('webhook_attempts_subscription_idx').on(t.subscriptionId, t.attemptedAt),
    index('webhook_attempts_time_idx').on(t.attemptedAt),
  ],
);
// ── End of issue 26. ──

// ── Issue 27: policy settings (modules/settings). Tables of this area go between these two lines. ──
/**
 * The history of every policy setting change (issue 27, ADR 0046): who, when, and the setting before and after, as
 * the settings API answers it. `brand_id` is null for the catalogue all brands share (reasons, sub-reasons, desires,
 * bonuses). Holds operator ids only: no personal data.
 */
export const policySettingChanges = pgTable(
  'policy_setting_changes',
  {
    id: serial('id').primaryKey(),
    /** reason, subReason, desire, bonus, generalSettings, campaignCoupon */
    setting: text('setting').notNull(),
    /** The setting's id within its kind (a reason's id, a brand's id for its general settings…). */
    settingKey: integer('setting_key').notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('policy_setting_changes_setting_idx').on(t.setting, t.settingKey, t.changedAt)],
);
/**
 * A brand's own terms over the shared reason catalogue (issue 27, ADR 0055): one row per brand and reason it changed,
 * each column null where the brand follows the shared value. Every shopper read takes `coalesce(term, shared)`.
 */
const brandTermsAudit = {
  updatedBy: integer('updated_by')
    .notNull()
    .references(() => operators.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
};
export const brandReasonTerms = pgTable(
  'brand_reason_terms',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => reasons.id, { onDelete: 'cascade' }),
    active: boolean('active'),
    operatorOnly: boolean('operator_only'),
    slaRestricted: boolean('sla_restricted'),
    slaDays: integer('sla_days'),
    requiresImages: boolean('requires_images'),
    ...brandTermsAudit,
  },
  (t) => [primaryKey({ columns: [t.brandId, t.reasonId] })],
);
export const brandSubReasonTerms = pgTable(
  'brand_sub_reason_terms',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    subReasonId: integer('sub_reason_id')
      .notNull()
      .references(() => subReasons.id, { onDelete: 'cascade' }),
    active: boolean('active'),
    ...brandTermsAudit,
  },
  (t) => [primaryKey({ columns: [t.brandId, t.subReasonId] })],
);
export const brandDesireTerms = pgTable(
  'brand_desire_terms',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    desireId: integer('desire_id')
      .notNull()
      .references(() => desires.id, { onDelete: 'cascade' }),
    active: boolean('active'),
    /** True when the brand sets its own bonus; then `bonus_code` null means no bonus for this brand. */
    bonusOverridden: boolean('bonus_overridden').notNull().default(false),
    bonusCode: integer('bonus_code').references(() => bonuses.code),
    auxiliaryMessage: jsonb('auxiliary_message').$type<LocalizedText>(),
    ...brandTermsAudit,
  },
  (t) => [primaryKey({ columns: [t.brandId, t.desireId] })],
);
// ── End of issue 27. ──

// ── Issue 27b: workload and dashboard (modules/backoffice workload). Tables of this area go between these two lines. ──
/**
 * The spec's 'responsible' of a protocol (issue 27, ADR 0047): one row per assigned protocol. An agent's take inserts
 * only when no row exists, so of two agents taking the same protocol one insert wins and the other answers 409.
 */
export const protocolAssignments = pgTable(
  'protocol_assignments',
  {
    protocolId: integer('protocol_id')
      .primaryKey()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
    /** Who assigned it: the agent themself on a take, the admin on an assignment. */
    assignedBy: integer('assigned_by')
      .notNull()
      .references(() => operators.id),
  },
  (t) => [index('protocol_assignments_operator_idx').on(t.operatorId, t.protocolId)],
);

/** How long a protocol of a brand may stay in a status before the queue marks it late; set by admins. */
export const statusAgeTargets = pgTable(
  'status_age_targets',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    statusId: integer('status_id').notNull(),
    targetHours: integer('target_hours').notNull(),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => operators.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.statusId] }),
    check('status_age_targets_hours', sql`${t.targetHours} between 1 and 8760`),
  ],
);

/** Operators' notes on a protocol: a table of their own, which no shopper route reads (issue 27). */
export const protocolInternalNotes = pgTable(
  'protocol_internal_notes',
  {
    id: serial('id').primaryKey(),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('protocol_internal_notes_protocol_idx').on(t.protocolId, t.createdAt)],
);

/**
 * The dashboard's summary (ADR 0052, migration 0018): signed totals per brand, São Paulo day, figure and key (a
 * path's trigger, a product code with its name as label), written only by triggers on the source tables in the
 * writes' own transactions. A figure sums its rows; a row may net to zero after a change.
 */
export const dashboardDayTotals = pgTable(
  'dashboard_day_totals',
  {
    brandId: integer('brand_id').notNull(),
    day: date('day').notNull(),
    figure: text('figure').notNull(),
    key: text('key').notNull().default(''),
    label: text('label').notNull().default(''),
    /** Units, protocols or cents (the figure says which). */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'dashboard_day_totals_pk', columns: [t.brandId, t.figure, t.day, t.key, t.label] })],
);

/** Units sold per product and company, all time (the return rate's denominator), kept by order_lines' triggers. */
export const dashboardProductSold = pgTable(
  'dashboard_product_sold',
  {
    companyCode: integer('company_code').notNull(),
    productCode: text('product_code').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'dashboard_product_sold_pk', columns: [t.productCode, t.companyCode] })],
);

/** Each protocol's first entry into a status that settles its lines, kept by protocol_history's trigger. */
export const dashboardSettled = pgTable(
  'dashboard_settled',
  {
    protocolId: integer('protocol_id')
      .primaryKey()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').notNull(),
    trigger: text('trigger').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dashboard_settled_brand_created_idx').on(t.brandId, t.createdAt)],
);
// ── End of issue 27b. ──

// ── Issue 28: privacy (modules/privacy). Tables of this area go between these two lines. ──
/**
 * Every operator read of a shopper's personal data (issue 28, LGPD art. 37): a protocol opened, a file downloaded, a
 * search by CPF or e-mail. `protocol_id` is why (null for a search that found nothing). No personal data here.
 */
export const personalDataReads = pgTable(
  'personal_data_reads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    consumerId: integer('consumer_id').references(() => consumers.id),
    protocolId: integer('protocol_id').references(() => protocols.id, { onDelete: 'set null' }),
    what: text('what').$type<'protocol_view' | 'file_download' | 'search'>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('personal_data_reads_consumer_idx').on(t.consumerId, t.readAt),
    check('personal_data_reads_what', sql`${t.what} in ('protocol_view', 'file_download', 'search')`),
  ],
);

/** A shopper's sign-in (issue 28): kept after the session ends, for the sign-in history of 'Meus dados'. */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    /** 'mobile', 'tablet', 'desktop' or 'other', from the user agent; the user agent itself is not kept. */
    deviceClass: text('device_class').notNull(),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_events_consumer_idx').on(t.consumerId, t.signedInAt)],
);

/**
 * The keyed hash (CODE_HASH_SECRET) of each e-mail and phone of an erased shopper: a later code request for them is
 * refused with a clear message instead of 'no purchases found', and nothing readable is kept.
 */
export const erasedIdentities = pgTable('erased_identities', {
  identityHash: text('identity_hash').primaryKey(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull(),
});

/** A prepared export of a shopper's data (a ZIP in storage): downloadable once, for 24 h, through a token's hash. */
export const privacyExports = pgTable(
  'privacy_exports',
  {
    id: serial('id').primaryKey(),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    tokenHash: text('token_hash').notNull(),
    /** The ZIP's name in storage; null until it is written. */
    storedName: text('stored_name'),
    status: text('status').$type<'preparing' | 'ready' | 'downloaded' | 'expired'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('privacy_exports_token_uq').on(t.tokenHash),
    index('privacy_exports_consumer_idx').on(t.consumerId),
  ],
);
// ── End of issue 28. ──

// ── Issue 24: one contract. Tables of this area go between these two lines. ──
// ── End of issue 24. ──

// ── Issue 29: page cost. Tables of this area go between these two lines. ──
/**
 * The shopper's catalogue's generation (ADR 0069): one row, its number raised by a trigger in the same transaction as
 * any change of what the catalogue calls answer (reasons, sub-reasons, desires, a brand's terms over them, a brand's
 * settings). The session lookup reads it with the session, so an answer kept in memory is served only while the
 * generation it was made at is the one the request sees.
 */
export const catalogueGeneration = pgTable(
  'catalogue_generation',
  {
    id: smallint('id').primaryKey().default(1),
    generation: integer('generation').notNull().default(0),
  },
  (t) => [check('catalogue_generation_one_row', sql`${t.id} = 1`)],
);
// ── End of issue 29. ──

// ── Issue 47: one mechanism for background work (modules/jobs, ADR 0089). Tables of this area go here. ──
/**
 * Every piece of background work, one row a job (ADR 0089): claimed with `for update skip locked` (two instances never
 * take the same row), held by a lease (`locked_until`) the live worker renews, tried again with backoff until
 * `max_attempts`, then dead (the console's failed jobs). `(kind, key)` is unique: enqueueing the same work twice is one
 * job, and a recurring job's key is its period, so two instances never run one period twice.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').$type<'queued' | 'running' | 'done' | 'dead'>().notNull().default('queued'),
    /** Not taken before then: a retry's backoff, a scheduled or recurring job's time. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** The running worker holds the job until then; once it lapses another worker takes it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The claim's own token: a worker whose lease lapsed and was taken over no longer matches it. */
    lockedBy: text('locked_by'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** An error code only, never a message (it can quote personal data). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When it last changed state: done or dead since then. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_uq').on(t.kind, t.key),
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('jobs_finished_idx')
      .on(t.state, t.updatedAt)
      .where(sql`${t.state} in ('done', 'dead')`),
    check('jobs_state', sql`${t.state} in ('queued', 'running', 'done', 'dead')`),
  ],
);
// ── End of issue 47. ──

// ── Issue 48: the return's shipping (modules/shipping, ADR 0091). Tables of this area go between these two lines. ──
/** The centre a brand's returns travel to: the Correios pré-postagem's `destinatario` (nome, cpfCnpj, endereco). */
export interface ReturnsCentre {
  name: string;
  /** CNPJ digits (Correios `cpfCnpj`). */
  document: string;
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  uf: string;
  phone: string | null;
  email: string | null;
}

/**
 * A brand's shipping policy (issue 48), edited with the other policy settings (audited as 'shippingSettings'). No row:
 * the defaults of the domain (`SHIPPING_SETTINGS_DEFAULTS`), with no returns centre, so nothing can be issued.
 */
export const shippingSettings = pgTable(
  'shipping_settings',
  {
    brandId: integer('brand_id')
      .primaryKey()
      .references(() => brands.id),
    /** 'opening': the code is asked for as the protocol opens; 'approval': when an operator moves it to 16. */
    issueAt: text('issue_at').$type<'opening' | 'approval'>().notNull().default('opening'),
    /** Days the shopper has to post (Correios `dataValidadeLogReversa` = today + this), 5 to 90. */
    validityDays: integer('validity_days').notNull().default(10),
    /** At expiry an unused code is extended once (PATCH …/logisticareversa) instead of cancelled. */
    extendOnce: boolean('extend_once').notNull().default(true),
    /** Correios `pesoInformado`, grams, and the box (`codigoFormatoObjetoInformado` 2 = pacote/caixa), centimetres. */
    weightGrams: integer('weight_grams').notNull().default(1000),
    format: text('format').$type<'1' | '2' | '3'>().notNull().default('2'),
    heightCm: integer('height_cm').notNull().default(10),
    widthCm: integer('width_cm').notNull().default(20),
    lengthCm: integer('length_cm').notNull().default(30),
    returnsCentre: jsonb('returns_centre').$type<ReturnsCentre>(),
    /** How the brand takes returns when it has no carrier connected, shown to the shopper in her language. */
    returnInstructions: jsonb('return_instructions').$type<LocalizedText>(),
  },
  (t) => [
    check('shipping_settings_validity', sql`${t.validityDays} between 5 and 90`),
    check('shipping_settings_issue_at', sql`${t.issueAt} in ('opening', 'approval')`),
  ],
);

/**
 * A carrier authorisation of a protocol's return (Correios pré-postagem with logisticaReversa 'S'). `request_id` is
 * ours, committed before the carrier is called and sent in the request (Correios `observacao`): a retry after a lost
 * answer finds the one already made instead of making a second (ADR 0091). At most one live authorisation per
 * protocol (the partial unique index): a cancelled, expired or failed one stays beside its replacement.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    carrier: text('carrier').$type<'correios'>().notNull().default('correios'),
    /** Issued by the development carrier (outside production): not valid at a counter. */
    demo: boolean('demo').notNull(),
    requestId: text('request_id').notNull(),
    state: text('state')
      .$type<'requested' | 'issued' | 'posted' | 'delivered' | 'expired' | 'cancelled' | 'failed'>()
      .notNull(),
    /** Correios pré-postagem `id` ('PR…'), needed to cancel it or change its validity. */
    carrierId: text('carrier_id'),
    /** Correios `codigoObjeto` of the pré-postagem: what the shopper tells the counter. */
    authorisationCode: text('authorisation_code'),
    trackingCode: text('tracking_code'),
    /** The last day to post, in São Paulo. */
    postBy: date('post_by', { mode: 'string' }),
    extended: boolean('extended').notNull().default(false),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The carrier's refusal or the last failed call: a code and the words shown to the operator. */
    errorCode: text('error_code'),
    errorText: jsonb('error_text').$type<LocalizedText>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('shipments_request_id_uq').on(t.requestId),
    uniqueIndex('shipments_live_uq')
      .on(t.protocolId)
      .where(sql`${t.state} in ('requested', 'issued', 'posted')`),
    index('shipments_open_idx')
      .on(t.brandId, t.state)
      .where(sql`${t.state} in ('issued', 'posted')`),
    index('shipments_protocol_idx').on(t.protocolId, t.id),
    check(
      'shipments_state',
      sql`${t.state} in ('requested', 'issued', 'posted', 'delivered', 'expired', 'cancelled', 'failed')`,
    ),
  ],
);

/** One carrier tracking event (Correios SRO Rastro `eventos[]`), once: the unique key is the carrier's own. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    /** SRO `codigo` ('PO', 'BDE'…) and `tipo` ('01'…). */
    carrierCode: text('carrier_code').notNull(),
    carrierType: text('carrier_type').notNull(),
    carrierText: text('carrier_text').notNull(),
    place: text('place'),
  },
  (t) => [uniqueIndex('shipment_events_uq').on(t.shipmentId, t.carrierCode, t.carrierType, t.at)],
);
// ── End of issue 48. ──

// ── Issue 49: the wallet as VTEX's gift card provider (Giftcard Provider Protocol 1.0, ADR 0092). ──

/**
 * The one gift card VTEX sees per shopper and brand: its balance is the wallet account's, never stored here. `id` is
 * the protocol's giftCardId; `redemptionCode` the code the shopper types at the shop's checkout (Cart.redemptionCode,
 * at least 6 characters, unique per brand); `redemptionToken` the protocol's redemptionToken (GetGiftCardbyID).
 */
export const vtexGiftCards = pgTable(
  'vtex_gift_cards',
  {
    id: text('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id),
    redemptionCode: text('redemption_code').notNull(),
    redemptionToken: text('redemption_token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vtex_gift_cards_owner_uq').on(t.brandId, t.consumerId),
    uniqueIndex('vtex_gift_cards_code_uq').on(t.brandId, t.redemptionCode),
  ],
);

/**
 * A transaction VTEX created on a card (CreateGiftCardTransaction): once per (card, requestId), with the movement it
 * wrote and what it took from each ledger bucket, so a cancellation gives back at most that, to the same buckets.
 */
export const vtexGiftCardTransactions = pgTable(
  'vtex_gift_card_transactions',
  {
    /** The provider's transaction id (tId), answered as `id` and used in every later path. */
    id: text('id').primaryKey(),
    /** Insertion order: the lists answer in it (ids are random, and two rows can share an instant). */
    seq: serial('seq').notNull(),
    cardId: text('card_id')
      .notNull()
      .references(() => vtexGiftCards.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** VTEX's requestId: the same one again is the same transaction (CreateGiftCardTransactionRequest.requestId). */
    requestId: text('request_id').notNull(),
    operation: text('operation').$type<'Credit' | 'Debit'>().notNull(),
    valueCents: integer('value_cents').notNull(),
    description: text('description').notNull(),
    /** orderInfo.orderId, shown on the statement ('Compra no pedido <orderId>'). */
    orderId: text('order_id'),
    movementId: integer('movement_id')
      .notNull()
      .references(() => walletMovements.id),
    takenCardCents: integer('taken_card_cents').notNull().default(0),
    takenPixCents: integer('taken_pix_cents').notNull().default(0),
    takenOtherCents: integer('taken_other_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('vtex_gift_card_transactions_request_uq').on(t.cardId, t.requestId),
    index('vtex_gift_card_transactions_card_idx').on(t.cardId, t.seq),
    check('vtex_gift_card_transactions_value_positive', sql`${t.valueCents} > 0`),
    check('vtex_gift_card_transactions_operation', sql`${t.operation} in ('Credit', 'Debit')`),
  ],
);

/**
 * A cancellation or settlement of a transaction (CreateGiftCardTransactionCancellation / …Settlement), once per
 * (transaction, kind, requestId). `id` is the answer's `oid`. A cancellation that gave money back names its movements.
 */
export const vtexGiftCardOperations = pgTable(
  'vtex_gift_card_operations',
  {
    id: text('id').primaryKey(),
    /** Insertion order, as the transactions'. */
    seq: serial('seq').notNull(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => vtexGiftCardTransactions.id),
    kind: text('kind').$type<'cancellation' | 'settlement'>().notNull(),
    requestId: text('request_id').notNull(),
    valueCents: integer('value_cents').notNull(),
    /** What a cancellation gave back to each bucket (the sum is valueCents); zero for a settlement. */
    restoredCardCents: integer('restored_card_cents').notNull().default(0),
    restoredPixCents: integer('restored_pix_cents').notNull().default(0),
    restoredOtherCents: integer('restored_other_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('vtex_gift_card_operations_request_uq').on(t.transactionId, t.kind, t.requestId),
    check('vtex_gift_card_operations_kind', sql`${t.kind} in ('cancellation', 'settlement')`),
    check('vtex_gift_card_operations_value_positive', sql`${t.valueCents} > 0`),
  ],
);
// ── End of issue 49. ──
