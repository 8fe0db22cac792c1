/**
 * A local Correios for the shipping tests (issue 48: no machine here reaches Correios), stateful, implementing the calls
 * the client makes with Correios' field names as the public clients use them (opastorello/correios-reverso
 * src/correios_reverso/models.py: CriarPrePostagemRequest, PrePostagemItem{id, codigoObjeto, observacao,
 * dataValidadeLogReversa, logisticaReversa}, PrePostagemListResponse{itens, page}; cancelamento: "Cancelamento da
 * Prepostagem … efetuado com sucesso."), the CWS token answer (token, expiraEm, cartaoPostagem.numero) and SRO Rastro's
 * objetos[].eventos[] (codigo, tipo, dtHrCriado, descricao, unidade.endereco.cidade/uf; arthursoas/correios_gem
 * docs/SRO/TRACK_SHIPPINGS.md lists the same events: PO, DO, OEC, BDE…).
 *
 * It fails as the real one does, on demand: 401 once a token is past its expiraEm (or revoked), 429 with Retry-After,
 * 5xx, a slow answer, a hang, a refusal in a 200 body or a 4xx with `msgs` (PPN-…, DCE-009), a cancellation refused
 * once the object was posted, and 'answer lost after the effect' (the authorisation is made, the socket is cut).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeFailure =
  | { status: 429; retryAfter?: string }
  | { status: 500 | 502 | 503 }
  | { status: 401 }
  | { delayMs: number }
  | { hang: true }
  /** The effect happens, then the connection is cut before any answer. */
  | { dropAfterEffect: true }
  /** A business refusal: its status (200 for a refusal in a 200 body) and Correios' messages. */
  | { business: number; msgs: string[] };

export type FakeRoute = 'token' | 'create' | 'list' | 'cancel' | 'extend' | 'track';

export interface FakePrePostagem {
  id: string;
  codigoObjeto: string;
  observacao: string;
  numeroCartaoPostagem: string;
  dataValidadeLogReversa: string;
  logisticaReversa: 'S';
  statusAtual: 'PREPOSTADO' | 'POSTADO' | 'ENTREGUE' | 'CANCELADO';
  body: Record<string, unknown>;
  eventos: Record<string, unknown>[];
}

export interface FakeCorreios {
  url: string;
  /** user → { accessCode, card }: the contracts it knows. */
  contracts: Map<string, { accessCode: string; card: string }>;
  prepostagens: FakePrePostagem[];
  calls: { route: FakeRoute; user: string | null; path: string; body: unknown }[];
  /** Failures to serve, in order, for a route (each used once). */
  fail(route: FakeRoute, ...failures: FakeFailure[]): void;
  /** Every token issued so far expires now (the next call with one answers 401). */
  expireTokens(): void;
  /** Seconds a new token lives. */
  tokenSeconds: number;
  /** The object is posted / delivered (SRO events appended). */
  post(code: string, at: Date): void;
  deliver(code: string, at: Date): void;
  close(): Promise<void>;
}

const brasilia = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 19);

