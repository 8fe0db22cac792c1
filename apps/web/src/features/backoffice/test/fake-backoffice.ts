import type { ServerResponse } from 'node:http';
import { json, type RecordedRequest } from '../../../test/test-server';
import type {
  DetailAnswer,
  Operator,
  OperatorRow,
  QueueItem,
  ReportRow,
  VtexUnmappedRow,
  FailedJobRow,
} from '@portal/domain/backoffice';
import { ADMIN, detail, OPERATORS, queueItem, REPORT_ROWS } from './fixtures';
import { fakeShipment, shipmentState, type FakeShipmentState } from './fake-shipment';

/** What the fake console API knows; tests change it between steps. */
export interface FakeState {
  /** Who the operator cookie belongs to (null: not signed in). */
  signedIn: Operator | null;
  /** Who signs in with the right code and token. */
  operator: Operator;
  enrolled: boolean;
  code: string;
  token: string;
  queue: QueueItem[];
  total: number;
  detail: DetailAnswer;
  /** The next transition answers 409 with this code. */
  conflict: string | null;
  report: ReportRow[];
  operators: OperatorRow[];
  /** The next POST operators answers 400 invalid_request (what the server refuses and the form let through). */
  refuseOperator: boolean;
  /** Issue 27's calls (bulk moves, take, internal notes, slip, dashboard figures): the 200 answer per path. */
  answers: Record<string, unknown>;
  /** The VTEX orders the connector could not map (issue 45), and what 'try again' makes of the next one. */
  vtexUnmapped: VtexUnmappedRow[];
  vtexRetryOutcome: 'created' | 'rejected';
  /** The jobs given up after their last attempt (issue 47), as GET /api/backoffice/jobs/failed answers them. */
  failedJobs: FailedJobRow[];
  /** The protocol's Correios authorisations and what the next action answers (issue 48). */
  shipment: FakeShipmentState;
}

export function fakeState(overrides: Partial<FakeState> = {}): FakeState {
  return {
    signedIn: null,
    operator: ADMIN,
    enrolled: true,
    code: '123456',
    token: '654321',
    queue: [queueItem()],
    total: 1,
    detail: detail(),
    conflict: null,
    report: REPORT_ROWS,
    operators: OPERATORS,
    refuseOperator: false,
    answers: {},
    vtexUnmapped: [],
    vtexRetryOutcome: 'created',
    failedJobs: [],
    shipment: shipmentState(),
    ...overrides,
  };
}

const MESSAGES: Record<string, Record<string, string>> = {
  badCode: { pt: 'Código inválido ou expirado.', en: 'Invalid or expired code.', es: 'Código inválido o vencido.' },
  badToken: {
    pt: 'Código do autenticador inválido.',
    en: 'Invalid authenticator code.',
    es: 'Código del autenticador inválido.',
  },
  signedOut: { pt: 'Sessão expirada.', en: 'Session expired.', es: 'Sesión vencida.' },
  operatorExists: {
    pt: 'Já existe um operador com este e-mail.',
    en: 'An operator with this e-mail already exists.',
    es: 'Ya existe un operador con este correo electrónico.',
  },
  operatorSelf: {
    pt: 'Você não pode desativar o seu próprio acesso nem deixar de ser administrador.',
    en: 'You cannot deactivate your own access or stop being an administrator.',
    es: 'No puedes desactivar tu propio acceso ni dejar de ser administrador.',
  },
  invalidRequest: {
    pt: 'Requisição inválida: name: Texto muito longo.',
    en: 'Invalid request: name: Text too long.',
    es: 'Solicitud inválida: name: Texto demasiado largo.',
  },
};

