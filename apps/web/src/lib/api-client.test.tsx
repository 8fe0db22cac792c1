import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToasts, renderToasts, toastElements } from '../test/render-toasts';
import { json, startTestServer, type TestServer } from '../test/test-server';
import { LOADING_TOAST_DELAY_MS } from './api-loading';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client';
import { i18n } from './i18n';

let server: TestServer;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = await startTestServer((_request, response) => json(response, 404, { type: 'ERROR', message: 'nope' }));
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  clearToasts();
  server.requests.length = 0;
  setUnauthorizedHandler(null);
});

/** Records whether the loading toast was ever on screen while `run` was going on. */
async function watchLoadingToast(run: () => Promise<unknown>): Promise<boolean> {
  let seen = false;
  const check = () => {
    if (document.querySelector('[data-loading="true"], .mantine-Notification-loader')) seen = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  try {
    await run().catch(() => undefined);
    // Give a timer that should have been cancelled the chance to fire anyway.
    await delay(LOADING_TOAST_DELAY_MS + 100);
    check();
  } finally {
    observer.disconnect();
  }
  return seen;
}

describe('apiRequest', () => {
  it('calls /api with the language, the cookies and the query, and returns the JSON body', async () => {
    await renderToasts('es');
    server.handle((request, response) => {
      if (request.url.startsWith('/api/set-cookie')) {
        json(response, 200, { ok: true }, { 'Set-Cookie': 'sid=abc; Path=/; HttpOnly; SameSite=Lax' });
      } else {
        json(response, 200, { echo: request.url });
      }
    });

    await apiRequest('/set-cookie');
    const body = await apiRequest<{ echo: string }>('/returns/wallet/b2c', {
      query: { con_id: 7, mar_id: 1, prt_id: undefined, ped_codigo: '', dt_inicial: '2024-01-01', flag: null },
    });

    expect(body).toEqual({ echo: '/api/returns/wallet/b2c?con_id=7&mar_id=1&dt_inicial=2024-01-01' });
    const last = server.requests.at(-1)!;
    expect(last.method).toBe('GET');
    expect(last.headers['accept-language']).toBe('es');
    expect(last.headers.cookie).toContain('sid=abc');
    expect(toastElements()).toHaveLength(0);
  });

  it('sends a plain body as JSON and FormData as multipart', async () => {
    await renderToasts('pt');
    server.handle((_request, response) => json(response, 200, { saved: true }));

    await expect(apiRequest('/returns/orders', { method: 'POST', body: { email: 'a@b.co' } })).resolves.toEqual({
      saved: true,
    });
    let last = server.requests.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.headers['content-type']).toBe('application/json');
    expect(last.headers['accept-language']).toBe('pt');
    expect(JSON.parse(last.body)).toEqual({ email: 'a@b.co' });

    const form = new FormData();
    form.append('prt_id', '42');
    form.append('is_nfe', 'N');
    await apiRequest('/upload/protocols/upload/file', { method: 'POST', body: form });
    last = server.requests.at(-1)!;
    expect(last.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last.body).toContain('name="prt_id"');
    expect(last.body).toContain('42');
  });

  it("rejects an error answer with ApiError and shows 'Erro! Código: <status> <message>'", async () => {
    await renderToasts('pt');
    server.handle((_request, response) => json(response, 500, { type: 'ERROR', message: 'Falha ao gerar protocolo' }));

    const error = await apiRequest('/returns/protocols/generate/b2c', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, type: 'ERROR', message: 'Falha ao gerar protocolo' });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Erro! Código: 500');
    expect(toast).toHaveTextContent('Falha ao gerar protocolo');
    expect(toast).toHaveAttribute('data-variant', 'error');
  });

  it.each([
    ['pt', 'Código para o suporte: '],
    ['en', 'Support code: '],
    ['es', 'Código para el soporte: '],
  ] as const)("shows the answer's X-Request-Id as the support code under the message (%s)", async (language, label) => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    await renderToasts(language);
    server.handle((_request, response) =>
      json(response, 503, { type: 'WARN', message: 'Serviço indisponível' }, { 'X-Request-Id': id }),
    );
    const error = await apiRequest('/returns/protocols/b2c').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503, requestId: id, message: 'Serviço indisponível' });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Serviço indisponível');
    expect(toast.querySelector('[data-support-code]')).toHaveTextContent(`${label}${id}`);
  });

  it('shows no support code when the answer carries no request id', async () => {
    await renderToasts('pt');
    server.handle((_request, response) => json(response, 500, { type: 'ERROR', message: 'Falhou' }));
    const error = await apiRequest('/returns/orders').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, requestId: null });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Falhou');
    expect(toast.querySelector('[data-support-code]')).toBeNull();
    expect(toast).not.toHaveTextContent('suporte');
  });

  // Issue 23 item 10: the support code only where nothing friendlier is said (a 4xx answer says what to do).
  it('shows no support code under a 4xx answer, which already says what to do', async () => {
    await renderToasts('pt');
    server.handle((_request, response) =>
      json(response, 429, { type: 'WARN', message: 'Aguarde 20 segundos.' }, { 'X-Request-Id': 'abc-123' }),
    );
    await apiRequest('/authentication/fastaccess/code', { method: 'POST', body: {} }).catch(() => undefined);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Aguarde 20 segundos.');
    expect(toast.querySelector('[data-support-code]')).toBeNull();
  });

  it("shows a WARN answer as 'Aviso!' at warning level, translated", async () => {
    await renderToasts('en');
    server.handle((_request, response) => json(response, 422, { type: 'WARN', message: 'Delivery date required' }));

    await expect(apiRequest('/returns/orders', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 422,
      type: 'WARN',
    });

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Notice! Code: 422');
    expect(toast).toHaveTextContent('Delivery date required');
    expect(toast).toHaveAttribute('data-variant', 'warning');
  });

  it('shows no toast for the validation and profile calls, nor when silent', async () => {
    await renderToasts('pt');
    server.handle((_request, response) => json(response, 500, { type: 'ERROR', message: 'boom' }));

    await expect(apiRequest('/authentication/valid')).rejects.toBeInstanceOf(ApiError);
    await expect(apiRequest('/authentication/profile', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    await expect(apiRequest('/returns/bank', { silent: true })).rejects.toBeInstanceOf(ApiError);
    await delay(50);
    expect(toastElements()).toHaveLength(0);

    await expect(apiRequest('/returns/bank')).rejects.toBeInstanceOf(ApiError);
    await waitFor(() => expect(toastElements()).toHaveLength(1));
  });

  it('on 401 warns with the server message, calls the unauthorized handler and rejects', async () => {
    await renderToasts('pt');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.handle((_request, response) => json(response, 401, { type: 'ERROR', message: 'Sessão expirada' }));

    await expect(apiRequest('/returns/protocols/b2c', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
    });

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Aviso');
    expect(toast).toHaveTextContent('Sessão expirada');
    expect(toast).toHaveAttribute('data-variant', 'warning');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]![0]).toMatchObject({ status: 401 });
  });

  it('on 401 without a message uses the session text; the validation call leaves the redirect to the guard', async () => {
    await renderToasts('pt');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.handle((_request, response) => {
      response.writeHead(401);
      response.end();
    });

    await expect(apiRequest('/authentication/valid')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();

    await expect(apiRequest('/returns/bank')).rejects.toMatchObject({ status: 401 });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Houve um erro ao carregar sua sessão faça login novamente.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("says 'Sem conexão com o servidor' when no answer arrives", async () => {
    await renderToasts('pt');
    server.handle((_request, response) => {
      response.socket?.destroy();
    });

    const error = await apiRequest('/returns/bank').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 0, message: 'Sem conexão com o servidor' });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Erro');
    expect(toast).toHaveTextContent('Sem conexão com o servidor');
  });

  it('rejects an aborted call without a toast', async () => {
    await renderToasts('pt');
    server.handle(async (_request, response) => {
      await delay(500);
      json(response, 200, {});
    });
    const controller = new AbortController();

    const pending = apiRequest('/returns/bank', { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await delay(LOADING_TOAST_DELAY_MS + 50);
    expect(toastElements()).toHaveLength(0);
  });
});

describe('loading toast', () => {
  it('appears for a slow call and goes away when it settles', async () => {
    await renderToasts('pt');
    server.handle(async (_request, response) => {
      await delay(LOADING_TOAST_DELAY_MS + 400);
      json(response, 200, { done: true });
    });

    const pending = apiRequest('/returns/orders', { method: 'POST', body: {} });
    const loading = await screen.findByRole('status');
    expect(loading).toHaveTextContent(i18n.t('common:api.loading'));

    await expect(pending).resolves.toEqual({ done: true });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('never flashes for a quick call', async () => {
    await renderToasts('pt');
    server.handle((_request, response) => json(response, 200, {}));

    expect(await watchLoadingToast(() => apiRequest('/returns/bank'))).toBe(false);
  });

  it('is not shown for the validation, profile, reasons and subjects calls, nor when silent', async () => {
    await renderToasts('pt');
    server.handle(async (_request, response) => {
      await delay(LOADING_TOAST_DELAY_MS + 200);
      json(response, 200, {});
    });

    const quiet = await watchLoadingToast(() =>
      Promise.all([
        apiRequest('/authentication/valid'),
        apiRequest('/authentication/profile', { method: 'POST', body: { mod_sub_modulo: 34 } }),
        apiRequest('/returns/protocols/reasons/b2c'),
        apiRequest('/returns/protocols/subjects/b2c', { method: 'POST', body: {} }),
        apiRequest('/returns/bank', { silent: true }),
      ]),
    );
    expect(quiet).toBe(false);

    expect(await watchLoadingToast(() => apiRequest('/returns/bank'))).toBe(true);
  });
});
