/**
 * Child process of bench/protocols-create.ts (started with support/child-server): the floor to compare protocol
 * creation against (issue 15). A bare Fastify with one route that runs the statements of our transaction through a
 * plain `pg` pool of 10, each as a named (server-side prepared) statement:
 *
 *   BEGIN; claim the Idempotency-Key (insert … on conflict do nothing); find the customer's order line and lock it
 *   (the repo's WHERE, FOR UPDATE OF order_lines); insert the protocol, its item, its first history entry and its
 *   timeline; store the response with the key; COMMIT.
 *
 * It reads what it needs from the body as sent (no zod, no rule checks: no open-protocol check, catalogue, eligibility,
 * stock, buyer data), the customer from a cookie → customer map the bench hands it (no session lookup, no brand
 * resolution, no CSRF, no security headers), and answers the same `{ message, prt_id }`.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { futureStepsFor, type DesireTrigger } from '@portal/domain';
import { protocolMessages } from '../../apps/api/src/modules/protocols/messages';
import { SESSION_COOKIE } from '../../apps/api/src/plugins/session';
import { serveParent } from '../support/child-server';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const brandId = Number(process.env.BENCH_BRAND_ID);
const companyCodes = (process.env.BENCH_COMPANY_CODES ?? '').split(',').map(Number);
/** session id (the cookie's value) → customer id */
const customers = new Map<string, number>(Object.entries(JSON.parse(process.env.BENCH_SESSIONS ?? '{}')));
if (!databaseUrl || !brandId || customers.size === 0)
  throw new Error('create-baseline-server is started by bench/protocols-create.ts');

const CLAIM_KEY = `insert into idempotency_keys (consumer_id, scope, key, request_hash) values ($1, $2, $3, $4)
  on conflict do nothing returning key`;
const FIND_AND_LOCK_LINE = `select l.id, l.invoice_number, l.product_code, l.product_name, l.colour_name, l.grid_code,
    l.size, l.image_url, l.gross_cents, l.invoice_seq, l.item_seq, o.order_code, o.company_code, o.branch_code
  from order_lines l inner join orders o on o.id = l.order_id
  where o.consumer_id = $1 and o.company_code = any($2) and o.company_code = $3 and l.invoice_seq = $4
    and l.item_seq = $5 and l.product_code = $6 and ltrim(l.invoice_number, '0') = ltrim($7, '0')
    and upper(trim(l.size)) = upper(trim($8)) and lower(trim(l.colour_name)) = lower(trim($9))
  order by l.id limit 1 for update of l`;
const INSERT_PROTOCOL = `insert into protocols (brand_id, consumer_id, status_id, language, reason_id, desire_id,
    trigger, contact_type, origin, invoice_number, original_order_code, cpf, name, email, phone_ddi, phone_ddd,
    phone_number, cep, street, street_number, complement, district, city, uf, address_id, address_seq, created_at)
  values ($1, $2, 1, 'pt', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
    $22, $23, $24, $25) returning id`;
const INSERT_ITEM = `insert into protocol_items (protocol_id, order_line_id, position, product_code, product_name,
    colour_name, grid_code, size, exchange_size, image_url, quantity, unit_cents, reason_id, sub_reason_id, desire_id,
    trigger, observation, bonus_accepted, company_code, branch_code, invoice_seq, item_seq, invoice_number)
  values ($1, $2, 1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, false, $17, $18, $19, $20, $21)`;
const INSERT_HISTORY = `insert into protocol_history (protocol_id, status_id, happened_at, note, note_texts)
  values ($1, 1, $2, $3, $4)`;
const INSERT_TIMELINE = `insert into protocol_timeline (protocol_id, status_id, position)
  select $1, status_id, position from unnest($2::int[]) with ordinality as t(status_id, position)`;
const STORE_RESPONSE = `update idempotency_keys set response_status = 200, response_body = $4
  where consumer_id = $1 and scope = $2 and key = $3`;
const OPENED_NOTE = protocolMessages.openedNote;

