/** Each dashboard figure as CSV (issue 27): the console's column titles in the link's language, then the rows. */
import type { Language, LocalizedText } from '@portal/domain';
import { pickLanguage } from '@portal/domain';
import { csvDocument } from '../backoffice/reports';
import type { FigureName, FigureRow } from './wire';

type Columns<F extends FigureName> = [keyof FigureRow<F> & string, LocalizedText][];

const text = (pt: string, en: string, es: string): LocalizedText => ({ pt, en, es });
const PATH = text('Caminho', 'Path', 'Camino');

/** Which fields go to the sheet, in order (codes that have a name beside them are left to the name). */
const COLUMNS: { [F in FigureName]: Columns<F> } = {
  'opened-per-week': [
    ['week', text('Semana', 'Week', 'Semana')],
    ['opened', text('Protocolos abertos', 'Protocols opened', 'Protocolos abiertos')],
  ],
  'return-rate': [
    ['productCode', text('Código', 'Code', 'Código')],
    ['productName', text('Produto', 'Product', 'Producto')],
    ['returned', text('Itens devolvidos', 'Items returned', 'Artículos devueltos')],
    ['sold', text('Itens vendidos', 'Items sold', 'Artículos vendidos')],
    ['ratePercent', text('Taxa de devolução (%)', 'Return rate (%)', 'Tasa de devolución (%)')],
  ],
  'resolution-split': [
    ['pathName', PATH],
    ['protocols', text('Protocolos', 'Protocols', 'Protocolos')],
    ['items', text('Itens', 'Items', 'Artículos')],
    ['valueCents', text('Valor (centavos)', 'Value (cents)', 'Valor (centavos)')],
  ],
  'store-credit': [
    ['creditedCents', text('Crédito concedido (centavos)', 'Credit given (cents)', 'Crédito otorgado (centavos)')],
    ['refundedCents', text('Saldo estornado (centavos)', 'Balance refunded (cents)', 'Saldo reembolsado (centavos)')],
    ['keptCents', text('Crédito mantido (centavos)', 'Credit kept (cents)', 'Crédito conservado (centavos)')],
  ],
  'ledger-per-month': [
    ['month', text('Mês', 'Month', 'Mes')],
    ['creditedCents', text('Creditado (centavos)', 'Credited (cents)', 'Acreditado (centavos)')],
    ['debitedCents', text('Debitado (centavos)', 'Debited (cents)', 'Debitado (centavos)')],
    ['refundedCents', text('Estornado (centavos)', 'Refunded (cents)', 'Reembolsado (centavos)')],
  ],
  'open-by-status': [
    ['statusName', text('Situação', 'Status', 'Situación')],
    ['ageBucket', text('Idade (dias)', 'Age (days)', 'Antigüedad (días)')],
    ['count', text('Protocolos', 'Protocols', 'Protocolos')],
  ],
  'time-to-settle': [
    ['pathName', PATH],
    ['settled', text('Concluídos', 'Settled', 'Concluidos')],
    ['medianHours', text('Mediana (horas)', 'Median (hours)', 'Mediana (horas)')],
  ],
};

export function figureCsv<F extends FigureName>(figure: F, rows: readonly FigureRow<F>[], lang: Language): string {
  const columns = COLUMNS[figure] as Columns<F>;
  return csvDocument([
    columns.map(([, title]) => pickLanguage(title, lang)),
    ...rows.map((row) => columns.map(([key]) => row[key] as string | number)),
  ]);
}
