import { and, asc, desc, eq, inArray, notInArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  brandCompanies,
  consumers,
  orderLines,
  orders,
  protocolItems,
  protocols,
  type CatalogueTexts,
} from '../../db/schema';
import { sessionCustomer } from '../../plugins/session';
import { CLOSED_STATUS_IDS, SETTLED_STATUS_IDS } from './open-statuses';
import type { OrderLineRow } from './wire';

export interface OrderLinesScope {
  /**
   * The customer is whoever holds this session: the statement finds them itself (hash of the cookie's id, this
   * brand, not expired), so the request needs no separate session lookup first. No such session, no rows.
   */
  sessionIdHash: string;
  now: Date;
  /**
   * MAR_CODIGO of every line, the brand the session must belong to, and the brand whose companies' orders are listed
   * (its brand_companies rows: lines of the customer's other brands never leave this query).
   */
  brandId: number;
}

/** A value under its wire name. */
function wire<T>(value: SQLWrapper, name: string) {
  return sql<T>`${value}`.as(name);
}

/** An instant as ISO 8601 in UTC, formatted by the database so no row is parsed into a Date and back. */
function isoInstant(column: SQLWrapper, name: string) {
  return sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(name);
}

function flag(condition: SQLWrapper, name: string) {
  return sql<'S' | 'N'>`case when ${condition} then 'S' else 'N' end`.as(name);
}

/**
 * The customer's order lines at one brand, in ONE statement that returns each row in wire form (spec §3 names,
 * cents, S/N flags, ISO instants): lines joined to their order (the customer-side record) plus a correlated EXISTS
 * for the open-protocol flag (a protocol in any status but a closed one holds the line).
 *
 * Indexes that serve it, checked with EXPLAIN on 100k orders / 300k lines / 20k protocols: orders_consumer_company_idx
 * (consumer_id, company_code) for the scope, order_lines_order_idx for the join, protocol_items_order_line_idx and
 * the protocols primary key for the EXISTS; the sort is over one customer's lines only.
 *
 * The customer is the session's (see OrderLinesScope): the session check and the lines are one round trip.
 *
 * The scope is bound through placeholders (`sessionIdHash`, `now`, `brandId`) so the statement is built once and
 * prepared; the benchmark renders it with `.toSQL()` to run the very same SQL through bare pg.
 *
 * The brand's companies are read by the statement from brand_companies, not bound as an array (ADR 0026): with an
 * array parameter PostgreSQL's generic plan could not know how many of the customer's orders it matches, judged
 * itself dearer than the custom plans (cost 229 against 97 at 1M lines) and never replaced them, so the statement
 * was planned again on every call (0.7 ms, more than it takes to run). Read by brand id, the generic plan's estimates
 * are the custom plans' own, and the server keeps it after the fifth execution (statement-plan.test.ts checks it).
 */
