/**
 * The shopper's status message (issue 14): in the language they used on the portal, in the brand's name and colour,
 * with the new status, the observation and the link to the protocol on the brand's host. Plain text for SMS; text
 * and HTML for e-mail. Every value from data is escaped before it reaches the HTML.
 */
import { statusName, type Language } from '@portal/domain';
import type { LocalizedText } from '../../db/schema';
import { interpolate } from '../../lib/errors';
import { escapeHtml } from '../../lib/mailer';

const texts = {
  subject: {
    pt: '{brand}: protocolo {id} — {status}',
    en: '{brand}: protocol {id} — {status}',
    es: '{brand}: protocolo {id} — {status}',
  },
  intro: {
    pt: 'A situação do seu protocolo {id} mudou para: {status}.',
    en: 'The status of your protocol {id} changed to: {status}.',
    es: 'La situación de tu protocolo {id} cambió a: {status}.',
  },
  note: { pt: 'Observação: {note}', en: 'Note: {note}', es: 'Observación: {note}' },
  reason: { pt: 'Motivo: {reason}', en: 'Reason: {reason}', es: 'Motivo: {reason}' },
  shipping: {
    pt: 'Código de postagem: {code}',
    en: 'Shipping code: {code}',
    es: 'Código de envío: {code}',
  },
  link: {
    pt: 'Acompanhe em {link}',
    en: 'Follow it at {link}',
    es: 'Síguelo en {link}',
  },
  sms: {
    pt: '{brand}: protocolo {id} agora está "{status}". {link}',
    en: '{brand}: protocol {id} is now "{status}". {link}',
    es: '{brand}: el protocolo {id} ahora está "{status}". {link}',
  },
} satisfies Record<string, LocalizedText>;

export interface StatusMessageInput {
  lang: Language;
  channel: 'email' | 'sms';
  brandName: string;
  /** Shade 8 of the brand palette: white text on it passes AA. */
  brandColour: string;
  protocolId: number;
  statusId: number;
  note: string | null;
  denialReason: string | null;
  shippingCode: string | null;
  link: string;
}

const FALLBACK_COLOUR = '#1f2937';

export function statusMessage(input: StatusMessageInput): { subject: string; text: string; html: string | null } {
  const { lang } = input;
  const params = {
    brand: input.brandName,
    id: input.protocolId,
    status: statusName(input.statusId, lang),
    link: input.link,
  };
  const say = (text: LocalizedText, extra: Record<string, string | number> = {}) =>
    interpolate(text[lang], { ...params, ...extra });
  if (input.channel === 'sms') return { subject: '', text: say(texts.sms), html: null };
  const paragraphs = [
    say(texts.intro),
    input.denialReason ? say(texts.reason, { reason: input.denialReason }) : null,
    input.note ? say(texts.note, { note: input.note }) : null,
    input.shippingCode ? say(texts.shipping, { code: input.shippingCode }) : null,
  ].filter((p): p is string => p !== null);
  const subject = say(texts.subject);
  const colour = /^#[0-9a-f]{3,8}$/i.test(input.brandColour) ? input.brandColour : FALLBACK_COLOUR;
  const linkLine = say(texts.link);
  const html = [
    '<!doctype html>',
    `<html lang="${lang === 'pt' ? 'pt-BR' : lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">',
    '<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">',
    `<tr><td style="background:${colour};padding:20px 24px;color:#ffffff;font-size:22px;font-weight:700">${escapeHtml(input.brandName)}</td></tr>`,
    '<tr><td style="padding:24px">',
    ...paragraphs.map(
      (p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(p)}</p>`,
    ),
    `<p style="margin:0"><a href="${escapeHtml(input.link)}" style="color:${colour};font-weight:700">${escapeHtml(linkLine)}</a></p>`,
    '</td></tr></table></body></html>',
  ].join('');
  return { subject, text: [...paragraphs, linkLine].join('\n\n'), html };
}
