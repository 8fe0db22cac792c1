import type { TestApp } from '../../test/test-app';

export type SettingsMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call to /api/backoffice/settings<path> with an operator's cookie (or none) and a JSON body (or none). */
export function settingsCall(t: TestApp, method: SettingsMethod, path: string, cookie: string | null, body?: unknown) {
  return t.app.inject({
    method,
    url: `/api/backoffice/settings${path}`,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}
