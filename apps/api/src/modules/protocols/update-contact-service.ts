import {
  canEditProtocolContact,
  LANGUAGES,
  onlyDigits,
  protocolContactUpdateSchema,
  splitPhone,
  STATUS,
  type Language,
  type ProtocolSummary,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { protocolHistory, protocols, type LocalizedText } from '../../db/schema';
import { DomainError, interpolate } from '../../lib/errors';
import { protocolMessages } from './messages';
import { fieldError, issueError } from './payload';
import * as repo from './read-repo';
import { listCalls, protocolNotFound, triggerOf } from './read-service';

/** PATCH body keys the shopper may send, each with the column it changes and its name in a change note. */
const CONTACT_KEYS = {
  CON_FONE_CEL: protocolMessages.contactFieldPhone,
  CON_CEP: protocolMessages.contactFieldCep,
  CON_ENDERECO: protocolMessages.contactFieldStreet,
  CON_ENDNUM: protocolMessages.contactFieldNumber,
  CON_COMPL: protocolMessages.contactFieldComplement,
  CON_BAIRRO: protocolMessages.contactFieldDistrict,
  CON_CIDADE: protocolMessages.contactFieldCity,
  CON_UF: protocolMessages.contactFieldUf,
} as const satisfies Record<string, LocalizedText>;
type ContactKey = keyof typeof CONTACT_KEYS;
const ALLOWED_KEYS: readonly string[] = ['PRT_ID', ...Object.keys(CONTACT_KEYS)];

/** The web sends the whole form; a client correcting one field may send only that one (and PRT_ID). */
export const partialContactSchema = protocolContactUpdateSchema.partial().required({ PRT_ID: true });

export interface ContactUpdateResult {
  message: string;
  calls: ProtocolSummary[];
  changed: ContactKey[];
}

/**
 * Any key but PRT_ID and the contact fields is refused by name (status, values, items, identity, bank data): the
 * shopper must learn that the field cannot change here, not that the body was 'invalid'.
 */
function refuseOtherKeys(body: unknown): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw issueError({ issues: [] });
  const others = Object.keys(body).filter((key) => !ALLOWED_KEYS.includes(key));
  if (others.length > 0) {
    throw new DomainError('validation', protocolMessages.fieldNotEditable, {
      code: 'field_not_editable',
      params: { fields: others.slice(0, 10).join(', ') },
    });
  }
}

/** The columns a correction writes, normalised as protocol generation stores them (digits, upper-case UF). */
function columnsFor(update: Partial<Record<ContactKey, string>>) {
  const columns: Partial<typeof protocols.$inferInsert> = {};
  if (update.CON_FONE_CEL !== undefined) {
    const phone = splitPhone(update.CON_FONE_CEL);
    Object.assign(columns, { phoneDdi: phone.ddi, phoneDdd: phone.ddd, phoneNumber: phone.number });
  }
  if (update.CON_CEP !== undefined) columns.cep = onlyDigits(update.CON_CEP);
  if (update.CON_ENDERECO !== undefined) columns.street = update.CON_ENDERECO;
  if (update.CON_ENDNUM !== undefined) columns.streetNumber = update.CON_ENDNUM;
  if (update.CON_COMPL !== undefined) columns.complement = update.CON_COMPL === '' ? null : update.CON_COMPL;
  if (update.CON_BAIRRO !== undefined) columns.district = update.CON_BAIRRO;
  if (update.CON_CIDADE !== undefined) columns.city = update.CON_CIDADE;
  if (update.CON_UF !== undefined) columns.uf = update.CON_UF.toUpperCase();
  return columns;
}

/** Which keys name a value other than the stored one. */
function changedKeys(protocol: repo.OwnedProtocol, update: Partial<Record<ContactKey, string>>): ContactKey[] {
  const next = columnsFor(update);
  const differs = (column: keyof typeof next) => next[column] !== undefined && next[column] !== protocol[column];
  const checks: Record<ContactKey, boolean> = {
    CON_FONE_CEL: differs('phoneDdi') || differs('phoneDdd') || differs('phoneNumber'),
    CON_CEP: differs('cep'),
    CON_ENDERECO: differs('street'),
    CON_ENDNUM: differs('streetNumber'),
    CON_COMPL: update.CON_COMPL !== undefined && (next.complement ?? null) !== (protocol.complement ?? null),
    CON_BAIRRO: differs('district'),
    CON_CIDADE: differs('city'),
    CON_UF: differs('uf'),
  };
  return (Object.keys(CONTACT_KEYS) as ContactKey[]).filter((key) => checks[key]);
}

/** The Comments note in the three languages, so the history call shows it in the shopper's (note_texts). */
function changeNote(changed: readonly ContactKey[]): LocalizedText {
  const entries = LANGUAGES.map((lang) => {
    const fields = changed.map((key) => CONTACT_KEYS[key][lang]).join(', ');
    return [lang, interpolate(protocolMessages.contactChangedNote[lang], { fields })] as const;
  });
  return Object.fromEntries(entries) as LocalizedText;
}

/**
 * PATCH /returns/protocols/updateProtocolData/b2c: corrects the contact phone and pickup address of the session
 * customer's protocol at this brand while canEditProtocolContact allows it (before 'Awaiting analysis', not closed).
 * In ONE transaction holding the protocol row lock (a back-office move or a second correction waits): the check on the
 * history read under the lock, the new values, and one Comments entry naming what changed. The protocol keeps its
 * status: a comment is not a step (ADR 0013).
 */
export async function updateProtocolContact(
  db: Database,
  owner: repo.ProtocolOwner,
  body: unknown,
  lang: Language,
  now: Date,
): Promise<ContactUpdateResult> {
  refuseOtherKeys(body);
  if ((body as { PRT_ID?: unknown }).PRT_ID === undefined) throw fieldError('required', 'PRT_ID');
  const parsed = partialContactSchema.safeParse(body);
  if (!parsed.success) throw issueError(parsed.error);
  const { PRT_ID: protocolId, ...update } = parsed.data;

  return db.transaction(async (tx) => {
    const protocol = await repo.findOwnedProtocol(tx, owner, protocolId, true);
    if (!protocol) throw protocolNotFound();
    const history = (await repo.historyOf(tx, protocol.id)).map((entry) => entry.statusId);
    const check = canEditProtocolContact(triggerOf(protocol), history);
    if (!check.editable) {
      const message = check.reason === 'closed' ? protocolMessages.contactClosed : protocolMessages.contactAdvanced;
      throw new DomainError('conflict', message, { code: `protocol_${check.reason}` });
    }
    const changed = changedKeys(protocol, update);
    if (changed.length > 0) {
      await tx.update(protocols).set(columnsFor(update)).where(eq(protocols.id, protocol.id));
      const note = changeNote(changed);
      await tx.insert(protocolHistory).values({
        protocolId: protocol.id,
        statusId: STATUS.COMMENTS,
        happenedAt: now,
        note: note.pt,
        noteTexts: note,
        message: null,
      });
    }
    const message = changed.length > 0 ? protocolMessages.contactUpdated : protocolMessages.contactUnchanged;
    return { message: message[lang], calls: await listCalls(tx, owner, lang, protocol.id), changed };
  });
}