export function orderLinesStatement(db: Database) {
  const heldByOpenProtocol = sql`exists (
    select 1 from ${protocolItems}
    inner join ${protocols} on ${protocols.id} = ${protocolItems.protocolId}
    where ${protocolItems.orderLineId} = ${orderLines.id}
      and ${notInArray(protocols.statusId, [...CLOSED_STATUS_IDS])})`;
  // Which open protocol holds it, so Home names it and links to it (issue 46); the oldest when several would.
  const openProtocolId = sql<number | null>`(
    select min(${protocols.id}) from ${protocolItems}
    inner join ${protocols} on ${protocols.id} = ${protocolItems.protocolId}
    where ${protocolItems.orderLineId} = ${orderLines.id}
      and ${notInArray(protocols.statusId, [...CLOSED_STATUS_IDS])})`;
  // A protocol that gave something back for the line (closed but not denied) keeps it for good (ADR 0030): which one,
  // and how (its item's trigger), so Home can say why the line is not available. Correlated like the flag above.
  const settledBy = sql<{ PRT_ID: number; MOT_GATILHO: string } | null>`(
    select json_build_object('PRT_ID', ${protocols.id}, 'MOT_GATILHO', ${protocolItems.trigger})
    from ${protocolItems}
    inner join ${protocols} on ${protocols.id} = ${protocolItems.protocolId}
    where ${protocolItems.orderLineId} = ${orderLines.id}
      and ${inArray(protocols.statusId, [...SETTLED_STATUS_IDS])}
    order by ${protocols.id} limit 1)`;
  return db
    .select({
      MAR_CODIGO: wire<number>(sql`${sql.placeholder('brandId')}::integer`, 'MAR_CODIGO'),
      FAT_SEQUENCIA: wire<number>(orderLines.invoiceSeq, 'FAT_SEQUENCIA'),
      ITE_SEQUENCIA: wire<number>(orderLines.itemSeq, 'ITE_SEQUENCIA'),
      PRO_CODIGO: wire<string>(orderLines.productCode, 'PRO_CODIGO'),
      PRO_NOME: wire<string>(orderLines.productName, 'PRO_NOME'),
      PRO_MODELO: wire<string>(orderLines.productModel, 'PRO_MODELO'),
      GRA_CODIGO: wire<string>(orderLines.gridCode, 'GRA_CODIGO'),
      GRA_TAMANHO: wire<string>(orderLines.size, 'GRA_TAMANHO'),
      COR_NOME: wire<string>(orderLines.colourName, 'COR_NOME'),
      // The brand's en/es names as stored; the service answers the request language's (PRO_NOME_SHOWN, ADR 0032).
      PRO_NOME_TEXTS: wire<CatalogueTexts | null>(orderLines.productNameTexts, 'PRO_NOME_TEXTS'),
      COR_NOME_TEXTS: wire<CatalogueTexts | null>(orderLines.colourNameTexts, 'COR_NOME_TEXTS'),
      // Text as stored: '000231845' keeps its leading zeros (ADR 0039).
      NUMERONF: wire<string>(orderLines.invoiceNumber, 'NUMERONF'),
      QUANTIDADENF: wire<number>(orderLines.quantity, 'QUANTIDADENF'),
      PED_CODIGO: wire<string>(orders.orderCode, 'PED_CODIGO'),
      PED_EMPRESA: wire<number>(orders.companyCode, 'PED_EMPRESA'),
      PED_FILIAL: wire<number>(orders.branchCode, 'PED_FILIAL'),
      PED_TIPOPGTO: wire<number>(orders.paymentType, 'PED_TIPOPGTO'),
      PED_VALTOTAL: wire<number>(orders.totalCents, 'PED_VALTOTAL'),
      ITE_VALBRUTO: wire<number>(orderLines.grossCents, 'ITE_VALBRUTO'),
      DATA: isoInstant(orders.orderedAt, 'DATA'),
      DATA_ENTREGA: isoInstant(orderLines.deliveredAt, 'DATA_ENTREGA'),
      LINK_IMAGEM: wire<string | null>(orderLines.imageUrl, 'LINK_IMAGEM'),
      VOL_RASTREIO: wire<string | null>(orderLines.tracking, 'VOL_RASTREIO'),
      ORIGEM: wire<string>(orders.origin, 'ORIGEM'),
      PEDIDO_MKTP: flag(orders.isMarketplace, 'PEDIDO_MKTP'),
      TIPO_REFATU: flag(orderLines.isReinvoice, 'TIPO_REFATU'),
      CPF: wire<string | null>(orders.cpf, 'CPF'),
      CLI_NOME: wire<string>(orders.customerName, 'CLI_NOME'),
      EMAIL: wire<string | null>(orders.email, 'EMAIL'),
      CLI_DDI: wire<string | null>(orders.phoneDdi, 'CLI_DDI'),
      CLI_DDD: wire<string | null>(orders.phoneDdd, 'CLI_DDD'),
      CLI_FONE: wire<string | null>(orders.phoneNumber, 'CLI_FONE'),
      CLI_CEP: wire<string | null>(orders.cep, 'CLI_CEP'),
      CLI_ENDERECO: wire<string | null>(orders.street, 'CLI_ENDERECO'),
      CLI_CIDADE: wire<string | null>(orders.city, 'CLI_CIDADE'),
      CLI_UF: wire<string | null>(orders.uf, 'CLI_UF'),
      CLI_ENDNUM: wire<string | null>(orders.streetNumber, 'CLI_ENDNUM'),
      CLI_COMPL: wire<string | null>(orders.complement, 'CLI_COMPL'),
      CLI_BAIRRO: wire<string | null>(orders.district, 'CLI_BAIRRO'),
      CLI_ENDDES: wire<string | null>(orders.addressId, 'CLI_ENDDES'),
      CLI_ENDSEQDES: wire<string | null>(orders.addressSeq, 'CLI_ENDSEQDES'),
      IN_OPEN_PROTOCOL: flag(heldByOpenProtocol, 'IN_OPEN_PROTOCOL'),
      OPEN_PROTOCOL_ID: openProtocolId.as('OPEN_PROTOCOL_ID'),
      SETTLED_BY: settledBy.as('SETTLED_BY'),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        // Evaluated once per execution (an InitPlan), so the orders index on (consumer_id, company_code) still serves.
        eq(orders.consumerId, sessionCustomer()),
        sql`${orders.companyCode} in (select ${brandCompanies.companyCode} from ${brandCompanies}
          where ${brandCompanies.brandId} = ${sql.placeholder('brandId')}::integer)`,
      ),
    )
    .orderBy(
      // Newest delivery first; a line the carrier never confirmed has no date and goes after the dated ones.
      sql`${orderLines.deliveredAt} desc nulls last`,
      desc(orders.orderedAt),
      asc(orders.orderCode),
      asc(orderLines.invoiceSeq),
      asc(orderLines.itemSeq),
    );
}

