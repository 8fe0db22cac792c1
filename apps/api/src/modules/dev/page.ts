import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TIME_ZONE, type Language } from '@portal/domain';
import { escapeHtml } from '../mail';
import { readOutbox, type OutboxMessage } from './outbox-view';
import { outboxQuery } from './routes';

/** The page reloads itself this often, so a code requested in another tab shows up without a click. */
export const OUTBOX_REFRESH_SECONDS = 3;

const texts = {
  pt: {
    title: 'Caixa de saída (desenvolvimento)',
    intro: 'Mensagens enviadas pelo portal, da mais recente para a mais antiga. Só existe fora de produção.',
    refreshing: `Esta página se atualiza a cada ${OUTBOX_REFRESH_SECONDS} segundos.`,
    paused: 'Atualização automática pausada.',
    pause: 'Pausar atualização automática',
    resume: 'Retomar atualização automática',
    filterLabel: 'Destinatário (e-mail ou telefone)',
    filter: 'Filtrar',
    clear: 'Limpar filtro',
    empty: 'Nenhuma mensagem ainda. Peça um código de acesso no portal.',
    code: 'Código',
    to: 'Para',
    sentAt: 'Enviada em',
    delivery: 'Entrega',
    channel: { email: 'E-mail', sms: 'SMS' },
    noCode: 'Sem código (nenhuma compra encontrada)',
  },
  en: {
    title: 'Outbox (development)',
    intro: 'Messages sent by the portal, newest first. This page exists only outside production.',
    refreshing: `This page refreshes every ${OUTBOX_REFRESH_SECONDS} seconds.`,
    paused: 'Auto-refresh paused.',
    pause: 'Pause auto-refresh',
    resume: 'Resume auto-refresh',
    filterLabel: 'Recipient (e-mail or phone)',
    filter: 'Filter',
    clear: 'Clear filter',
    empty: 'No messages yet. Ask for an access code in the portal.',
    code: 'Code',
    to: 'To',
    sentAt: 'Sent at',
    delivery: 'Delivery',
    channel: { email: 'E-mail', sms: 'SMS' },
    noCode: 'No code (no purchases found)',
  },
  es: {
    title: 'Bandeja de salida (desarrollo)',
    intro: 'Mensajes enviados por el portal, del más reciente al más antiguo. Solo existe fuera de producción.',
    refreshing: `Esta página se actualiza cada ${OUTBOX_REFRESH_SECONDS} segundos.`,
    paused: 'Actualización automática en pausa.',
    pause: 'Pausar actualización automática',
    resume: 'Reanudar actualización automática',
    filterLabel: 'Destinatario (correo o teléfono)',
    filter: 'Filtrar',
    clear: 'Quitar filtro',
    empty: 'Todavía no hay mensajes. Pide un código de acceso en el portal.',
    code: 'Código',
    to: 'Para',
    sentAt: 'Enviado el',
    delivery: 'Entrega',
    channel: { email: 'Correo', sms: 'SMS' },
    noCode: 'Sin código (no se encontraron compras)',
  },
} satisfies Record<Language, unknown>;

const HTML_LANG: Record<Language, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