interface Item {
  empresaCodigo: number;
  sequenciaFat: number;
  itemFatSequencia: number;
  produtoCodigo: string;
  numeroNF: string;
  gradeTamanho: string;
  produtoCor: string;
  qtdDevolucao: number;
  motivoCodigo: number;
  smotivoCodigo?: number;
  desejoCodigo: number;
  motivoGatilho: DesireTrigger;
  tamanhoTroca?: string;
  observacao?: string;
}
type Body = Record<string, string | number> & { items: Item[] };

function sessionOf(cookie: string | undefined): number | undefined {
  const match = cookie?.match(new RegExp(`(?:^|; )${SESSION_COOKIE}=([^;]+)`));
  return match ? customers.get(match[1]!) : undefined;
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify({ logger: false });
app.post('/api/returns/protocols/generate/b2c', async (request, reply) => {
  const consumerId = sessionOf(request.headers.cookie);
  const key = request.headers['idempotency-key'];
  if (consumerId === undefined || typeof key !== 'string') return reply.code(401).send({});
  const body = request.body as Body;
  const item = body.items[0]!;
  const scope = `protocols/generate/b2c@${brandId}`;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const claimed = await client.query({
      name: 'bench_claim_key',
      text: CLAIM_KEY,
      values: [consumerId, scope, key, createHash('sha256').update(JSON.stringify(body)).digest('hex')],
    });
    if (claimed.rowCount === 0) throw new Error('a repeated Idempotency-Key (the bench never sends one)');
    const lines = await client.query({
      name: 'bench_find_line',
      text: FIND_AND_LOCK_LINE,
      values: [
        consumerId,
        companyCodes,
        item.empresaCodigo,
        item.sequenciaFat,
        item.itemFatSequencia,
        item.produtoCodigo,
        item.numeroNF,
        item.gradeTamanho,
        item.produtoCor,
      ],
    });
    const line = lines.rows[0];
    if (!line) {
      await client.query('rollback');
      return reply.code(404).send({});
    }
    const now = new Date();
    const protocol = await client.query({
      name: 'bench_insert_protocol',
      text: INSERT_PROTOCOL,
      values: [
        brandId,
        consumerId,
        item.motivoCodigo,
        item.desejoCodigo,
        item.motivoGatilho,
        body.tipo_contato,
        body.origem,
        line.invoice_number,
        line.order_code,
        body.cpfCliente,
        body.nomeCliente,
        body.emailCliente,
        body.ddiCliente,
        body.dddCliente,
        body.telefoneCliente,
        body.cepCliente,
        body.enderecoCliente,
        body.numeroEndrCliente,
        body.complementoEndrCliente || null,
        body.bairroCliente,
        body.cidadeCliente,
        body.UFCliente,
        body.cli_enddes ?? null,
        body.cli_endseqdes ?? null,
        now,
      ],
    });
    const protocolId = protocol.rows[0].id as number;
    await client.query({
      name: 'bench_insert_item',
      text: INSERT_ITEM,
      values: [
        protocolId,
        line.id,
        line.product_code,
        line.product_name,
        line.colour_name,
        line.grid_code,
        line.size,
        item.tamanhoTroca || null,
        line.image_url,
        item.qtdDevolucao,
        line.gross_cents,
        item.motivoCodigo,
        item.smotivoCodigo ?? null,
        item.desejoCodigo,
        item.motivoGatilho,
        item.observacao || null,
        line.company_code,
        line.branch_code,
        line.invoice_seq,
        line.item_seq,
        line.invoice_number,
      ],
    });
    await client.query({
      name: 'bench_insert_history',
      text: INSERT_HISTORY,
      values: [protocolId, now, OPENED_NOTE.pt, OPENED_NOTE],
    });
    await client.query({
      name: 'bench_insert_timeline',
      text: INSERT_TIMELINE,
      values: [protocolId, futureStepsFor(item.motivoGatilho)],
    });
    await client.query({
      name: 'bench_store_response',
      text: STORE_RESPONSE,
      values: [consumerId, scope, key, { prt_id: protocolId }],
    });
    await client.query('commit');
    return { message: `Protocolo gerado com sucesso (${protocolId})`, prt_id: protocolId };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
serveParent(typeof address === 'object' && address ? address.port : 0, async () => {
  await app.close();
  await pool.end();
});