/** The console API of the contract (ADR 0022), answering in the request's language. */
export function fakeBackoffice(state: FakeState) {
  return (request: RecordedRequest, response: ServerResponse): void => {
    const url = new URL(request.url, 'http://test');
    const path = url.pathname;
    const lang = String(request.headers['accept-language'] ?? 'pt');
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    const error = (status: number, key: string, extra: Record<string, unknown> = {}) =>
      json(response, status, { type: 'ERROR', message: MESSAGES[key]?.[lang] ?? key, ...extra });

    if (path === '/api/brand') return json(response, 404, { type: 'ERROR', message: 'not used' });
    if (path === '/api/backoffice/auth/code') return json(response, 202, { sent: true });
    if (path === '/api/backoffice/auth/verify') {
      if (body.code !== state.code) return error(401, 'badCode');
      return json(
        response,
        200,
        state.enrolled
          ? { next: 'totp' }
          : {
              next: 'totp-enrol',
              otpauthUri: 'otpauth://totp/Console:bia?secret=JBSWY3DPEHPK3PXP&issuer=Console',
              qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
            },
      );
    }
    if (path === '/api/backoffice/auth/totp') {
      if (body.token !== state.token) return error(401, 'badToken');
      state.signedIn = state.operator;
      return json(response, 200, { operator: state.operator });
    }
    if (path === '/api/backoffice/auth/logout') {
      state.signedIn = null;
      response.writeHead(204).end();
      return;
    }
    if (!state.signedIn) return error(401, 'signedOut');
    if (path === '/api/backoffice/me') return json(response, 200, { operator: state.signedIn });
    if (path === '/api/backoffice/protocols') {
      const page = Number(url.searchParams.get('page') ?? 1);
      return json(response, 200, { items: state.queue, total: state.total, page, pageSize: 20 });
    }
    const transition = /^\/api\/backoffice\/protocols\/(\d+)\/transitions$/.exec(path);
    if (transition && request.method === 'POST') {
      if (state.conflict) {
        const code = state.conflict;
        state.conflict = null;
        return json(response, 409, { type: 'ERROR', message: 'Conflito', code });
      }
      const to = Number(body.to);
      const history = [
        ...state.detail.history,
        {
          status: to,
          at: '2026-11-20T12:00:00.000Z',
          note: String(body.note ?? ''),
          denialReason: null,
          operator: { id: state.signedIn.id, email: state.signedIn.email },
          source: 'operator' as const,
        },
      ];
      state.detail = {
        ...state.detail,
        protocol: { ...state.detail.protocol, status: to },
        history,
        allowed: [{ to: 23, requiresReason: false }],
      };
      return json(response, 200, { status: to, history, allowed: state.detail.allowed });
    }
    if (/^\/api\/backoffice\/protocols\/\d+$/.test(path)) {
      if (path !== `/api/backoffice/protocols/${state.detail.protocol.prtId}`) return error(404, 'notFound');
      return json(response, 200, state.detail);
    }
    if (path === '/api/backoffice/reports/reasons') {
      if (state.signedIn.role !== 'admin') return error(403, 'forbidden');
      return json(response, 200, { rows: state.report });
    }
    if (path === '/api/backoffice/operators') return operators(state, request.method, body, error, response);
    const edited = /^\/api\/backoffice\/operators\/(\d+)$/.exec(path);
    if (edited && request.method === 'PATCH') return editOperator(state, Number(edited[1]), body, error, response);
    if (path === '/api/backoffice/vtex/unmapped') {
      const brand = url.searchParams.get('brand');
      const rows = state.vtexUnmapped.filter((row) => !brand || row.brandId === Number(brand));
      return json(response, 200, { rows });
    }
    const retried = /^\/api\/backoffice\/vtex\/unmapped\/([^/]+)\/retry$/.exec(path);
    if (retried && request.method === 'POST') {
      const orderId = decodeURIComponent(retried[1]!);
      if (!state.vtexUnmapped.some((row) => row.vtexOrderId === orderId)) return error(404, 'notFound');
      // Brought in, the order leaves the list; still rejected, it stays.
      if (state.vtexRetryOutcome !== 'rejected') {
        state.vtexUnmapped = state.vtexUnmapped.filter((row) => row.vtexOrderId !== orderId);
      }
      return json(response, 200, { outcome: state.vtexRetryOutcome });
    }
    if (path === '/api/backoffice/jobs/failed') {
      if (state.signedIn.role !== 'admin') return error(403, 'forbidden');
      return json(response, 200, { rows: state.failedJobs });
    }
    const retriedJob = /^\/api\/backoffice\/jobs\/failed\/(\d+)\/retry$/.exec(path);
    if (retriedJob && request.method === 'POST') {
      if (state.signedIn.role !== 'admin') return error(403, 'forbidden');
      const id = Number(retriedJob[1]);
      // Queued again, the job leaves the dead-letter list; one that is not there is the API's 404.
      if (!state.failedJobs.some((job) => job.id === id)) return error(404, 'notFound');
      state.failedJobs = state.failedJobs.filter((job) => job.id !== id);
      return json(response, 200, { queued: true });
    }
    if (fakeShipment(state.shipment, state.detail.protocol.prtId, request, response)) return;
    if (path in state.answers) return json(response, 200, state.answers[path]);
    return error(404, 'notFound');
  };
}