/** Neutral greys with AA contrast; nothing of any brand, since the page serves all three. */
const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#f5f5f5;color:#1a1a1a;line-height:1.5}
  main{max-width:56rem;margin:0 auto;padding:1.5rem 1rem}
  h1{font-size:1.5rem;margin:0 0 .5rem}
  a{color:#1a4d8f}
  a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #1a4d8f;outline-offset:2px}
  form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;margin:1rem 0}
  label{display:block;font-weight:600;font-size:.9rem}
  input{font:inherit;padding:.5rem;border:1px solid #595959;border-radius:4px;min-width:16rem;max-width:100%}
  button{font:inherit;padding:.5rem 1rem;border:0;border-radius:4px;background:#1a4d8f;color:#fff;cursor:pointer}
  ol{list-style:none;padding:0;margin:0}
  li{background:#fff;border:1px solid #d4d4d4;border-radius:8px;padding:1rem;margin:0 0 1rem}
  h2{font-size:1rem;margin:0 0 .5rem;overflow-wrap:anywhere}
  .code{font-family:ui-monospace,'Courier New',monospace;font-size:2.5rem;font-weight:700;letter-spacing:.3em;margin:.25rem 0 .5rem}
  .no-code{font-weight:600;margin:.25rem 0 .5rem}
  dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .5rem;font-size:.9rem}
  dt{font-weight:600;color:#404040}
  dd{margin:0;overflow-wrap:anywhere}
  pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f5f5f5;padding:.75rem;border-radius:4px;margin:0;font-size:.85rem}
`;

function formatInstant(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(HTML_LANG[lang], {
    timeZone: TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(iso));
}

function pageUrl(to: string | undefined, refresh: boolean): string {
  const params = new URLSearchParams();
  if (to) params.set('to', to);
  if (!refresh) params.set('refresh', 'off');
  const query = params.toString();
  return `/dev/outbox${query ? `?${query}` : ''}`;
}

function renderMessage(message: OutboxMessage, lang: Language): string {
  const t = texts[lang];
  const heading = `${t.channel[message.channel]}: ${message.subject || message.to}`;
  const code = message.code
    ? `<p class="code"><span class="visually-hidden">${escapeHtml(t.code)}: </span>${escapeHtml(message.code)}</p>`
    : `<p class="no-code">${escapeHtml(t.noCode)}</p>`;
  return [
    `<li><article aria-labelledby="m${message.id}">`,
    `<h2 id="m${message.id}">${escapeHtml(heading)}</h2>`,
    code,
    '<dl>',
    `<dt>${escapeHtml(t.to)}</dt><dd>${escapeHtml(message.to)}</dd>`,
    `<dt>${escapeHtml(t.sentAt)}</dt><dd><time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(formatInstant(message.createdAt, lang))}</time></dd>`,
    `<dt>${escapeHtml(t.delivery)}</dt><dd>${escapeHtml(message.delivery)}</dd>`,
    '</dl>',
    `<pre>${escapeHtml(message.text)}</pre>`,
    '</article></li>',
  ].join('');
}

export function renderOutboxPage(
  messages: OutboxMessage[],
  options: { lang: Language; to?: string; refresh: boolean },
): string {
  const { lang, to, refresh } = options;
  const t = texts[lang];
  const toggle = refresh
    ? `${escapeHtml(t.refreshing)} <a href="${escapeHtml(pageUrl(to, false))}">${escapeHtml(t.pause)}</a>`
    : `${escapeHtml(t.paused)} <a href="${escapeHtml(pageUrl(to, true))}">${escapeHtml(t.resume)}</a>`;
  return [
    '<!doctype html>',
    `<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    refresh ? `<meta http-equiv="refresh" content="${OUTBOX_REFRESH_SECONDS}">` : '',
    `<title>${escapeHtml(t.title)}</title>`,
    `<style>${STYLE}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}</style>`,
    '</head><body><main>',
    `<h1>${escapeHtml(t.title)}</h1>`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p>${toggle}</p>`,
    '<form method="get" action="/dev/outbox" role="search">',
    `<div><label for="to">${escapeHtml(t.filterLabel)}</label><input id="to" name="to" type="search" value="${escapeHtml(to ?? '')}" autocomplete="off"></div>`,
    refresh ? '' : '<input type="hidden" name="refresh" value="off">',
    `<button type="submit">${escapeHtml(t.filter)}</button>`,
    to ? `<a href="${escapeHtml(pageUrl(undefined, refresh))}">${escapeHtml(t.clear)}</a>` : '',
    '</form>',
    messages.length
      ? `<ol>${messages.map((message) => renderMessage(message, lang)).join('')}</ol>`
      : `<p>${escapeHtml(t.empty)}</p>`,
    '</main></body></html>',
  ].join('');
}

const pageQuery = outboxQuery.extend({ refresh: z.enum(['on', 'off']).optional() });

/** The page at /dev/outbox (outside /api): registered only when the dev module is, i.e. never in production. */
const devPage: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/outbox', { schema: { querystring: pageQuery } }, async (request, reply) => {
    const to = request.query.to || undefined;
    const messages = await readOutbox(app.db, { to, brandId: request.query.brand });
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(renderOutboxPage(messages, { lang: request.lang, to, refresh: request.query.refresh !== 'off' }));
  });
};

export default devPage;
