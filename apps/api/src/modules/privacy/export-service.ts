/**
 * The shopper's data export (issue 28, LGPD art. 18 V, ADR 0048): a ZIP with one JSON document per area and the
 * original photos and invoices, written to storage, downloadable once by the same shopper within 24 h through a
 * random token of which only the hash is stored. Small exports are ready in the request; larger ones are written
 * after the answer and the link goes by e-mail (or SMS) either way.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { RETENTION, type Language } from '@portal/domain';
import type { Database } from '../../db/client';
import { privacyExports } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { isDiskFull } from '../../lib/storage/disk-full';
import { readAll } from '../uploads/read-all';
import { findConsumer, readHoldings, type Holdings } from './holdings';
import { privacyMessages } from './messages';
import { readableExport } from './export-readable';
import { zipArchive, type ZipEntry } from './zip';

/** Above this many files the ZIP is written after the answer, so the request does not hold a connection for it. */
export const EXPORT_FILES_IN_REQUEST = 20;
const HOUR_MS = 3_600_000;

export interface ExportDeps {
  db: Database;
  storage: FileStorage;
  clock: () => Date;
}

export const hashToken = (token: string) => createHash('sha256').update(`privacy-export:${token}`).digest('hex');

/** The JSON documents of the export: every area of the holdings, as stored (the shopper's own, unmasked). */
export function exportDocuments(holdings: Holdings): Record<string, unknown> {
  const brand = (id: number | null) => (id === null ? null : (holdings.brandNames.get(id) ?? id));
  const { consumer } = holdings;
  return {
    'identidade.json': { id: consumer.id, name: consumer.name, cpf: consumer.cpf, createdAt: consumer.createdAt },
    'contatos.json': { email: consumer.email, phone: consumer.phone },
    'dados-bancarios.json': {
      bankCode: consumer.bankCode,
      bankName: holdings.bankName,
      bankAgency: consumer.bankAgency,
      bankAccount: consumer.bankAccount,
      pixKey: consumer.pixKey,
    },
    'pedidos.json': holdings.orders.map((order) => ({
      ...order,
      brand: brand(order.brandId),
      lines: holdings.orderLines.filter((line) => line.orderId === order.id),
    })),
    'protocolos.json': holdings.protocols.map((protocol) => ({
      ...protocol,
      brand: brand(protocol.brandId),
      items: holdings.protocolItems.filter((item) => item.protocolId === protocol.id),
      history: holdings.protocolHistory
        .filter((entry) => entry.protocolId === protocol.id)
        // Who in the back office moved it is the brand's staff data, not the shopper's.
        .map(({ operatorId: _operator, ...entry }) => entry),
      files: holdings.attachments
        .filter((file) => file.protocolId === protocol.id)
        .map((file) => ({ ...file, inArchive: fileEntryName(file) })),
      refunds: holdings.protocolRefunds.filter((refund) => refund.protocolId === protocol.id),
    })),
    'carteira.json': {
      accounts: holdings.walletAccounts.map((row) => ({ ...row, brand: brand(row.brandId) })),
      movements: holdings.walletMovements.map((row) => ({ ...row, brand: brand(row.brandId) })),
      refundRequests: holdings.refundRequests,
    },
    'cupons.json': holdings.coupons.map((row) => ({ ...row, brand: brand(row.brandId) })),
    'acessos.json': holdings.signIns.map((row) => ({ ...row, brand: brand(row.brandId) })),
    'leituras-por-operadores.json': holdings.operatorReads.map((read) => ({ ...read, brand: brand(read.brandId) })),
  };
}

function fileEntryName(file: Holdings['attachments'][number]): string {
  const safe = file.originalName.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 80);
  return `arquivos/protocolo-${file.protocolId}/${file.id}-${safe}`;
}

/** The readable copy's name in the shopper's language, at the archive's top so it is the first thing she opens. */
const READABLE_NAME: Record<Language, string> = { pt: 'meus-dados.csv', en: 'my-data.csv', es: 'mis-datos.csv' };

async function buildZip(deps: ExportDeps, holdings: Holdings, lang: Language): Promise<Buffer> {
  const now = deps.clock();
  const entries: ZipEntry[] = [
    { name: READABLE_NAME[lang], data: Buffer.from(readableExport(holdings, lang), 'utf8'), modifiedAt: now },
    ...Object.entries(exportDocuments(holdings)).map(([name, value]) => ({
      name: `dados/${name}`,
      data: Buffer.from(JSON.stringify(value, null, 2), 'utf8'),
      modifiedAt: now,
    })),
  ];
  for (const file of holdings.attachments) {
    entries.push({
      name: fileEntryName(file),
      data: await readAll(deps.storage.read(file.storedName)),
      modifiedAt: file.createdAt,
    });
  }
  return zipArchive(entries);
}

