/**
 * Correios' REST API (CWS, https://api.correios.com.br) for one brand's contract (issue 48, ADR 0091). Field names are
 * Correios' own, as the public clients use them: the token and pré-postagem bodies from opastorello/correios-reverso
 * (src/correios_reverso/models.py: CriarPrePostagemRequest, PessoaPrePostagem, Endereco, ItemDeclaracaoConteudo,
 * PrePostagemListResponse{itens,page}), SRO Rastro's `objetos[].eventos[]` (codigo, tipo, dtHrCriado, descricao,
 * unidade) as arthursoas/correios_gem documents the SRO events (docs/SRO/TRACK_SHIPPINGS.md).
 *
 * Token: POST /token/v1/autentica/cartaopostagem, Basic user:access code, { numero: <posting card> }; the answer's
 * `token` is kept until a minute before its `expiraEm`, and a 401 renews it once. Every call is aborted after
 * `requestTimeoutMs`; a timeout, a network error, 429 (Retry-After honoured) or 5xx is retried with exponential
 * backoff and full jitter up to `maxAttempts`. A creation is retried only through `issue`'s caller, which first asks
 * `findByRequestId` whether the lost attempt made one: Correios takes no idempotency key.
 */
import { correiosDate, SRO_MAX_OBJECTS_PER_CALL } from '@portal/domain';
import { realSleep, retryAfterMs, type Sleep } from '../integration/vtex/client';
import { CarrierError, type Carrier, type CarrierEvent, type CarrierParty, type IssueInput } from './carrier';
import type { CorreiosContract, ShippingSettings } from './config';

export interface CorreiosClientOptions {
  contract: CorreiosContract;
  settings: Pick<ShippingSettings, 'baseUrl' | 'requestTimeoutMs' | 'maxAttempts' | 'backoffBaseMs' | 'maxBackoffMs'>;
  sleep?: Sleep;
  random?: () => number;
  clock?: () => Date;
}

/** The token is renewed this long before Correios says it expires (clocks differ; a call takes time). */
const TOKEN_MARGIN_MS = 60_000;

type Answer = { status: number; body: unknown; retryAfter: number | null };

/** Correios' error body: `{ msgs: ["PPN-295: CEP inválido"], … }` (also seen as `mensagem` on older services). */
function messagesOf(body: unknown): string[] {
  const record = (body ?? {}) as { msgs?: unknown; mensagem?: unknown };
  if (Array.isArray(record.msgs)) return record.msgs.filter((m): m is string => typeof m === 'string');
  return typeof record.mensagem === 'string' ? [record.mensagem] : [];
}

