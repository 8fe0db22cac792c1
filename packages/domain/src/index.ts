/**
 * @portal/domain: pure TypeScript shared by the web and the API. Re-exports every module; import from
 * '@portal/domain', never from a file inside it.
 */
export * from './constants';
export * from './validation';
export * from './format';
export * from './money';
export * from './dates';
export * from './order-line';
export * from './consumer';
export * from './statuses';
export * from './payment-types';
export * from './contact-types';
export * from './localized';
export * from './language-cookie';
export * from './messages/validation';
export * from './messages/uploads';
export * from './messages/deadline';
export * from './rules';
export * from './privacy';
export * from './schemas';
export * from './integration';
export * from './events';
export * from './jobs';
