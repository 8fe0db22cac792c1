import type { Language } from '@portal/domain';
import type { LocalizedText } from '../../db/schema';
import { interpolate } from '../../lib/errors';
import { escapeHtml, type Channel } from '../mail';
import type { Brand } from '../brand/repo';

export interface MessageContent {
  subject: string;
  text: string;
  html?: string;
}

const codeEmail = {
  subject: {
    pt: '{brand}: seu código de acesso',
    en: '{brand}: your access code',
    es: '{brand}: tu código de acceso',
  },
  intro: {
    pt: 'Seu código de acesso ao portal de trocas e devoluções da {brand} é:',
    en: 'Your access code for the {brand} returns and exchanges portal is:',
    es: 'Tu código de acceso al portal de cambios y devoluciones de {brand} es:',
  },
  validity: {
    pt: 'Ele vale por {minutes} minutos e pode ser usado uma única vez. Não compartilhe este código com ninguém.',
    en: 'It is valid for {minutes} minutes and can be used only once. Do not share this code with anyone.',
    es: 'Es válido por {minutes} minutos y se puede usar una sola vez. No compartas este código con nadie.',
  },
  ignore: {
    pt: 'Se você não pediu este código, ignore esta mensagem.',
    en: 'If you did not ask for this code, ignore this message.',
    es: 'Si no pediste este código, ignora este mensaje.',
  },
} satisfies Record<string, LocalizedText>;

const noPurchaseEmail = {
  subject: {
    pt: '{brand}: nenhuma compra encontrada',
    en: '{brand}: no purchases found',
    es: '{brand}: no se encontraron compras',
  },
  intro: {
    pt: 'Recebemos um pedido de código de acesso ao portal de trocas e devoluções da {brand} para este endereço, mas não encontramos compras feitas com ele.',
    en: 'We received a request for an access code to the {brand} returns and exchanges portal for this address, but found no purchases made with it.',
    es: 'Recibimos una solicitud de código de acceso al portal de cambios y devoluciones de {brand} para esta dirección, pero no encontramos compras hechas con ella.',
  },
  hint: {
    pt: 'Se você comprou usando outro e-mail ou telefone, peça o código com esse dado.',
    en: 'If you bought with another e-mail or phone number, ask for the code with that one instead.',
    es: 'Si compraste con otro correo electrónico o teléfono, pide el código con ese dato.',
  },
  ignore: {
    pt: 'Se você não fez este pedido, ignore esta mensagem.',
    en: 'If you did not make this request, ignore this message.',
    es: 'Si no hiciste esta solicitud, ignora este mensaje.',
  },
} satisfies Record<string, LocalizedText>;

const sms = {
  code: {
    pt: '{brand}: seu código de acesso é {code}. Vale por {minutes} min e uma única vez. Não o compartilhe.',
    en: '{brand}: your access code is {code}. Valid for {minutes} min, once. Do not share it.',
    es: '{brand}: tu código de acceso es {code}. Válido por {minutes} min, una sola vez. No lo compartas.',
  },
  noPurchase: {
    pt: '{brand}: recebemos um pedido de código para este número, mas não há compras feitas com ele. Se não foi você, ignore.',
    en: '{brand}: we received a code request for this number, but found no purchases made with it. If it was not you, ignore this.',
    es: '{brand}: recibimos una solicitud de código para este número, pero no hay compras hechas con él. Si no fuiste tú, ignora este mensaje.',
  },
} satisfies Record<string, LocalizedText>;

const FALLBACK_COLOUR = '#1f2937';
/** Shade 8 of a brand palette is the one that carries white text at AA contrast (brands table). */
const PRIMARY_SHADE = 8;

function brandColour(brand: Brand): string {
  const colour = brand.palette[PRIMARY_SHADE];
  // Palettes are data: anything that is not a plain hex colour must not reach a style attribute.
  return colour && /^#[0-9a-f]{3,8}$/i.test(colour) ? colour : FALLBACK_COLOUR;
}

function emailHtml(lang: Language, brand: Brand, subject: string, paragraphs: string[], code?: string): string {
  const colour = brandColour(brand);
  const body = paragraphs.map(
    (p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(p)}</p>`,
  );
  if (code !== undefined) {
    body.splice(
      1,
      0,
      `<p style="margin:8px 0 24px;font-family:'Courier New',monospace;font-size:36px;font-weight:700;letter-spacing:8px;color:${colour}">${escapeHtml(code)}</p>`,
    );
  }
  return [
    '<!doctype html>',
    `<html lang="${lang === 'pt' ? 'pt-BR' : lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">',
    '<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">',
    `<tr><td style="background:${colour};padding:20px 24px;color:#ffffff;font-size:22px;font-weight:700">${escapeHtml(brand.name)}</td></tr>`,
    `<tr><td style="padding:24px">${body.join('')}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}

function say(text: LocalizedText, lang: Language, params: Record<string, string | number>): string {
  return interpolate(text[lang], params);
}

/** What a code is for, in words: the subject, the line before the code and the SMS ({brand}, {code}, {minutes}). */
export interface CodeWording {
  subject: LocalizedText;
  intro: LocalizedText;
  sms: LocalizedText;
}

const SIGN_IN_WORDING: CodeWording = { subject: codeEmail.subject, intro: codeEmail.intro, sms: sms.code };

/**
 * The message carrying a one-time code, in the request language, with the brand's name and colour. `wording` says
 * what the code confirms when it is no sign-in (an export, an erasure: privacy/code-wording.ts).
 */
export function codeMessage(input: {
  lang: Language;
  brand: Brand;
  channel: Channel;
  code: string;
  validMinutes: number;
  wording?: CodeWording;
}): MessageContent {
  const { lang, brand, code } = input;
  const wording = input.wording ?? SIGN_IN_WORDING;
  const params = { brand: brand.name, code, minutes: input.validMinutes };
  if (input.channel === 'sms') return { subject: '', text: say(wording.sms, lang, params) };
  const subject = say(wording.subject, lang, params);
  const intro = say(wording.intro, lang, params);
  const validity = say(codeEmail.validity, lang, params);
  const ignore = say(codeEmail.ignore, lang, params);
  return {
    subject,
    text: [intro, code, validity, ignore].join('\n\n'),
    html: emailHtml(lang, brand, subject, [intro, validity, ignore], code),
  };
}

/** What an address or number without purchases at the brand receives instead of a code. */
export function noPurchaseMessage(input: { lang: Language; brand: Brand; channel: Channel }): MessageContent {
  const { lang, brand } = input;
  const params = { brand: brand.name };
  if (input.channel === 'sms') return { subject: '', text: say(sms.noPurchase, lang, params) };
  const subject = say(noPurchaseEmail.subject, lang, params);
  const paragraphs = [noPurchaseEmail.intro, noPurchaseEmail.hint, noPurchaseEmail.ignore].map((t) =>
    say(t, lang, params),
  );
  return { subject, text: paragraphs.join('\n\n'), html: emailHtml(lang, brand, subject, paragraphs) };
}
