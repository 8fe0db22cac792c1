/** The e-mail frame every shopper message shares: the brand's name on its colour, paragraphs, the link. */
import type { Language } from '@portal/domain';
import { escapeHtml } from '../mail';

const FALLBACK_COLOUR = '#1f2937';

export interface EmailLayout {
  lang: Language;
  subject: string;
  brandName: string;
  brandColour: string;
  paragraphs: readonly string[];
  /** Lines shown as a list after the paragraphs (the items of a protocol). */
  list?: readonly string[];
  /** Paragraphs after the list. */
  after?: readonly string[];
  link: string;
  linkLine: string;
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(text)}</p>`;

export function renderEmail(input: EmailLayout): { subject: string; text: string; html: string } {
  const colour = /^#[0-9a-f]{3,8}$/i.test(input.brandColour) ? input.brandColour : FALLBACK_COLOUR;
  const list = input.list ?? [];
  const after = input.after ?? [];
  const html = [
    '<!doctype html>',
    `<html lang="${input.lang === 'pt' ? 'pt-BR' : input.lang}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">',
    '<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">',
    `<tr><td style="background:${colour};padding:20px 24px;color:#ffffff;font-size:22px;font-weight:700">${escapeHtml(input.brandName)}</td></tr>`,
    '<tr><td style="padding:24px">',
    ...input.paragraphs.map(paragraph),
    list.length > 0
      ? `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:1.5;color:#1f2937">${list
          .map((line) => `<li>${escapeHtml(line)}</li>`)
          .join('')}</ul>`
      : '',
    ...after.map(paragraph),
    `<p style="margin:0"><a href="${escapeHtml(input.link)}" style="color:${colour};font-weight:700">${escapeHtml(input.linkLine)}</a></p>`,
    '</td></tr></table></body></html>',
  ].join('');
  const listBlock = list.length > 0 ? [list.map((line) => `- ${line}`).join('\n')] : [];
  const text = [...input.paragraphs, ...listBlock, ...after, input.linkLine].join('\n\n');
  return { subject: input.subject, text, html };
}
