/** The queue, one protocol whole and its files, for an operator within their brands (ADR 0022). */
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  daysSinceInSaoPaulo,
  isOpenStatus,
  joinPhone,
  maskDocument,
  maskPixKey,
  missingFilesFor,
  ORIGIN,
  PAYMENT_TYPE,
  pickLanguage,
  resolutionName,
  type Language,
} from '@portal/domain';
import type { Database } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import type { FileStorage } from '../../lib/storage';
import { downloadName } from '../protocols/files-service';
import { findFile } from '../protocols/read-repo';
import { missingFilesInputs, missingFilesInputsOf } from '../protocols/repo';
import type { OperatorIdentity } from './operator-session';
import * as repo from './queue-repo';
import { allowedView, historyView, protocolNotFound, triggerOfRow } from './transitions-service';
import type { protocolAnswer, queueAnswer, queueQuery } from './wire';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** 'mine', 'unassigned' or an operator id (wire: queueQuery.assignee) as the repo's filter. */
function assigneeFilter(operator: OperatorIdentity, assignee: string | undefined): repo.QueueFilter['assignee'] {
  if (assignee === undefined) return undefined;
  if (assignee === 'unassigned') return 'unassigned';
  return { operatorId: assignee === 'mine' ? operator.id : Number(assignee) };
}
const nameIn = (text: LocalizedText | null, lang: Language) => (text ? pickLanguage(text, lang) : '');

/** The brands a call reads: the operator's, or one of them; a brand outside theirs is the 404 of a missing thing. */
export function brandsFor(operator: OperatorIdentity, brand: number | undefined): number[] {
  if (brand === undefined) return operator.brands;
  if (!operator.brands.includes(brand)) throw protocolNotFound();
  return [brand];
}

