import { CONSOLE_PATH } from '../console-path';

/** The console's addresses, in one place for the routes, the links and the tests. */
export { CONSOLE_PATH };
export const SIGN_IN_PATH = `${CONSOLE_PATH}/login`;
export const REPORTS_PATH = `${CONSOLE_PATH}/reports`;
export const OPERATORS_PATH = `${CONSOLE_PATH}/operators`;
/** VTEX orders the connector could not map, with 'try again' (issue 45, admins and agents). */
export const VTEX_PATH = `${CONSOLE_PATH}/vtex`;
export const JOBS_PATH = `${CONSOLE_PATH}/jobs`;
/** The policy settings: reasons, desires, coupons and campaign (issue 27, admins). */
export const SETTINGS_PATH = `${CONSOLE_PATH}/settings`;
/** The programme's dashboard (issue 27, admins). */
export const DASHBOARD_PATH = `${CONSOLE_PATH}/dashboard`;

/** A protocol's printable receiving slip (issue 27). */
export function slipPath(prtId: number): string {
  return `${CONSOLE_PATH}/protocols/${prtId}/slip`;
}
/** Webhook subscriptions and their delivery log (issue 26, admins). */
export const WEBHOOKS_PATH = `${CONSOLE_PATH}/webhooks`;

export function protocolPath(prtId: number): string {
  return `${CONSOLE_PATH}/protocols/${prtId}`;
}

/** `path` keeping the console-wide brand filter, so moving between screens does not lose it. */
export function withBrand(path: string, brand: number | null): string {
  return brand === null ? path : `${path}?brand=${brand}`;
}
