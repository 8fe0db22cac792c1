/**
 * Business constants and limits of spec §9 (and the few of §2/§4/§5 that are numbers).
 * Every other module imports these; no number of the spec is typed twice.
 */

/** Version label shown in the header (spec §2). */
export const APP_VERSION = '1.2.177';

// Alerts and toasts (spec §9)
export const ALERT_HIDE_DELAY_MS = 5000;
export const TOAST_DELAY_MS = 5000;
export const INFO_TOAST_DELAY_MS = 3000;
export const STOCK_ERROR_ALERT_MS = 3000;
export const ZIP_NOT_FOUND_ALERT_MS = 2000;
export const REQUIRED_FIELDS_ALERT_MS = 2500;
export const PROTOCOL_FAILURE_REDIRECT_MS = 3500;
export const ABOVE_BALANCE_MESSAGE_MS = 5000;
export const ITEMS_INVALID_WARNING_MS = 8000;
export const COPY_CONFIRMATION_MS = 8000;
export const FILTER_DEBOUNCE_MS = 400;

// Session (spec §4, §9)
export const SESSION_DAYS = 7;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

// One-time code (ARCHITECTURE §7, spec §5/§9)
export const RESEND_COUNTDOWN_SECONDS = 25;
export const VERIFY_CODE_MAX_LENGTH = 7;
export const ONE_TIME_CODE_LENGTH = 6;
export const ONE_TIME_CODE_TTL_MINUTES = 10;
export const ONE_TIME_CODE_MAX_TRIES = 5;
export const CODE_REQUESTS_PER_HOUR_PER_IDENTITY = 5;
export const CODE_REQUESTS_PER_HOUR_PER_IP = 20;

// Stock loading (spec §4, §9)
export const STOCK_RETRY_DELAY_MS = 2000;
/** The retry counter resets after more than this many errors. */
export const STOCK_MAX_ERRORS_BEFORE_RESET = 3;

// Layout (spec §2, §9)
export const SIDEBAR_ANIMATION_MS = 200;
export const MOBILE_BREAKPOINT_PX = 576;

// Image viewer zoom (spec §9)
export const IMAGE_ZOOM_MIN = 1.0;
export const IMAGE_ZOOM_MAX = 1.3;
export const IMAGE_ZOOM_STEP = 0.1;

// Field lengths (spec §5, §9)
export const AGENCY_MIN_DIGITS = 4;
export const AGENCY_MAX_DIGITS = 5;
export const ACCOUNT_MIN_DIGITS = 4;
export const ACCOUNT_MAX_DIGITS = 12;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 11;
export const CPF_DIGITS = 11;
export const CNPJ_DIGITS = 14;
export const CEP_DIGITS = 8;
export const INVOICE_NUMBER_MAX_DIGITS = 14;
export const SIZE_MAX_CHARS = 3;

// Uploads (spec §5, §9; ARCHITECTURE §7)
export const MAX_PHOTOS_PER_ITEM = 5;
export const MAX_INVOICE_FILES_PER_ITEM = 3;
export const MIN_PHOTOS_WHEN_REQUIRED = 1;
export const MIN_INVOICE_FILES_OUTSIDE_STORE = 1;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * Largest short video accepted in the photo area (MP4, MOV, WebM; spec §5 'files may be images or other types'):
 * about 20 s of 1080p phone video. Videos are stored as sent, never re-encoded (ADR 0016).
 */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
/**
 * Most pixels an uploaded image may declare (width × height), refused from its header before any decoding: 40 MP is
 * above every phone camera, while a 20000 × 20000 'pixel bomb' of a few kB would cost 1.6 GB to decode (ADR 0016).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

// Payment types (spec §3, §9)
export const PAYMENT_TYPE = {
  CASH: 1,
  PRESENTATION: 2,
  TERM: 3,
  VENDOR: 4,
  PREPAID: 5,
  CREDIT_CARD: 6,
  BANK_SLIP: 7,
  SHOPPING_VOUCHER: 8,
  MARKETPLACE: 10,
  PIX: 11,
  DIRECT_DEBIT: 12,
  WALLET_BALANCE: 13,
  PHYSICAL_STORE: 14,
  INSTALMENT_PIX: 15,
} as const;
/** Refunds of the wallet balance go back to these payment types (spec §9). */
export const REFUND_PAYMENT_TYPES = [PAYMENT_TYPE.CREDIT_CARD, PAYMENT_TYPE.PIX] as const;

// Contact types CTO_ID (spec §3)
export const CONTACT_TYPE = {
  COMPLAINT: 1,
  REQUEST: 2,
  QUESTION_SUGGESTION: 3,
  WORK_WITH_US: 4,
  ECOMM: 5,
  STORE_STOCKOUT: 6,
  OMNI: 7,
  MARKETPLACE: 8,
} as const;

