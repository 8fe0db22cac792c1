/**
 * ERP_API_KEYS (README, ADR 0022): the per-brand keys of the ERP's server-to-server status moves. Parsed with every
 * other variable in config.ts (a bad value is reported before the database is opened); re-exported here for the
 * module and its tests.
 */
export { DEVELOPMENT_ERP_API_KEYS, erpApiKeys } from '../../config';
