/**
 * The reasons report (issue 14, admins only): items of protocols per month (São Paulo time, when they were opened),
 * brand, the item's reason and desire, and the protocol's current status, within the operator's brands. Each item of
 * a protocol counts under its own reason (issue 23: a two-item protocol counted once, under its first item's reason).
 * The CSV is UTF-8 with a BOM and `;` between fields, as a Brazilian spreadsheet opens it without an import dialog
 * (ADR 0022), with the console's column titles and the brands by name, as the screen shows them.
 */
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pickLanguage, statusName, type Language } from '@portal/domain';
import type { Database } from '../../db/client';
import { brands, desires, protocolItems, protocols, reasons, type LocalizedText } from '../../db/schema';
import type { reportAnswer } from './wire';

type ReportRow = z.infer<typeof reportAnswer>['rows'][number];

/** The instant a São Paulo month begins, as PostgreSQL computes it (the zone's rules, not a fixed offset). */
const monthStart = (month: string) => sql`(${`${month}-01 00:00:00`}::timestamp at time zone 'America/Sao_Paulo')`;

function nextMonth(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
}

export async function reasonsReport(
  db: Database,
  input: { brands: readonly number[]; from: string; to: string; lang: Language },
): Promise<ReportRow[]> {
  const [first, last] = input.from <= input.to ? [input.from, input.to] : [input.to, input.from];
  const month = sql<string>`to_char(${protocols.createdAt} at time zone 'America/Sao_Paulo', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      brandId: protocols.brandId,
      brandName: brands.name,
      reasonName: reasons.name,
      desireName: desires.name,
      status: protocols.statusId,
      count: count(protocolItems.id),
    })
    .from(protocols)
    .innerJoin(protocolItems, eq(protocolItems.protocolId, protocols.id))
    .leftJoin(brands, eq(brands.id, protocols.brandId))
    .leftJoin(reasons, eq(reasons.id, protocolItems.reasonId))
    .leftJoin(desires, eq(desires.id, protocolItems.desireId))
    .where(
      and(
        inArray(protocols.brandId, [...input.brands]),
        gte(protocols.createdAt, monthStart(first)),
        lt(protocols.createdAt, monthStart(nextMonth(last))),
      ),
    )
    .groupBy(month, protocols.brandId, brands.name, reasons.id, desires.id, protocols.statusId)
    .orderBy(month, protocols.brandId, reasons.id, desires.id, protocols.statusId);
  const name = (text: LocalizedText | null) => (text ? pickLanguage(text, input.lang) : '');
  return rows.map((row) => ({
    month: row.month,
    brandId: row.brandId,
    brandName: row.brandName ?? String(row.brandId),
    reasonName: name(row.reasonName),
    desireName: name(row.desireName),
    status: row.status,
    count: Number(row.count),
  }));
}

/** The report table's column titles on the console (locales/<lang>/backoffice.json; a test holds them equal). */
export const REPORT_HEADERS: Record<Language, string[]> = {
  pt: ['Mês', 'Marca', 'Motivo', 'Desejo', 'Situação', 'Itens'],
  en: ['Month', 'Brand', 'Reason', 'Resolution', 'Status', 'Items'],
  es: ['Mes', 'Marca', 'Motivo', 'Solución', 'Situación', 'Artículos'],
};

/**
 * One field: quoted when it holds the separator, a quote or a line break; a text starting with = + - @ (or a tab)
 * gets a leading apostrophe, so a spreadsheet never runs a name from data as a formula.
 */
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** UTF-8 with a BOM, `;` between fields, CRLF lines: what a Brazilian spreadsheet opens as it is (ADR 0022). */
export function csvDocument(lines: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${lines.map((line) => line.map(csvField).join(';')).join('\r\n')}\r\n`;
}

export function reportCsv(rows: readonly ReportRow[], lang: Language): string {
  const lines = [
    REPORT_HEADERS[lang],
    ...rows.map((row) => [
      row.month,
      row.brandName,
      row.reasonName,
      row.desireName,
      statusName(row.status, lang),
      row.count,
    ]),
  ];
  return csvDocument(lines);
}