/** GET and POST operators as the API answers them (admins only; a taken e-mail 409, a brand not the admin's 404). */
function operators(
  state: FakeState,
  method: string | undefined,
  body: Record<string, unknown>,
  error: (status: number, key: string, extra?: Record<string, unknown>) => void,
  response: ServerResponse,
): void {
  const admin = state.signedIn;
  if (admin?.role !== 'admin') return error(403, 'forbidden');
  if (method !== 'POST') return json(response, 200, { operators: state.operators });
  if (state.refuseOperator) {
    state.refuseOperator = false;
    return error(400, 'invalidRequest', { code: 'invalid_request' });
  }
  const email = String(body.email).toLowerCase();
  if (state.operators.some((operator) => operator.email === email)) {
    return error(409, 'operatorExists', { code: 'operator_exists' });
  }
  const brands = body.brands as number[];
  if (brands.some((brand) => !admin.brands.includes(brand))) return error(404, 'notFound');
  const role = body.role === 'admin' ? 'admin' : 'agent';
  // Named as the API names them: from the brands it knows, which the admin's own answer already carries.
  const brandNames = admin.brandNames.filter((brand) => brands.includes(brand.id));
  const added: Operator = {
    id: 100 + state.operators.length,
    email,
    name: String(body.name),
    role,
    brands,
    brandNames,
  };
  state.operators = [...state.operators, { ...added, active: true }];
  return json(response, 201, { operator: added });
}

/** PATCH operators/:id as the API answers it: admins only; an admin cannot deactivate or demote herself (409). */
function editOperator(
  state: FakeState,
  id: number,
  body: Record<string, unknown>,
  error: (status: number, key: string, extra?: Record<string, unknown>) => void,
  response: ServerResponse,
): void {
  const admin = state.signedIn;
  if (admin?.role !== 'admin') return error(403, 'forbidden');
  const current = state.operators.find((operator) => operator.id === id);
  if (!current) return error(404, 'notFound');
  if (id === admin.id && (body.active === false || body.role === 'agent')) {
    return error(409, 'operatorSelf', { code: 'operator_self' });
  }
  const brands = (body.brands as number[] | undefined) ?? current.brands;
  const changed: OperatorRow = {
    ...current,
    ...(typeof body.name === 'string' ? { name: body.name } : {}),
    ...(body.role === 'admin' || body.role === 'agent' ? { role: body.role } : {}),
    ...(typeof body.active === 'boolean' ? { active: body.active } : {}),
    brands,
    brandNames: admin.brandNames.filter((brand) => brands.includes(brand.id)),
  };
  state.operators = state.operators.map((operator) => (operator.id === id ? changed : operator));
  return json(response, 200, { operator: changed });
}
