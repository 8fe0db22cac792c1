/**
 * How the API client reaches the API. In the browser: `fetch` to /api on the same origin. During a server render
 * (entry-server.tsx) the server installs its own transport that answers in-process, with the visitor's cookie, and
 * the client stays quiet (no loading or error toast: there is no screen yet to show them on).
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let serverTransport: ApiTransport | null = null;

/** Installed by the server render for the duration of one render (renders run one at a time, see entry-server). */
export function setServerTransport(transport: ApiTransport | null): void {
  serverTransport = transport;
}

/** Whether this call runs inside a server render. */
export function isServerRender(): boolean {
  return serverTransport !== null;
}

export function sendApiRequest(url: string, init: RequestInit): Promise<Response> {
  return serverTransport ? serverTransport(url, init) : fetch(url, init);
}
