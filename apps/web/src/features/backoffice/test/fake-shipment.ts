import type { ServerResponse } from 'node:http';
import { consoleShipmentResponseSchema, type ConsoleShipment, type ConsoleShipmentResponse } from '@portal/domain';
import { json, type RecordedRequest } from '../../../test/test-server';

/** The shipping part of the fake console API (issue 48), kept in the fake's state. */
export interface FakeShipmentState {
  answer: ConsoleShipmentResponse;
  /** The next action answers this status and message instead (a carrier error the API relays in words). */
  actionError: { status: number; message: string } | null;
}

/**
 * Correios SRO Rastro's own event texts (`descricao`) as the API relays them: `description` in the reader's
 * language, `carrierText` as Correios sent it.
 */
export function consoleShipment(overrides: Partial<ConsoleShipment> = {}): ConsoleShipment {
  return {
    id: 41,
    requestId: 'prt-900123-1',
    createdAt: '2026-11-10T13:01:00.000Z',
    carrier: 'correios',
    demo: false,
    state: 'posted',
    authorisationCode: '2093417658',
    postBy: '2026-11-20',
    trackingCode: 'LR123456785BR',
    events: [
      {
        at: '2026-11-12T13:42:00.000Z',
        kind: 'posted',
        description: 'Objeto postado',
        carrierText: 'Objeto postado',
        place: 'São Paulo - SP',
      },
      {
        at: '2026-11-13T02:15:00.000Z',
        kind: 'in_transit',
        description: 'Objeto em trânsito - por favor aguarde',
        carrierText: 'Objeto em trânsito - por favor aguarde',
        place: 'Cajamar - SP',
      },
    ],
    error: null,
    actions: { issueAgain: false, extend: false, cancel: false },
    ...overrides,
  };
}

/** Parsed by the contract's schema, so a test can never hand the page what the API may not send. */
export function shipmentState(shipments: ConsoleShipment[] = [consoleShipment()], connected = true): FakeShipmentState {
  return { answer: consoleShipmentResponseSchema.parse({ shipments, connected }), actionError: null };
}

const ACTION = /^\/api\/backoffice\/protocols\/(\d+)\/shipment\/(issue-again|extend|cancel)$/;

/** GET protocols/:id/shipment and its three actions; false when the path is not one of them. */
export function fakeShipment(
  state: FakeShipmentState,
  prtId: number,
  request: RecordedRequest,
  response: ServerResponse,
) {
  const path = new URL(request.url, 'http://test').pathname;
  if (path === `/api/backoffice/protocols/${prtId}/shipment` && request.method === 'GET') {
    json(response, 200, state.answer);
    return true;
  }
  const action = ACTION.exec(path);
  if (!action || request.method !== 'POST' || Number(action[1]) !== prtId) return false;
  if (state.actionError) {
    const { status, message } = state.actionError;
    state.actionError = null;
    json(response, status, { type: 'ERROR', message });
    return true;
  }
  const [current, ...older] = state.answer.shipments;
  if (!current) {
    // The first code (issue 48): the API records a request and answers it while Correios is asked.
    if (action[2] !== 'issue-again') return false;
    const requested = consoleShipment({
      state: 'requested',
      authorisationCode: null,
      postBy: null,
      trackingCode: null,
      events: [],
    });
    state.answer = consoleShipmentResponseSchema.parse({ ...state.answer, shipments: [requested] });
    json(response, 200, state.answer);
    return true;
  }
  const none = { issueAgain: false, extend: false, cancel: false };
  let shipments: ConsoleShipment[];
  if (action[2] === 'cancel') shipments = [{ ...current, state: 'cancelled', actions: none }, ...older];
  else if (action[2] === 'extend') shipments = [{ ...current, postBy: '2026-11-30' }, ...older];
  else {
    const fresh = consoleShipment({
      id: current.id + 1,
      requestId: `prt-${prtId}-${current.id + 1}`,
      state: 'issued',
      authorisationCode: '2093417666',
      trackingCode: null,
      events: [],
      actions: { issueAgain: false, extend: true, cancel: true },
    });
    shipments = [fresh, { ...current, actions: none }, ...older];
  }
  state.answer = consoleShipmentResponseSchema.parse({ ...state.answer, shipments });
  json(response, 200, state.answer);
  return true;
}