export async function startFakeCorreios(clock: () => Date): Promise<FakeCorreios> {
  const failures = new Map<FakeRoute, FakeFailure[]>();
  const tokens = new Map<string, { user: string; card: string; until: number }>();
  const hanging = new Set<http.ServerResponse>();
  let serial = 0;

  const fake: FakeCorreios = {
    url: '',
    contracts: new Map(),
    prepostagens: [],
    calls: [],
    tokenSeconds: 3600,
    fail(route, ...list) {
      failures.set(route, [...(failures.get(route) ?? []), ...list]);
    },
    expireTokens() {
      for (const token of tokens.values()) token.until = 0;
    },
    post(code, at) {
      const item = fake.prepostagens.find((p) => p.codigoObjeto === code)!;
      item.statusAtual = 'POSTADO';
      item.eventos.unshift({
        codigo: 'PO',
        tipo: '01',
        dtHrCriado: brasilia(at),
        descricao: 'Objeto postado',
        unidade: { tipo: 'Agência dos Correios', endereco: { cidade: 'RIO DE JANEIRO', uf: 'RJ' } },
      });
    },
    deliver(code, at) {
      const item = fake.prepostagens.find((p) => p.codigoObjeto === code)!;
      item.statusAtual = 'ENTREGUE';
      item.eventos.unshift(
        {
          codigo: 'DO',
          tipo: '01',
          dtHrCriado: brasilia(new Date(at.getTime() - 86_400_000)),
          descricao: 'Objeto em trânsito - por favor aguarde',
          unidade: { tipo: 'Unidade de Tratamento', endereco: { cidade: 'CAJAMAR', uf: 'SP' } },
        },
        {
          codigo: 'BDE',
          tipo: '01',
          dtHrCriado: brasilia(at),
          descricao: 'Objeto entregue ao destinatário',
          unidade: { tipo: 'Unidade de Distribuição', endereco: { cidade: 'SAO PAULO', uf: 'SP' } },
        },
      );
      // SRO lists the newest event first.
      item.eventos.sort((a, b) => String(b.dtHrCriado).localeCompare(String(a.dtHrCriado)));
    },
    async close() {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  // Correios' error body (CWS): msgs[], date, method, path.
  const errorBody = (msgs: string[], method: string, path: string) => ({
    msgs,
    date: brasilia(clock()),
    method,
    path,
  });

  function route(method: string, path: string): FakeRoute | null {
    if (method === 'POST' && path === '/token/v1/autentica/cartaopostagem') return 'token';
    if (method === 'POST' && path === '/prepostagem/v1/prepostagens') return 'create';
    if (method === 'GET' && path === '/prepostagem/v1/prepostagens') return 'list';
    if (method === 'DELETE' && /^\/prepostagem\/v1\/prepostagens\/[^/]+$/.test(path)) return 'cancel';
    if (method === 'PATCH' && /^\/prepostagem\/v1\/prepostagens\/[^/]+\/logisticareversa$/.test(path)) return 'extend';
    if (method === 'GET' && path === '/srorastro/v1/objetos') return 'track';
    return null;
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const method = req.method ?? 'GET';
        const name = route(method, url.pathname);
        const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
        const auth = req.headers.authorization ?? '';
        let user: string | null = null;
        if (auth.startsWith('Bearer ')) user = tokens.get(auth.slice(7))?.user ?? null;
        if (auth.startsWith('Basic ')) user = Buffer.from(auth.slice(6), 'base64').toString().split(':')[0] ?? null;
        if (!name) return send(res, 404, errorBody(['Recurso não encontrado'], method, url.pathname));
        fake.calls.push({ route: name, user, path: `${url.pathname}${url.search}`, body });

        const failure = failures.get(name)?.shift();
        if (failure && 'delayMs' in failure) await new Promise((r) => setTimeout(r, failure.delayMs));
        if (failure && 'hang' in failure) {
          hanging.add(res);
          return;
        }
        if (failure && 'status' in failure) {
          const headers: Record<string, string> =
            failure.status === 429 && failure.retryAfter ? { 'Retry-After': failure.retryAfter } : {};
          return send(res, failure.status, errorBody([`Erro ${failure.status}`], method, url.pathname), headers);
        }
        if (failure && 'business' in failure) {
          return send(res, failure.business, errorBody(failure.msgs, method, url.pathname));
        }

        if (name === 'token') {
          const [u, code] = Buffer.from(auth.slice(6), 'base64').toString().split(':');
          const contract = u ? fake.contracts.get(u) : undefined;
          if (!contract || contract.accessCode !== code || String(body?.numero) !== contract.card) {
            return send(res, 401, errorBody(['Usuário ou senha inválidos'], method, url.pathname));
          }
          const token = `tok-${++serial}-${u}`;
          const until = clock().getTime() + fake.tokenSeconds * 1000;
          tokens.set(token, { user: u!, card: contract.card, until });
          return send(res, 201, {
            ambiente: 'HOMOLOGACAO',
            id: u,
            perfil: 'PJ',
            cartaoPostagem: { numero: contract.card, contrato: '9912345678', dr: 72 },
            emissao: brasilia(clock()),
            expiraEm: brasilia(new Date(until)),
            zoneOffset: '-03:00',
            token,
          });
        }
        const token = tokens.get(auth.slice(7));
        if (!token || token.until <= clock().getTime()) {
          return send(res, 401, errorBody(['Token inválido ou expirado'], method, url.pathname));
        }
        const mine = (p: FakePrePostagem) => p.numeroCartaoPostagem === token.card;

        if (name === 'create') {
          const remetente = body?.remetente as { endereco?: { cep?: string } } | undefined;
          if (!/^\d{8}$/.test(remetente?.endereco?.cep ?? '')) {
            return send(res, 400, errorBody(['PPN-295: CEP do remetente inválido'], method, url.pathname));
          }
          if (body?.numeroCartaoPostagem !== token.card) {
            return send(
              res,
              400,
              errorBody(['PPN-150: Cartão de postagem não pertence ao usuário'], method, url.pathname),
            );
          }
          const digits = String(10_000_000 + fake.prepostagens.length).slice(-8);
          const item: FakePrePostagem = {
            id: `PR${String(++serial).padStart(30, '0')}`,
            codigoObjeto: `LR${digits}0BR`,
            observacao: String(body?.observacao ?? ''),
            numeroCartaoPostagem: token.card,
            dataValidadeLogReversa: String(body?.dataValidadeLogReversa ?? ''),
            logisticaReversa: 'S',
            statusAtual: 'PREPOSTADO',
            body: body ?? {},
            eventos: [],
          };
          fake.prepostagens.push(item);
          if (failure && 'dropAfterEffect' in failure) return res.socket?.destroy();
          const { body: _b, eventos: _e, ...answer } = item;
          return send(res, 200, { ...answer, codigoServico: body?.codigoServico });
        }
        if (name === 'list') {
          const page = Number(url.searchParams.get('page') ?? 0);
          const size = Number(url.searchParams.get('size') ?? 50);
          const all = fake.prepostagens.filter(mine).reverse();
          const itens = all.slice(page * size, page * size + size).map(({ body: _b, eventos: _e, ...item }) => item);
          const totalPages = Math.ceil(all.length / size);
          return send(res, 200, {
            itens,
            page: { number: page, size, totalPages, count: all.length, last: page >= totalPages - 1 },
          });
        }
        const id = decodeURIComponent(url.pathname.split('/')[4] ?? '');
        const item = fake.prepostagens.find((p) => p.id === id && mine(p));
        if (name === 'cancel' || name === 'extend') {
          if (!item) return send(res, 404, errorBody(['PPN-404: Pré-postagem não encontrada'], method, url.pathname));
          if (item.statusAtual !== 'PREPOSTADO') {
            return send(
              res,
              422,
              errorBody(['PPN-210: Objeto já postado, não pode ser alterado'], method, url.pathname),
            );
          }
          if (name === 'cancel') {
            item.statusAtual = 'CANCELADO';
            return send(res, 200, { mensagem: `Cancelamento da Prepostagem ${item.id} efetuado com sucesso.` });
          }
          item.dataValidadeLogReversa = String(body?.dataValidadeLogReversa ?? '');
          return send(res, 200, { id: item.id, dataValidadeLogReversa: item.dataValidadeLogReversa });
        }
        // track: SRO Rastro, up to 50 objects a call.
        const codes = url.searchParams.getAll('codigosObjetos');
        if (codes.length > 50)
          return send(res, 400, errorBody(['SRO-020: Máximo de 50 objetos'], method, url.pathname));
        return send(res, 200, {
          versao: '1.0.0',
          quantidade: codes.length,
          objetos: codes.map((code) => {
            const found = fake.prepostagens.find((p) => p.codigoObjeto === code && mine(p));
            return found?.eventos.length
              ? { codObjeto: code, eventos: found.eventos, modalidade: 'F' }
              : { codObjeto: code, mensagem: 'SRO-019: Objeto inválido ou não encontrado' };
          }),
        });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