// Known reasons and desires (spec §9)
export const REASON = {
  SIZE_DID_NOT_FIT: 16,
  COLOUR_EXCHANGE: 17,
  WRONG_PIECE_RECEIVED: 19,
  ARRIVED_DEFECTIVE: 20,
} as const;
export const DESIRE_SAME_PRODUCT_OTHER_SIZE = 1;
export const REFUND_DESIRES = [3, 5, 7, 10, 13, 15] as const;
export const EXCHANGE_OR_COLOUR_DESIRES = [2, 4, 6, 8, 9, 11, 12] as const;
/**
 * Desires whose point is to send the very piece bought again: 6 'receive the product I bought' (the wrong piece
 * arrived) and 9 'a new piece of the same product' (it arrived defective; 'the size may be the same'). Every other
 * size or colour exchange exists to change what the shopper has, so the bought variant is no choice there.
 */
export const SAME_VARIANT_DESIRES = [6, 9] as const;

// Defaults (spec §9)
export const DEFAULT_ITEM_QUANTITY = 1;
export const DEFAULT_BRANCH = 1;
export const DEFAULT_ITEM_NUMBER = 1;
export const CONSUMER_MODULE_ID = 34;
export const DEFAULT_DDI = '55';
export const ORIGIN = { SAC: 'sac', ECOM: 'ecom' } as const;
export type Origin = (typeof ORIGIN)[keyof typeof ORIGIN];

// Refund notice (spec §2, §9)
export const REFUND_MIN_DAYS_NOTICE = 30;

// Coupons (spec §4, §7)
export const COUPON_ACTIVE_STATUS = 'Ativo';
export const COUPON_DEFAULT_PLATFORM = 'SA';
export const COUPON_DEFAULT_QUANTITY = 1;
export const COUPON_DEFAULT_SEND_EMAIL = 'S';

// Brands and their company codes (spec §1)
export const BRAND_COMPANY_CODES: Readonly<Record<number, readonly number[]>> = {
  1: [1],
  2: [9, 38],
  4: [157],
};

// Languages (spec §1, §9)
export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt';
export const TIME_ZONE = 'America/Sao_Paulo';
export const CURRENCY = 'BRL';

// Protocol creation payload (ARCHITECTURE §7: limits written down and enforced)
/** Items accepted in one protocol-generation request: bounds the request, far above what one shopper selects. */
export const MAX_ITEMS_PER_PROTOCOL = 50;
/** Longest free text accepted in a name or address field of a request: generous, but bounds what is stored. */
export const MAX_TEXT_LENGTH = 200;
/** Longest note (observacao) accepted in a request. */
export const MAX_NOTE_LENGTH = 2000;

// Protocol success dialog (spec §2 'Confirmation': the dialog, then /protocolos)
/**
 * How long the success dialog stays once the photos are sent before it goes to /protocolos by itself: as long as a
 * copy confirmation shows, so the shopper has the time to copy the protocol number and see that it was copied.
 */
export const SUCCESS_DIALOG_REDIRECT_MS = COPY_CONFIRMATION_MS;

// Wallet (issue 12, ADR 0020)
/** TCC_STATUS of a coupon a refund made void (spec §2 'requesting full or partial credit inactivates a coupon'). */
export const COUPON_INACTIVE_STATUS = 'Inativo';
/** TIC_CAMPANHA of the coupons the wallet issues from the brand's campaign. */
export const COUPON_CAMPAIGN_NAME = 'Troca Premiada';
/**
 * Its name in the other languages (issue 46): the coupons the portal issues carry them as the seeded ones do, or a
 * page listed seeded coupons translated beside portal-issued ones in Portuguese.
 */
export const COUPON_CAMPAIGN_NAME_TEXTS = { en: 'Rewarded Exchange', es: 'Cambio Premiado' } as const;
/** Statement page size: the default and the most one request may ask for. */
export const WALLET_STATEMENT_PAGE_SIZE = 50;
export const WALLET_STATEMENT_MAX_PAGE_SIZE = 200;

// Policy settings (issue 27, ADR 0046): the limits the console's forms and the settings API both apply
/** A reason's deadline (ASS_SLA_TROCA) in whole days after delivery: at least a day, at most two years. */
export const POLICY_DEADLINE_MIN_DAYS = 1;
export const POLICY_DEADLINE_MAX_DAYS = 730;
/** A voucher bonus (BON_PERCENTUAL) and a campaign discount (TIC_DESCONTO), whole percent. */
export const POLICY_PERCENT_MAX = 100;
/** SCO_QTD_CUPOM: coupons a shopper may hold; SCO_VAL_CUPOM: days a coupon is valid. */
export const POLICY_COUPON_QUANTITY_MAX = 100;
export const POLICY_COUPON_VALIDITY_MAX_DAYS = 730;
/** Longest catalogue name or message an admin may write, per language. */
export const POLICY_TEXT_MAX_LENGTH = 500;

// LGPD reads (issue 46, ADR 0093)
/**
 * An operator's read of one protocol (a view, a file, a search that showed it) is recorded once per this many minutes:
 * a refresh or a second file of the same protocol within it is the same look, not another (the shopper saw '8 reads'
 * for one minute's work). Long enough to cover one sitting on a protocol, short enough that a later return shows.
 */
export const PERSONAL_DATA_READ_WINDOW_MINUTES = 10;
