/**
 * The console's webhooks page (issue 26) against a real fake API: the console's own fake answers everything but
 * /api/backoffice/webhooks*, which this file answers. An admin adds a subscription and sees its secret once, pauses
 * it, sends a test, opens its delivery log and delivers one again; an agent gets the admins-only notice and no request.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../../test/test-server';
import { fakeBackoffice, fakeState, type FakeState } from '../backoffice/test/fake-backoffice';
import { renderConsole } from '../backoffice/test/render-console';
import { ADMIN, AGENT } from '../backoffice/test/fixtures';
import type { Attempt, Subscription } from './api/webhooks';

let server: TestServer;
let state: FakeState;
let subscriptions: Subscription[];
let cleanup: (() => void) | null = null;
const attempt: Attempt = {
  id: 7,
  subscriptionId: 1,
  deliveryId: 70,
  eventId: 'evt-70',
  eventType: 'protocol.created',
  attempt: 2,
  attemptedAt: '2026-11-27T12:00:00.000Z',
  statusCode: 500,
  durationMs: 42,
  error: null,
  response: 'failed with 500',
  deliveryStatus: 'pending',
};

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = new URL(request.url, 'http://test').pathname;
    if (!path.startsWith('/api/backoffice/webhooks')) return fakeBackoffice(state)(request, response);
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    if (path === '/api/backoffice/webhooks' && request.method === 'POST') {
      const created = {
        id: subscriptions.length + 1,
        active: true,
        pausedReason: null,
        createdAt: '2026-11-27T12:00:00Z',
      };
      const row = { ...created, ...(body as Pick<Subscription, 'brandId' | 'url' | 'events'>) };
      subscriptions.push(row);
      return json(response, 201, { ...row, secret: 'whsec_shown_once' });
    }
    if (path === '/api/backoffice/webhooks') return json(response, 200, { subscriptions });
    if (path === '/api/backoffice/webhooks/deliveries') return json(response, 200, { attempts: [attempt] });
    const [, id, action] = /^\/api\/backoffice\/webhooks\/(\d+)\/?(.*)$/.exec(path) ?? [];
    const row = subscriptions.find((entry) => entry.id === Number(id));
    if (!row) return json(response, 404, { type: 'ERROR', message: 'not found' });
    if (request.method === 'PATCH') {
      Object.assign(row, { active: body.active, pausedReason: body.active ? null : 'admin' });
      return json(response, 200, row);
    }
    if (action === 'test')
      return json(response, 200, { attempt: { ...attempt, eventType: 'webhook.test', statusCode: 200 } });
    if (action.endsWith('/redeliver')) return json(response, 202, { deliveryId: 70 });
    return json(response, 404, { type: 'ERROR', message: 'not found' });
  });
});
afterAll(() => server.close());
afterEach(() => {
  cleanup?.();
  cleanup = null;
  server.requests.length = 0;
});

const open = async (language: 'pt' | 'en') => {
  cleanup = (await renderConsole('/backoffice/webhooks', language)).cleanup;
};
const webhookRequests = () => server.requests.filter((request) => request.url.startsWith('/api/backoffice/webhooks'));

describe('webhooks page', () => {
  it('an admin adds a subscription (secret shown once), pauses it, tests it and delivers one again', async () => {
    state = fakeState({ signedIn: ADMIN });
    subscriptions = [];
    const user = userEvent.setup();
    await open('en');
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText('Required field.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Address \(URL\)/ })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /^Address \(URL\)/ }), 'https://erp.example.com/hooks');
    await user.click(screen.getByRole('checkbox', { name: 'coupon.issued' }));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));

    expect(await screen.findByText('whsec_shown_once')).toBeInTheDocument();
    expect(screen.getByText(/it will not be shown again/)).toBeInTheDocument();
    const [created] = webhookRequests().filter((request) => request.method === 'POST');
    expect(JSON.parse(created!.body)).toMatchObject({ brandId: 1, url: 'https://erp.example.com/hooks' });
    expect(JSON.parse(created!.body).events).not.toContain('coupon.issued');

    const table = await screen.findByRole('table', { name: "Your brands' webhooks" });
    const url = 'https://erp.example.com/hooks';
    await user.click(within(table).getByRole('button', { name: `Pause — ${url}` }));
    expect(await screen.findByText('Webhook paused.')).toBeInTheDocument();
    expect(await within(table).findByText('Paused')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: `Send test — ${url}` }));
    expect(await screen.findByText('Test sent: the receiver answered 200 in 42 ms.')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: `Deliveries — ${url}` }));
    const log = await screen.findByRole('table', { name: `Deliveries to ${url}` });
    expect(within(log).getAllByRole('row')[1]).toHaveTextContent('protocol.created');
    await user.click(within(log).getByRole('button', { name: /^Deliver again/ }));
    expect(await screen.findByText('Delivery queued: it goes out in a moment.')).toBeInTheDocument();
    expect(webhookRequests().some((request) => request.url.endsWith('/deliveries/70/redeliver'))).toBe(true);
    // The log is read again after 'deliver again'.
    const logReads = () =>
      webhookRequests().filter((request) => request.url.startsWith('/api/backoffice/webhooks/deliveries'));
    await waitFor(() => expect(logReads()).toHaveLength(2));
  });

  it('shows agents the admins-only notice, in Portuguese, without asking the API', async () => {
    state = fakeState({ signedIn: AGENT });
    subscriptions = [];
    await open('pt');
    expect(await screen.findByText('Os webhooks estão disponíveis para administradores.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Webhooks' })).toBeNull();
    expect(webhookRequests()).toHaveLength(0);
  });
});
