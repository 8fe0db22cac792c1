/**
 * Issuing a protocol's authorisation (issue 48, ADR 0091), the `shipping.issue` job's work, never inside the
 * protocol's own transaction:
 * 1. the live shipment row with our request id is committed first ('requested'), one per protocol (unique index);
 * 2. the carrier is called outside any transaction; when this request may have reached it before (a retry, a worker
 *    killed between the call and the commit), it is first searched by our request id, so a lost answer never makes a
 *    second authorisation;
 * 3. the answer is committed: the shipment 'issued', `protocols.shipping_code` = the carrier's code, and a protocol
 *    still 1 Opened moved to 16 'Objeto de postagem gerado' through the operators' transition (history, message,
 *    event). A refusal in words leaves the shipment 'failed' with the carrier's words and the protocol where it was.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { saoPauloDatePlus, STATUS } from '@portal/domain';
import type { Database } from '../../db/client';
import { protocolItems, protocols, shipments } from '../../db/schema';
import { RetryJobLater } from '../jobs/handler';
import { applyTransition } from '../backoffice/transitions-service';
import { CarrierError, carrierErrorText, type Carrier, type CarrierParty } from './carrier';
import { brandShippingSettings, liveShipment, updateShipment, type ShipmentRow } from './repo';
import { fill, shippingMessages, shownDate } from './messages';

export type CarrierFor = (brandId: number) => Carrier | null;

/** The development carrier's stand-in returns centre, so the embedded default can try the flow without settings. */
const DEMO_RETURNS_CENTRE: CarrierParty = {
  name: 'Centro de devoluções (demonstração)',
  document: '00000000000191',
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: null,
  district: 'Bela Vista',
  city: 'São Paulo',
  uf: 'SP',
  phone: null,
  email: null,
};

type ProtocolRow = typeof protocols.$inferSelect;

function sender(protocol: ProtocolRow): CarrierParty {
  return {
    name: protocol.name,
    document: protocol.cpf.replace(/\D/g, ''),
    cep: protocol.cep.replace(/\D/g, ''),
    street: protocol.street,
    number: protocol.streetNumber,
    complement: protocol.complement,
    district: protocol.district,
    city: protocol.city,
    uf: protocol.uf,
    phone: `${protocol.phoneDdd}${protocol.phoneNumber}`.replace(/\D/g, '') || null,
    email: protocol.email || null,
  };
}

/** A live 'requested' row for the protocol: the one there, or a new one with a fresh request id (committed now). */
export async function requestShipment(
  db: Database,
  protocol: Pick<ProtocolRow, 'id' | 'brandId'>,
  demo: boolean,
  now: Date,
): Promise<{ row: ShipmentRow; created: boolean }> {
  const [created] = await db
    .insert(shipments)
    .values({
      protocolId: protocol.id,
      brandId: protocol.brandId,
      demo,
      requestId: randomUUID(),
      state: 'requested',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { row: created, created: true };
  const live = await liveShipment(db, protocol.id);
  if (!live) throw new Error('shipment neither inserted nor found');
  return { row: live, created: false };
}

/** Commits the carrier's answer and moves a protocol still opened to 16. */
async function commitIssued(
  db: Database,
  shipment: ShipmentRow,
  made: { carrierId: string; code: string },
  postBy: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await updateShipment(tx, shipment.id, {
      state: 'issued',
      carrierId: made.carrierId,
      authorisationCode: made.code,
      postBy,
      errorCode: null,
      errorText: null,
      updatedAt: now,
    });
    await tx.update(protocols).set({ shippingCode: made.code }).where(eq(protocols.id, shipment.protocolId));
    const [protocol] = await tx.select().from(protocols).where(eq(protocols.id, shipment.protocolId));
    if (protocol?.statusId === STATUS.OPENED) {
      const note = fill(shippingMessages.issuedNote, { code: made.code, postBy: shownDate(postBy) });
      await applyTransition(
        tx,
        { source: 'scheduler' },
        protocol.id,
        { to: STATUS.POST_OBJECT_GENERATED, note: note.pt, noteTexts: note, denialReason: null },
        now,
        null,
      );
    }
  });
}

export type IssueOutcome = 'issued' | 'not_connected' | 'failed' | 'nothing_to_do';

/**
 * The job's run for one protocol. `mayHaveBeenSent`: a previous run of this job may have called the carrier (its
 * attempt count), so the carrier is searched by the request id before a new authorisation is asked for.
 */
export async function issueForProtocol(
  db: Database,
  carrierFor: CarrierFor,
  protocolId: number,
  now: Date,
  mayHaveBeenSent: boolean,
  lastAttempt = false,
): Promise<IssueOutcome> {
  const [protocol] = await db.select().from(protocols).where(eq(protocols.id, protocolId));
  if (!protocol) return 'nothing_to_do';
  // Only an opened protocol or one an operator moved to 16 waits for a code; any other has moved on.
  if (protocol.statusId !== STATUS.OPENED && protocol.statusId !== STATUS.POST_OBJECT_GENERATED) return 'nothing_to_do';
  // The brand's own carrier, never another brand's contract.
  const carrier = carrierFor(protocol.brandId);
  if (!carrier) return 'not_connected';
  const existing = await liveShipment(db, protocol.id);
  if (existing && existing.state !== 'requested') return 'nothing_to_do';
  const settings = await brandShippingSettings(db, protocol.brandId);
  const centre = settings.returnsCentre ?? (carrier.demo ? DEMO_RETURNS_CENTRE : null);
  const { row, created } = existing
    ? { row: existing, created: false }
    : await requestShipment(db, protocol, carrier.demo, now);
  if (!centre) {
    await updateShipment(db, row.id, {
      state: 'failed',
      errorCode: 'no_returns_centre',
      errorText: shippingMessages.noReturnsCentre,
      updatedAt: now,
    });
    return 'failed';
  }
  const postBy = saoPauloDatePlus(now, settings.validityDays);
  const items = await db
    .select()
    .from(protocolItems)
    .where(eq(protocolItems.protocolId, protocol.id))
    .orderBy(asc(protocolItems.position), asc(protocolItems.id));
  try {
    const searchFirst = mayHaveBeenSent || !created || row.errorCode !== null;
    const found = searchFirst ? await carrier.findByRequestId(row.requestId, row.createdAt) : null;
    const made =
      found ??
      (await carrier.issue({
        requestId: row.requestId,
        sender: sender(protocol),
        recipient: centre,
        postBy,
        weightGrams: settings.weightGrams,
        format: settings.format,
        heightCm: settings.heightCm,
        widthCm: settings.widthCm,
        lengthCm: settings.lengthCm,
        items: items.map((item) => ({
          description: item.productName,
          quantity: item.quantity,
          valueCents: item.unitCents * item.quantity,
        })),
      }));
    await commitIssued(db, row, made, postBy, now);
    return 'issued';
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    const errorText = carrierErrorText(error);
    if (error.kind === 'transient' && !lastAttempt) {
      // The row stays 'requested' (it may exist at the carrier): the job tries again, searching first.
      await updateShipment(db, row.id, { errorCode: error.code, errorText, updatedAt: now });
      throw new RetryJobLater(error.code);
    }
    await updateShipment(db, row.id, { state: 'failed', errorCode: error.code, errorText, updatedAt: now });
    return 'failed';
  }
}