/** Name of the server-side prepared statement: PostgreSQL parses and plans it once per connection. */
export const ORDER_LINES_STATEMENT_NAME = 'orders_lines_of_session_at_brand';

interface RowsStatement {
  /**
   * Both drivers' prepared queries have `all()`: the driver's own rows, skipping drizzle's per-column mapping. The
   * rows already carry the wire names and values, so that mapping (about a fifth of this call's CPU) would only
   * rebuild the same objects; drizzle's typings leave `all()` out, hence this interface.
   */
  all(values: Record<string, unknown>): Promise<OrderLineRow[]>;
}

function prepareOrderLines(db: Database): RowsStatement {
  const prepared: unknown = orderLinesStatement(db).prepare(ORDER_LINES_STATEMENT_NAME);
  if (typeof (prepared as Partial<RowsStatement>).all !== 'function') {
    throw new Error('the database driver has no raw prepared query (all)');
  }
  return prepared as RowsStatement;
}

/** Building this statement costs more than running it, so each database handle keeps its prepared one. */
const preparedByDatabase = new WeakMap<Database, RowsStatement>();

export function findOrderLines(db: Database, scope: OrderLinesScope): Promise<OrderLineRow[]> {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = prepareOrderLines(db);
    preparedByDatabase.set(db, prepared);
  }
  return prepared.all({
    sessionIdHash: scope.sessionIdHash,
    now: scope.now.toISOString(),
    brandId: scope.brandId,
  });
}

/** Whether the customer bought this model (and product) at one of these companies: the stock call is only for those. */
export async function hasBoughtModel(
  db: Database,
  input: { consumerId: number; companyCodes: readonly number[]; productModel: string; productCode: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.consumerId, input.consumerId),
        inArray(orders.companyCode, [...input.companyCodes]),
        eq(orderLines.productModel, input.productModel),
        eq(orderLines.productCode, input.productCode),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findConsumer(db: Database, consumerId: number) {
  const [row] = await db.select().from(consumers).where(eq(consumers.id, consumerId));
  return row ?? null;
}

export interface BankData {
  bankCode: string;
  bankAgency: string;
  bankAccount: string;
  pixKey: string;
}

export async function saveConsumerBankData(db: Database, consumerId: number, data: BankData) {
  const [row] = await db.update(consumers).set(data).where(eq(consumers.id, consumerId)).returning();
  return row ?? null;
}