export async function queue(
  db: Database,
  operator: OperatorIdentity,
  query: z.infer<typeof queueQuery>,
  now: Date,
  lang: Language,
): Promise<z.infer<typeof queueAnswer>> {
  const { rows, total } = await repo.queuePage(db, {
    brands: brandsFor(operator, query.brand),
    status: query.status,
    createdBefore:
      query.olderThanDays !== undefined ? new Date(now.getTime() - query.olderThanDays * DAY_MS) : undefined,
    q: query.q,
    assignee: assigneeFilter(operator, query.assignee),
    shipping: query.shipping,
    page: query.page,
    pageSize: query.pageSize,
  });
  const openIds = rows.filter((row) => isOpenStatus(row.protocol.statusId)).map((row) => row.protocol.id);
  const needs = await missingFilesInputsOf(db, openIds);
  const missingCount = (id: number) => {
    const of = needs.get(id);
    if (!of) return 0;
    return missingFilesFor(of.items, of.files).reduce((sum, entry) => sum + entry.required - entry.received, 0);
  };
  return {
    items: rows.map((row) => {
      const { protocol, reasonName, desireName, desireTrigger, lastMoveAt } = row;
      const statusSince = row.statusSince ?? protocol.createdAt;
      const statusAgeHours = Math.max(0, Math.floor((now.getTime() - statusSince.getTime()) / HOUR_MS));
      return {
        prtId: protocol.id,
        brandId: protocol.brandId,
        status: protocol.statusId,
        createdAt: protocol.createdAt.toISOString(),
        lastMoveAt: (lastMoveAt ?? protocol.createdAt).toISOString(),
        ageDays: daysSinceInSaoPaulo(protocol.createdAt, now),
        customerName: protocol.name,
        reasonName: nameIn(reasonName, lang),
        // What the shopper chose: the refund when she declined the voucher (issue 23 #7, ADR 0030).
        desireName: nameIn(resolutionName(desireName, desireTrigger, protocol.trigger), lang),
        trigger: triggerOfRow(protocol),
        assignee: row.assigneeId !== null ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
        statusSince: statusSince.toISOString(),
        statusAgeHours,
        targetHours: row.targetHours,
        late: row.targetHours !== null && statusAgeHours >= row.targetHours,
        missingFiles: missingCount(protocol.id),
        language: protocol.language ?? 'pt',
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** All but the last `visible` characters hidden: enough for an operator to confirm an account with the shopper. */
function tail(value: string | null, visible = 2): string | null {
  if (!value) return null;
  return `${'*'.repeat(Math.max(0, value.length - visible))}${value.slice(-visible)}`;
}

const FILE_KIND = (isInvoice: boolean, mimeType: string) =>
  isInvoice ? ('invoice' as const) : mimeType.startsWith('video/') ? ('video' as const) : ('photo' as const);

export async function protocolDetail(
  db: Database,
  operator: OperatorIdentity,
  protocolId: number,
  lang: Language,
): Promise<z.infer<typeof protocolAnswer>> {
  const protocol = await repo.findScopedProtocol(db, operator.brands, protocolId);
  if (!protocol) throw protocolNotFound();
  const items = await repo.itemsWithNames(db, protocol.id);
  const files = await repo.filesWithPositions(db, protocol.id);
  const needs = await missingFilesInputs(db, protocol.id);
  const phone = joinPhone({ ddi: protocol.phoneDdi, ddd: protocol.phoneDdd, number: protocol.phoneNumber });
  const trigger = triggerOfRow(protocol);
  return {
    protocol: {
      prtId: protocol.id,
      brandId: protocol.brandId,
      status: protocol.statusId,
      origin: protocol.origin === 'sac' ? 'sac' : 'ecom',
      createdAt: protocol.createdAt.toISOString(),
      customer: {
        name: protocol.name,
        email: protocol.email || null,
        phone: phone || null,
        cpfMasked: maskDocument(protocol.cpf),
        // The shopper reads the operator's note in the language she opened the protocol in (older ones: pt).
        language: protocol.language ?? DEFAULT_LANGUAGE,
      },
      shippingCode: protocol.shippingCode,
      orderCode: protocol.originalOrderCode,
      invoiceNumber: protocol.invoiceNumber,
      address: {
        cep: protocol.cep,
        street: protocol.street,
        number: protocol.streetNumber,
        complement: protocol.complement || null,
        district: protocol.district,
        city: protocol.city,
        uf: protocol.uf,
      },
      responsible: protocol.responsible,
      payment: {
        // A purchase made in a shop reaches us with no order, so no payment type: it was a physical-store sale (the
        // spec's own code for one), which 'Pagamento indefinido' beside the account it is refunded to only obscured.
        type: items[0]?.paymentType ?? (protocol.origin === ORIGIN.SAC ? PAYMENT_TYPE.PHYSICAL_STORE : null),
        bankCode: protocol.bankCode,
        bankName: await repo.bankName(db, protocol.bankCode),
        agencyMasked: tail(protocol.bankAgency, 1),
        accountMasked: tail(protocol.bankAccount),
        pixKeyMasked: protocol.pixKey ? maskPixKey(protocol.pixKey) : null,
        // The admin pays the refund and needs the data whole; an agent only confirms it with the shopper (ADR 0029).
        full:
          operator.role === 'admin'
            ? { agency: protocol.bankAgency, account: protocol.bankAccount, pixKey: protocol.pixKey }
            : null,
      },
      voucherAccepted: items.some(({ item }) => item.bonusAccepted),
      totalCents: items.reduce((sum, { item }) => sum + item.unitCents * item.quantity, 0),
      bonusCents: items.reduce((sum, { item }) => sum + (item.bonusAccepted ? (item.bonusCents ?? 0) : 0), 0),
    },
    items: items.map(({ item, reasonName, subReasonName, desireName, desireTrigger }) => ({
      position: item.position,
      productName: item.productName,
      colour: item.colourName,
      size: item.size,
      quantity: item.quantity,
      valueCents: item.unitCents * item.quantity,
      reasonName: nameIn(reasonName, lang),
      subReasonName: subReasonName ? nameIn(subReasonName, lang) : null,
      desireName: nameIn(resolutionName(desireName, desireTrigger, item.trigger), lang),
      trigger: triggerOfRow(item),
      exchangeSize: item.exchangeSize,
      exchangeColour: item.exchangeColour,
      observation: item.observation || null,
      ...(protocol.origin === 'sac'
        ? { store: { name: item.storeName, city: item.storeCity, purchaseDate: item.storePurchaseDate } }
        : {}),
    })),
    files: files.map(({ file, itemPosition }) => ({
      id: file.id,
      itemPosition,
      kind: FILE_KIND(file.isInvoice, file.mimeType),
      name: file.originalName,
      contentType: servedType(file),
      size: file.sizeBytes,
      url: `/api/backoffice/protocols/${protocol.id}/files/${file.id}`,
    })),
    history: await historyView(db, protocol.id),
    allowed: allowedView(protocol.statusId, trigger),
    // The shopper's rule, on the same rows: a protocol lacks its files until they arrive (R62).
    missingFiles: isOpenStatus(protocol.statusId) ? missingFilesFor(needs.items, needs.files) : [],
  };
}

const OPAQUE_TYPE = 'application/octet-stream';

/** The type a file is served as: the upload's detected type when the portal serves that type, else opaque bytes. */
function servedType(file: { originalName: string; mimeType: string; id: number }): string {
  return downloadName(file.originalName, file.mimeType, file.id).endsWith('.bin') ? OPAQUE_TYPE : file.mimeType;
}

export interface OperatorFile {
  stream: Readable;
  contentType: string;
  fileName: string;
  /** Images may be shown by the console's viewer; every other type is only downloaded. */
  inline: boolean;
}

export async function openOperatorFile(
  db: Database,
  storage: FileStorage,
  operator: OperatorIdentity,
  protocolId: number,
  fileId: number,
): Promise<OperatorFile> {
  const protocol = await repo.findScopedProtocol(db, operator.brands, protocolId);
  if (!protocol) throw protocolNotFound();
  const file = await findFile(db, protocol.id, fileId);
  if (!file) throw protocolNotFound();
  const contentType = servedType(file);
  return {
    stream: storage.read(file.storedName),
    contentType,
    fileName: downloadName(file.originalName, contentType, file.id),
    inline: contentType.startsWith('image/'),
  };
}