/** Correios `dtHrCriado`: '2026-12-10T14:03:00' in Brasília time (no offset); some answers carry one. */
function sroInstant(text: string): Date {
  return new Date(/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text}-03:00`);
}

function party(p: CarrierParty) {
  const phone = p.phone?.replace(/\D/g, '') ?? '';
  return {
    nome: p.name,
    cpfCnpj: p.document,
    // A mobile phone (11 digits with DDD) goes in dddCelular/celular, a landline in dddTelefone/telefone.
    ...(phone.length === 11 ? { dddCelular: phone.slice(0, 2), celular: phone.slice(2) } : {}),
    ...(phone.length === 10 ? { dddTelefone: phone.slice(0, 2), telefone: phone.slice(2) } : {}),
    email: p.email ?? '',
    endereco: {
      cep: p.cep,
      logradouro: p.street,
      numero: p.number,
      complemento: p.complement ?? '',
      bairro: p.district,
      cidade: p.city,
      uf: p.uf,
    },
  };
}

export function createCorreiosClient(options: CorreiosClientOptions): Carrier {
  const { contract, settings } = options;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  const clock = options.clock ?? (() => new Date());
  let token: { value: string; until: number } | null = null;
  let authenticating: Promise<string> | null = null;

  /**
   * `once`: a creation. Only a 429 or a 503 (refused before any work) is retried here; after a timeout, a cut
   * connection or another 5xx the authorisation may exist, so the error goes to the job, which searches first.
   */
  async function send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
    once = false,
  ): Promise<Answer> {
    for (let attemptNo = 1; ; attemptNo++) {
      const timeout = AbortSignal.timeout(settings.requestTimeoutMs);
      let transient: { code: string; status: number | null; retryAfter: number | null };
      try {
        const response = await fetch(`${settings.baseUrl}${path}`, {
          method,
          signal: timeout,
          redirect: 'error',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        if (response.status === 429 || response.status >= 500) {
          transient = {
            code: response.status === 429 ? 'correios_throttled' : 'correios_server_error',
            status: response.status,
            retryAfter: retryAfterMs(response.headers.get('retry-after')),
          };
        } else {
          let parsed: unknown = null;
          try {
            parsed = text.trim() ? JSON.parse(text) : null;
          } catch {
            if (response.ok) throw new CarrierError('permanent', 'correios_unreadable_answer', [], response.status);
          }
          return { status: response.status, body: parsed, retryAfter: null };
        }
      } catch (error) {
        if (error instanceof CarrierError) throw error;
        transient = {
          code: timeout.aborted ? 'correios_timeout' : 'correios_unreachable',
          status: null,
          retryAfter: null,
        };
      }
      const unprocessed = transient.status === 429 || transient.status === 503;
      if (attemptNo >= settings.maxAttempts || (once && !unprocessed)) {
        throw new CarrierError('transient', transient.code, [], transient.status);
      }
      const ceiling = Math.min(settings.maxBackoffMs, settings.backoffBaseMs * 2 ** (attemptNo - 1));
      await sleep(transient.retryAfter ?? Math.floor(random() * ceiling));
    }
  }

  async function authenticate(): Promise<string> {
    const basic = Buffer.from(`${contract.user}:${contract.accessCode}`).toString('base64');
    const answer = await send(
      'POST',
      '/token/v1/autentica/cartaopostagem',
      { Authorization: `Basic ${basic}` },
      {
        numero: contract.postingCard,
      },
    );
    const body = (answer.body ?? {}) as { token?: unknown; expiraEm?: unknown };
    if (answer.status === 401 || answer.status === 403) {
      throw new CarrierError('permanent', 'correios_unauthorised', messagesOf(answer.body), answer.status);
    }
    if (answer.status < 200 || answer.status >= 300 || typeof body.token !== 'string') {
      throw new CarrierError('permanent', 'correios_token_refused', messagesOf(answer.body), answer.status);
    }
    // `expiraEm` is Brasília time without an offset ('2026-12-08T23:59:59'); unreadable, the token is used for this call only.
    const until = typeof body.expiraEm === 'string' ? sroInstant(body.expiraEm).getTime() : clock().getTime();
    token = { value: body.token, until: until - TOKEN_MARGIN_MS };
    return body.token;
  }

  async function bearer(): Promise<string> {
    if (token && token.until > clock().getTime()) return token.value;
    // Concurrent calls of one brand share one authentication.
    authenticating ??= authenticate().finally(() => {
      authenticating = null;
    });
    return authenticating;
  }

  /** A call with the token; a 401 (expired or revoked early) renews it once. */
  async function call(method: string, path: string, body?: unknown, once = false): Promise<Answer> {
    let answer = await send(method, path, { Authorization: `Bearer ${await bearer()}` }, body, once);
    if (answer.status === 401) {
      token = null;
      answer = await send(method, path, { Authorization: `Bearer ${await bearer()}` }, body, once);
      if (answer.status === 401) throw new CarrierError('permanent', 'correios_unauthorised', [], 401);
    }
    const msgs = messagesOf(answer.body);
    if (answer.status >= 400 && answer.status < 500) {
      throw new CarrierError(
        msgs.length ? 'business' : 'permanent',
        `correios_http_${answer.status}`,
        msgs,
        answer.status,
      );
    }
    return answer;
  }

  const authorisationOf = (body: unknown) => {
    const record = (body ?? {}) as { id?: unknown; codigoObjeto?: unknown };
    return typeof record.id === 'string' && typeof record.codigoObjeto === 'string'
      ? { carrierId: record.id, code: record.codigoObjeto }
      : null;
  };

  return {
    demo: false,
    async issue(input: IssueInput) {
      const answer = await call(
        'POST',
        '/prepostagem/v1/prepostagens',
        {
          remetente: party(input.sender),
          destinatario: party(input.recipient),
          codigoServico: contract.serviceCode,
          numeroCartaoPostagem: contract.postingCard,
          pesoInformado: String(input.weightGrams),
          codigoFormatoObjetoInformado: input.format,
          alturaInformada: String(input.heightCm),
          larguraInformada: String(input.widthCm),
          comprimentoInformado: String(input.lengthCm),
          cienteObjetoNaoProibido: 1,
          // The content declaration (DCE): one line per item, value in reais.
          itensDeclaracaoConteudo: input.items.map((item) => ({
            conteudo: item.description.slice(0, 100),
            quantidade: item.quantity,
            valor: item.valueCents / 100,
          })),
          logisticaReversa: 'S',
          dataValidadeLogReversa: correiosDate(input.postBy),
          // Our request id: the one free field the pré-postagem keeps and lists back (see findByRequestId).
          observacao: input.requestId,
        },
        true,
      );
      const made = authorisationOf(answer.body);
      // A 200 whose body carries `msgs` and no object is a refusal (seen on the pré-postagem API), not a success.
      if (!made) {
        const msgs = messagesOf(answer.body);
        throw new CarrierError(msgs.length ? 'business' : 'permanent', 'correios_refused', msgs, answer.status);
      }
      return made;
    },
    async findByRequestId(requestId: string) {
      // GET /prepostagem/v1/prepostagens lists the card's pré-postagens (itens[], page{}); reverse ones filtered by
      // logisticaReversa=S. Ours are recent, so the first pages hold them; `observacao` says which is this request's.
      for (let page = 0; page < 5; page++) {
        const answer = await call('GET', `/prepostagem/v1/prepostagens?logisticaReversa=S&page=${page}&size=50`);
        const body = (answer.body ?? {}) as { itens?: unknown; page?: { last?: unknown } };
        const items = Array.isArray(body.itens) ? (body.itens as { observacao?: unknown }[]) : [];
        const found = items.find((item) => item.observacao === requestId);
        if (found) return authorisationOf(found);
        if (items.length === 0 || body.page?.last !== false) return null;
      }
      return null;
    },
    async cancel(carrierId: string) {
      await call('DELETE', `/prepostagem/v1/prepostagens/${encodeURIComponent(carrierId)}`);
    },
    async extend(carrierId: string, postBy: string) {
      await call('PATCH', `/prepostagem/v1/prepostagens/${encodeURIComponent(carrierId)}/logisticareversa`, {
        dataValidadeLogReversa: correiosDate(postBy),
      });
    },
    async track(codes: string[]) {
      const events = new Map<string, CarrierEvent[]>();
      for (let start = 0; start < codes.length; start += SRO_MAX_OBJECTS_PER_CALL) {
        const batch = codes.slice(start, start + SRO_MAX_OBJECTS_PER_CALL);
        const query = batch.map((code) => `codigosObjetos=${encodeURIComponent(code)}`).join('&');
        const answer = await call('GET', `/srorastro/v1/objetos?${query}&resultado=T`);
        const objetos = ((answer.body ?? {}) as { objetos?: unknown }).objetos;
        for (const objeto of Array.isArray(objetos) ? objetos : []) {
          const { codObjeto, eventos } = (objeto ?? {}) as { codObjeto?: unknown; eventos?: unknown };
          if (typeof codObjeto !== 'string' || !Array.isArray(eventos)) continue;
          events.set(
            codObjeto,
            eventos.flatMap((evento) => {
              const e = (evento ?? {}) as {
                codigo?: unknown;
                tipo?: unknown;
                dtHrCriado?: unknown;
                descricao?: unknown;
                unidade?: { endereco?: { cidade?: unknown; uf?: unknown } };
              };
              if (typeof e.codigo !== 'string' || typeof e.dtHrCriado !== 'string') return [];
              const city = e.unidade?.endereco?.cidade;
              const uf = e.unidade?.endereco?.uf;
              return [
                {
                  code: e.codigo,
                  type: typeof e.tipo === 'string' ? e.tipo : '',
                  at: sroInstant(e.dtHrCriado),
                  text: typeof e.descricao === 'string' ? e.descricao : '',
                  place: typeof city === 'string' ? `${city}${typeof uf === 'string' ? ` - ${uf}` : ''}` : null,
                },
              ];
            }),
          );
        }
      }
      return events;
    },
  };
}
