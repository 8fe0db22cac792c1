/**
 * The notice to a shopper's previous e-mail or phone that 'Meus dados' replaced it (issue 46, Medium 7): whoever still
 * reads the old mailbox learns of the change (and can tell the store if it was not theirs). Written into the outbox
 * in the transaction of the change and sent by the drain after commit, like every other shopper message. It names
 * the new contact only masked: the old mailbox may no longer be the shopper's.
 */
import type { Language } from '@portal/domain';
import type { LocalizedText } from '../../db/schema';
import type { Database } from '../../db/client';
import { interpolate } from '../../lib/errors';
import { renderEmail } from './layout';
import { messageBrand, type Recipient } from './recipient';
import { queue } from './requests';

const texts = {
  subject: {
    pt: '{brand}: seu {what} de contato foi alterado',
    en: '{brand}: your contact {what} was changed',
    es: '{brand}: tu {what} de contacto fue cambiado',
  },
  intro: {
    pt: 'O {what} de contato da sua conta em {brand} foi alterado em "Meus dados" para {masked}. A partir de agora, códigos e mensagens vão para o novo contato.',
    en: 'The contact {what} of your {brand} account was changed in "My data" to {masked}. From now on, codes and messages go to the new contact.',
    es: 'El {what} de contacto de tu cuenta en {brand} se cambió en "Mis datos" a {masked}. A partir de ahora, los códigos y mensajes van al nuevo contacto.',
  },
  notYou: {
    pt: 'Se não foi você, fale com a loja pelo canal de contato do portal.',
    en: 'If this was not you, contact the store through the portal’s contact channel.',
    es: 'Si no fuiste tú, habla con la tienda por el canal de contacto del portal.',
  },
  sms: {
    pt: '{brand}: o {what} de contato da sua conta foi alterado para {masked}. Se não foi você, fale com a loja. {link}',
    en: '{brand}: your account’s contact {what} was changed to {masked}. If this was not you, contact the store. {link}',
    es: '{brand}: el {what} de contacto de tu cuenta se cambió a {masked}. Si no fuiste tú, habla con la tienda. {link}',
  },
  link: { pt: 'Abra o portal em {link}', en: 'Open the portal at {link}', es: 'Abre el portal en {link}' },
  email: { pt: 'e-mail', en: 'e-mail', es: 'correo electrónico' },
  phone: { pt: 'telefone', en: 'phone', es: 'teléfono' },
} satisfies Record<string, LocalizedText>;

export interface ContactChanged {
  brandId: number;
  /** The contact replaced, where the notice goes. */
  previous: Recipient;
  /** The new contact, masked. */
  newMasked: string;
  lang: Language;
  /** Unique per change (the confirming code's row): a retried confirmation never queues two notices. */
  dedupeKey: string;
  now: Date;
}

export async function enqueueContactChanged(tx: Database, input: ContactChanged): Promise<void> {
  const brand = await messageBrand(tx, input.brandId);
  if (!brand) return;
  const { lang, previous } = input;
  const link = brand.url;
  const what = previous.channel === 'email' ? texts.email[lang] : texts.phone[lang];
  const say = (text: LocalizedText) =>
    interpolate(text[lang], { brand: brand.name, what, masked: input.newMasked, link });
  const content =
    previous.channel === 'sms'
      ? { subject: '', text: say(texts.sms), html: null }
      : renderEmail({
          lang,
          subject: say(texts.subject),
          brandName: brand.name,
          brandColour: brand.colour,
          paragraphs: [say(texts.intro), say(texts.notYou)],
          link,
          linkLine: say(texts.link),
        });
  await queue(tx, { protocolId: null, brand, to: previous, lang, content, dedupeKey: input.dedupeKey, now: input.now });
}