async function writeExport(deps: ExportDeps, exportId: number, holdings: Holdings, lang: Language): Promise<void> {
  const archive = await buildZip(deps, holdings, lang);
  // saveTemp removes its own partial file when a write fails; a failed commit leaves the temp copy to remove here.
  const temp = await deps.storage.saveTemp(Readable.from([archive]));
  const storedName = `privacy-export-${exportId}-${randomBytes(8).toString('hex')}.zip`;
  try {
    await deps.storage.commit(temp, storedName);
  } catch (error) {
    await deps.storage.remove(temp).catch(() => undefined);
    throw error;
  }
  await deps.db.update(privacyExports).set({ storedName, status: 'ready' }).where(eq(privacyExports.id, exportId));
}

/**
 * A failed write leaves nothing behind (ADR 0071): its row goes, so no 'preparing' export waits forever, and a full
 * disk is the 507 uploads answer (the shopper may retry later with the same code, which the route gives back).
 */
async function writeOrUndo(deps: ExportDeps, exportId: number, holdings: Holdings, lang: Language): Promise<void> {
  try {
    await writeExport(deps, exportId, holdings, lang);
  } catch (error) {
    await deps.db.delete(privacyExports).where(eq(privacyExports.id, exportId));
    if (isDiskFull(error)) {
      throw new DomainError('insufficient_storage', privacyMessages.exportStorageFull, {
        code: 'storage_full',
        severity: 'WARN',
      });
    }
    throw error;
  }
}

export interface StartedExport {
  status: 'ready' | 'preparing';
  token: string;
  expiresAt: Date;
  /** Resolves when a background export is written (tests wait on it; the route does not). */
  written: Promise<void>;
}

export async function startExport(
  deps: ExportDeps,
  input: {
    consumerId: number;
    brandId: number;
    /** The request's language: the readable copy is written in it. */
    lang: Language;
    onFailure: (error: unknown) => void;
  },
): Promise<StartedExport> {
  const consumer = await findConsumer(deps.db, input.consumerId);
  if (!consumer) throw new Error(`no consumer ${input.consumerId}`);
  const holdings = await readHoldings(deps.db, consumer);
  const now = deps.clock();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RETENTION.exportHours * HOUR_MS);
  const [row] = await deps.db
    .insert(privacyExports)
    .values({
      consumerId: consumer.id,
      brandId: input.brandId,
      tokenHash: hashToken(token),
      status: 'preparing',
      createdAt: now,
      expiresAt,
    })
    .returning({ id: privacyExports.id });
  const exportId = row!.id;
  if (holdings.attachments.length <= EXPORT_FILES_IN_REQUEST) {
    await writeOrUndo(deps, exportId, holdings, input.lang);
    return { status: 'ready', token, expiresAt, written: Promise.resolve() };
  }
  const written = writeOrUndo(deps, exportId, holdings, input.lang).catch((error: unknown) => input.onFailure(error));
  return { status: 'preparing', token, expiresAt, written };
}

/**
 * Takes the export for download: only its own shopper's, ready, not expired, not downloaded. The update marks it
 * downloaded in the same statement, so of two downloads at once one gets the file.
 */
export async function takeExport(
  deps: ExportDeps,
  input: { token: string; consumerId: number },
): Promise<{ storedName: string }> {
  const now = deps.clock();
  const [row] = await deps.db
    .update(privacyExports)
    .set({ status: 'downloaded', downloadedAt: now })
    .where(
      and(
        eq(privacyExports.tokenHash, hashToken(input.token)),
        eq(privacyExports.consumerId, input.consumerId),
        eq(privacyExports.status, 'ready'),
        gt(privacyExports.expiresAt, now),
      ),
    )
    .returning({ storedName: privacyExports.storedName });
  if (!row?.storedName) {
    throw new DomainError('not_found', privacyMessages.exportNotFound, { code: 'export_not_found' });
  }
  return { storedName: row.storedName };
}

/** After the one download: the ZIP leaves storage and the row forgets its name. */
export async function releaseExport(deps: ExportDeps, storedName: string): Promise<void> {
  await deps.storage.remove(storedName);
  await deps.db.update(privacyExports).set({ storedName: null }).where(eq(privacyExports.storedName, storedName));
}

/** Expired or downloaded exports' files, deleted (the retention job): the ZIP is the shopper's data in one place. */
export async function sweepExports(deps: ExportDeps, dryRun: boolean): Promise<number> {
  const now = deps.clock();
  const due = await deps.db
    .select({ id: privacyExports.id, storedName: privacyExports.storedName })
    .from(privacyExports)
    .where(
      and(
        sql`${privacyExports.storedName} is not null`,
        sql`(${privacyExports.status} = 'downloaded' or ${lt(privacyExports.expiresAt, now)})`,
      ),
    );
  if (dryRun) return due.length;
  for (const row of due) {
    await deps.storage.remove(row.storedName!);
    await deps.db
      .update(privacyExports)
      .set({
        storedName: null,
        status: sql`case when ${privacyExports.status} = 'downloaded' then 'downloaded' else 'expired' end`,
      })
      .where(eq(privacyExports.id, row.id));
  }
  return due.length;
}
