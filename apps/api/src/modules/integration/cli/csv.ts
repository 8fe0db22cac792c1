/**
 * A small strict CSV reader for the first load (RFC 4180 on one physical line): fields separated by commas, a field
 * in double quotes may hold commas and doubled quotes. What a spreadsheet export could mean two ways is refused
 * rather than guessed: a quote inside an unquoted field, text after a closing quote, an unterminated quote (a line
 * break inside a field is not supported: one row is one line, so a row's line number is its position in the file).
 */
export type CsvRow = { ok: true; fields: string[] } | { ok: false; code: 'csv_stray_quote' | 'csv_unterminated_quote' };

export function parseCsvLine(line: string): CsvRow {
  const fields: string[] = [];
  let index = 0;
  for (;;) {
    if (line[index] === '"') {
      let value = '';
      index += 1;
      for (;;) {
        const quote = line.indexOf('"', index);
        if (quote === -1) return { ok: false, code: 'csv_unterminated_quote' };
        value += line.slice(index, quote);
        if (line[quote + 1] === '"') {
          value += '"';
          index = quote + 2;
          continue;
        }
        index = quote + 1;
        break;
      }
      fields.push(value);
      if (index < line.length && line[index] !== ',') return { ok: false, code: 'csv_stray_quote' };
    } else {
      const comma = line.indexOf(',', index);
      const value = line.slice(index, comma === -1 ? line.length : comma);
      if (value.includes('"')) return { ok: false, code: 'csv_stray_quote' };
      fields.push(value);
      index = comma === -1 ? line.length : comma;
    }
    if (index >= line.length) return { ok: true, fields };
    index += 1; // the comma
    if (index === line.length) {
      fields.push('');
      return { ok: true, fields };
    }
  }
}
