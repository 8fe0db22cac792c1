/**
 * Examples for the API document (issue 45: the README promises 'every field with examples'). Every request body and
 * every 2xx answer that has no example of its own gets one drawn from its schema: a field's own `examples` (set with
 * zod's `.meta`) first, then a value of a name the portal uses (an e-mail for `email`, a valid CPF for `cpf`), then
 * one its type, format, pattern, enum and bounds allow. Drawn from the very schema the route validates with, an
 * example cannot drift from it; a test checks each against its schema with a JSON-schema validator (ajv, 2020-12).
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  prefixItems?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  example?: unknown;
  examples?: unknown[];
  additionalProperties?: boolean | Schema;
}

/** Values for the field names the portal uses, taken only when the field's schema allows them. */
const BY_NAME: Record<string, unknown> = {
  email: 'ana@example.com',
  usu_email: 'ana@example.com',
  cli_chavepix: 'ana@example.com',
  cpf: '52998224725',
  CPF: '52998224725',
  cep: '01310100',
  tokenCode: '123456',
  phone: '11987654321',
  brand: 1,
  mar_id: 1,
  prt_id: 1,
  lang: 'pt',
};

/** Text candidates tried against a pattern, in order: what the document's patterns describe (digits, dates, keys). */
const PATTERN_CANDIDATES = [
  '1',
  '12',
  '123',
  '123456',
  '12345678',
  '52998224725',
  '2026-03',
  '2026-03-14',
  '2026-03-14T12:00:00.000Z',
  'ana@example.com',
  'mine',
  'key-1',
  '3f1c2b8e-4d5a-4c6b-9e7f-0a1b2c3d4e5f',
];

const FORMATS: Record<string, string> = {
  'date-time': '2026-03-14T12:00:00.000Z',
  date: '2026-03-14',
  email: 'ana@example.com',
  uuid: '3f1c2b8e-4d5a-4c6b-9e7f-0a1b2c3d4e5f',
  uri: 'https://example.com/',
  binary: '(the file bytes)',
};

function typesOf(schema: Schema): string[] {
  return schema.type === undefined ? [] : [schema.type].flat();
}

/** Whether a text fits a string schema's pattern and lengths. */
function fitsText(schema: Schema, text: string): boolean {
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(text)) return false;
  if (schema.minLength !== undefined && text.length < schema.minLength) return false;
  return schema.maxLength === undefined || text.length <= schema.maxLength;
}

function sampleText(schema: Schema): string {
  const formatted = schema.format ? FORMATS[schema.format] : undefined;
  if (formatted !== undefined && fitsText(schema, formatted)) return formatted;
  if (schema.pattern) return PATTERN_CANDIDATES.find((text) => fitsText(schema, text)) ?? '';
  const text = 'example';
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return text.slice(0, schema.maxLength);
  return text.padEnd(schema.minLength ?? 0, 'x');
}

function sampleNumber(schema: Schema): number {
  let value = 1;
  if (schema.minimum !== undefined) value = Math.max(value, schema.minimum);
  if (schema.exclusiveMinimum !== undefined) value = Math.max(value, Math.floor(schema.exclusiveMinimum) + 1);
  if (schema.maximum !== undefined) value = Math.min(value, schema.maximum);
  if (schema.exclusiveMaximum !== undefined) value = Math.min(value, Math.ceil(schema.exclusiveMaximum) - 1);
  return value;
}

/** Whether a name's value suits a schema's type (and its pattern and bounds, for a text). */
function suits(schema: Schema, value: unknown): boolean {
  if (schema.enum || 'const' in schema) return false;
  const types = typesOf(schema);
  if (typeof value === 'string') return types.includes('string') && fitsText(schema, value);
  if (typeof value === 'number') {
    return (
      (types.includes('integer') || types.includes('number')) &&
      sampleNumber(schema) <= value &&
      (schema.maximum === undefined || value <= schema.maximum)
    );
  }
  return false;
}

/** An example value a schema accepts. */
export function sampleOf(schema: Schema, components: Record<string, Schema>, depth = 0): unknown {
  if (schema.$ref) {
    const target = components[schema.$ref.replace('#/components/schemas/', '')];
    return target && depth < 12 ? sampleOf(target, components, depth + 1) : null;
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    const branch = branches.find((candidate) => !typesOf(candidate).includes('null')) ?? branches[0]!;
    return sampleOf(branch, components, depth + 1);
  }
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, components, depth + 1)));
  }
  const type = typesOf(schema).find((candidate) => candidate !== 'null') ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, child]) => [
          name,
          name in BY_NAME && suits(child, BY_NAME[name]) ? BY_NAME[name] : sampleOf(child, components, depth + 1),
        ]),
      );
    case 'array':
      if (schema.prefixItems) return schema.prefixItems.map((item) => sampleOf(item, components, depth + 1));
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        schema.items ? sampleOf(schema.items, components, depth + 1) : 'example',
      );
    case 'string':
      return sampleText(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      // A schema that accepts anything (z.unknown(), read by the handler itself).
      return typesOf(schema).includes('null') ? null : 'example';
  }
}

interface Content {
  schema?: Schema;
  example?: unknown;
  examples?: unknown;
}
interface Operation {
  requestBody?: { content?: Record<string, Content> };
  responses?: Record<string, { content?: Record<string, Content> }>;
}

function exampled(content: Record<string, Content> | undefined, components: Record<string, Schema>): void {
  for (const media of Object.values(content ?? {})) {
    if (media.schema && media.example === undefined && media.examples === undefined) {
      media.example = sampleOf(media.schema, components);
    }
  }
}

/** The document with an example on every request body and every 2xx answer that had none (changed in place). */
export function withExamples<T extends { paths?: Record<string, Record<string, unknown>>; components?: unknown }>(
  document: T,
): T {
  const components = ((document.components as { schemas?: Record<string, Schema> } | undefined)?.schemas ??
    {}) as Record<string, Schema>;
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations) as Operation[]) {
      if (!operation || typeof operation !== 'object') continue;
      exampled(operation.requestBody?.content, components);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (/^2\d\d$/.test(status)) exampled(response.content, components);
      }
    }
  }
  return document;
}
