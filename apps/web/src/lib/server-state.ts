import type { DehydratedState } from '@tanstack/react-query';
import { SERVER_STATE_ELEMENT_ID, type Language } from '@portal/domain';
import type { Brand } from './brand-context';
import type { SessionUser } from './session';

/**
 * What the server render hands the browser beside its HTML (ADR 0024): everything the first render read, so the
 * hydrating render reads the same and asks the network for nothing. It travels as a JSON `<script>` (not executed,
 * so the CSP's `script-src 'self'` still holds) with `<` escaped, so no value can close the element.
 */
export interface ServerRenderState {
  brand: Brand;
  language: Language;
  /** The translation namespaces the page used, in `language`. */
  translations: Record<string, Record<string, unknown>>;
  /** The signed-in shopper when the session cookie was valid (their own data, in a page sent `no-store`). */
  user: SessionUser | null;
  /** The queries the server ran (the page's data), for TanStack Query's `hydrate`. */
  queries: DehydratedState;
}

/** `JSON.stringify` safe inside `<script type="application/json">`. */
export function serializeServerState(state: ServerRenderState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

let cached: ServerRenderState | null | undefined;

/** The state the server embedded in this page, or null (no server render: the static shell, or a test). */
export function readServerState(): ServerRenderState | null {
  if (cached !== undefined) return cached;
  cached = null;
  if (typeof document === 'undefined') return cached;
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return cached;
  try {
    cached = JSON.parse(element.textContent) as ServerRenderState;
  } catch {
    cached = null;
  }
  return cached;
}
