/**
 * Decides whether an uploaded XML file is an NF-e invoice document the portal may keep (ADR 0016). No XML library is
 * used on purpose: a general parser resolves entities, fetches DTDs or honours stylesheets, and each of those is an
 * attack on whoever opens the file later. This is a strict, non-validating well-formedness check of the subset of
 * XML 1.0 that NF-e files use, with namespaces:
 *
 * - UTF-8 only (the NF-e layout mandates it), an optional XML declaration at the very start, no DOCTYPE (so no
 *   entities, no XXE), no processing instructions (so no `xml-stylesheet`), only the five predefined entities and
 *   character references;
 * - every element is in the NF-e namespace or in XML-DSig (the invoice's signature), the root is `nfeProc` or `NFe`;
 * - the only namespaces that may be declared are those two and XML Schema instance (`xsi:` attributes): an XHTML,
 *   SVG or XSLT element (`<html:script>`) cannot even be named.
 */

export const NFE_NAMESPACE = 'http://www.portalfiscal.inf.br/nfe';
const XMLDSIG_NAMESPACE = 'http://www.w3.org/2000/09/xmldsig#';
const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

/** Authorised invoice (`nfeProc`, what the shopper receives) or the bare signed invoice (`NFe`). */
const NFE_ROOTS = new Set(['nfeProc', 'NFe']);
const ELEMENT_NAMESPACES = new Set([NFE_NAMESPACE, XMLDSIG_NAMESPACE]);
const DECLARABLE_NAMESPACES = new Set([NFE_NAMESPACE, XMLDSIG_NAMESPACE, XSI_NAMESPACE]);
const ATTRIBUTE_NAMESPACES = new Set([XSI_NAMESPACE, XML_NAMESPACE]);
/** A real NF-e nests about ten levels deep. */
const MAX_DEPTH = 64;
/**
 * A real NF-e element carries at most a handful of attributes (`Id`, `versao`, namespace declarations), and a real
 * invoice of 500 kB has a few thousand elements. Past these bounds the file is no NF-e, and refusing it there keeps the
 * check's work per upload small whatever the file holds: one element with 80,000 attributes once took 13 s of the
 * event loop, and every other request of the process waited (issue 24).
 */
const MAX_ATTRIBUTES_PER_ELEMENT = 32;
const MAX_ELEMENTS = 200_000;
/** The check's own deadline, read every ELEMENTS_PER_CLOCK_READ elements: a last bound on what one upload can cost. */
const MAX_CHECK_MS = 1_000;
const ELEMENTS_PER_CLOCK_READ = 1_024;
/**
 * SEFAZ refuses NF-e messages over 500 kB, so a larger file is no NF-e; the bound also keeps the check's cost per
 * upload small.
 */
export const MAX_NFE_XML_BYTES = 1024 * 1024;

export type NfeXmlVerdict =
  | { ok: true }
  | {
      ok: false;
      reason:
        | 'not_utf8'
        | 'malformed'
        | 'doctype'
        | 'processing_instruction'
        | 'entity'
        | 'foreign_namespace'
        | 'not_nfe_root'
        | 'too_deep'
        | 'too_complex'
        | 'too_large';
    };

type Reason = Extract<NfeXmlVerdict, { ok: false }>['reason'];

class Refusal extends Error {
  constructor(readonly reason: Reason) {
    super(reason);
  }
}

const NAME = /[A-Za-z_][A-Za-z0-9_.-]*(?::[A-Za-z_][A-Za-z0-9_.-]*)?/y;
const SPACE = /[ \t\r\n]*/y;
const DECLARATION =
  /<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(["'])1\.[0-9]\1(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(["'])([A-Za-z0-9._-]+)\2)?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(["'])(?:yes|no)\4)?[ \t\r\n]*\?>/y;
const REFERENCE = /&(?:lt|gt|amp|apos|quot|#[0-9]{1,7}|#x[0-9A-Fa-f]{1,6});/y;
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

function fail(reason: Reason): never {
  throw new Refusal(reason);
}

/** Reads `&…;` at `index` (which holds '&'); returns the index after it. */
function reference(text: string, index: number): number {
  REFERENCE.lastIndex = index;
  if (!REFERENCE.test(text)) fail('entity');
  return REFERENCE.lastIndex;
}

/** Checks character data between `start` and `end`: references only, no ']]>'. Linear in the segment's length. */
function characterData(text: string, start: number, end: number): void {
  const segment = text.slice(start, end);
  if (segment.includes(']]>')) fail('malformed');
  for (let index = segment.indexOf('&'); index !== -1; index = segment.indexOf('&', index)) {
    index = reference(segment, index);
  }
}

function skipComment(text: string, index: number): number {
  const end = text.indexOf('-->', index + 4);
  if (end === -1 || text.slice(index + 4, end).includes('--') || text[end - 1] === '-') fail('malformed');
  return end + 3;
}

function skipSpace(text: string, index: number): number {
  SPACE.lastIndex = index;
  SPACE.test(text);
  return SPACE.lastIndex;
}

function readName(text: string, index: number): string {
  NAME.lastIndex = index;
  const match = NAME.exec(text);
  if (!match) fail('malformed');
  return match[0];
}

function split(name: string): [prefix: string | null, local: string] {
  const colon = name.indexOf(':');
  return colon === -1 ? [null, name] : [name.slice(0, colon), name.slice(colon + 1)];
}

interface OpenElement {
  name: string;
  scope: ReadonlyMap<string, string>;
}

interface ElementCount {
  elements: number;
  /** performance.now() past which the check gives up. */
  deadline: number;
}

/** The `xml:` prefix is bound in every document. */
const ROOT_SCOPE: ReadonlyMap<string, string> = new Map([['xml', XML_NAMESPACE]]);

/** Misc after the prolog or the root: whitespace and comments only. */
function skipMisc(text: string, index: number): number {
  for (;;) {
    index = skipSpace(text, index);
    if (text.startsWith('<!--', index)) index = skipComment(text, index);
    else if (text.startsWith('<!DOCTYPE', index) || text.startsWith('<!ENTITY', index)) fail('doctype');
    else if (text.startsWith('<?', index)) fail('processing_instruction');
    else return index;
  }
}

/** Reads a start tag at `index` (which holds '<'); pushes it unless it is empty. Returns the index after it. */
function startTag(text: string, index: number, stack: OpenElement[], isRoot: boolean, count: ElementCount): number {
  count.elements += 1;
  if (count.elements > MAX_ELEMENTS) fail('too_complex');
  if (count.elements % ELEMENTS_PER_CLOCK_READ === 0 && performance.now() > count.deadline) fail('too_complex');
  const name = readName(text, index + 1);
  let at = index + 1 + name.length;
  const parent = stack.at(-1)?.scope ?? ROOT_SCOPE;
  // Copied only when this element declares a namespace: most elements share their parent's scope.
  let scope = parent;
  // A Set: the duplicate check stays linear in the attributes (an array's includes made it quadratic).
  const attributes = new Set<string>();
  for (;;) {
    const afterSpace = skipSpace(text, at);
    if (text.startsWith('/>', afterSpace) || text[afterSpace] === '>') {
      at = afterSpace;
      break;
    }
    if (afterSpace === at) fail('malformed');
    const attribute = readName(text, afterSpace);
    at = skipSpace(text, afterSpace + attribute.length);
    if (text[at] !== '=') fail('malformed');
    at = skipSpace(text, at + 1);
    const quote = text[at];
    if (quote !== '"' && quote !== "'") fail('malformed');
    const close = text.indexOf(quote, at + 1);
    if (close === -1) fail('malformed');
    const value = text.slice(at + 1, close);
    if (value.includes('<')) fail('malformed');
    characterData(text, at + 1, close);
    if (attributes.has(attribute)) fail('malformed');
    if (attributes.size >= MAX_ATTRIBUTES_PER_ELEMENT) fail('too_complex');
    attributes.add(attribute);
    if (attribute === 'xmlns' || attribute.startsWith('xmlns:')) {
      if (!DECLARABLE_NAMESPACES.has(value)) fail('foreign_namespace');
      const own = scope === parent ? new Map(parent) : (scope as Map<string, string>);
      own.set(attribute === 'xmlns' ? '' : attribute.slice('xmlns:'.length), value);
      scope = own;
    }
    at = close + 1;
  }
  const [prefix, local] = split(name);
  const namespace = scope.get(prefix ?? '');
  if (prefix !== null && namespace === undefined) fail('malformed');
  if (namespace === undefined || !ELEMENT_NAMESPACES.has(namespace)) fail('foreign_namespace');
  if (isRoot && (namespace !== NFE_NAMESPACE || !NFE_ROOTS.has(local))) fail('not_nfe_root');
  for (const attribute of attributes) {
    const [attributePrefix] = split(attribute);
    if (attributePrefix === null || attributePrefix === 'xmlns') continue;
    const attributeNamespace = scope.get(attributePrefix);
    if (attributeNamespace === undefined) fail('malformed');
    if (!ATTRIBUTE_NAMESPACES.has(attributeNamespace)) fail('foreign_namespace');
  }
  if (text.startsWith('/>', at)) return at + 2;
  if (stack.length >= MAX_DEPTH) fail('too_deep');
  stack.push({ name, scope });
  return at + 1;
}

function checkDocument(text: string): void {
  if (FORBIDDEN_CHARS.test(text)) fail('malformed');
  let index = 0;
  if (text.startsWith('<?xml', 0)) {
    DECLARATION.lastIndex = 0;
    const declaration = DECLARATION.exec(text);
    if (!declaration) fail('malformed');
    const encoding = declaration[3];
    if (encoding && encoding.toLowerCase() !== 'utf-8') fail('not_utf8');
    index = DECLARATION.lastIndex;
  }
  index = skipMisc(text, index);
  if (text[index] !== '<') fail('not_nfe_root');
  const stack: OpenElement[] = [];
  const count: ElementCount = { elements: 0, deadline: performance.now() + MAX_CHECK_MS };
  index = startTag(text, index, stack, true, count);
  while (stack.length > 0) {
    const next = text.indexOf('<', index);
    if (next === -1) fail('malformed');
    characterData(text, index, next);
    if (text.startsWith('</', next)) {
      const name = readName(text, next + 2);
      const end = skipSpace(text, next + 2 + name.length);
      if (text[end] !== '>' || stack.pop()?.name !== name) fail('malformed');
      index = end + 1;
    } else if (text.startsWith('<!--', next)) {
      index = skipComment(text, next);
    } else if (text.startsWith('<![CDATA[', next)) {
      const end = text.indexOf(']]>', next + 9);
      if (end === -1) fail('malformed');
      index = end + 3;
    } else if (text.startsWith('<!', next)) {
      fail('doctype');
    } else if (text.startsWith('<?', next)) {
      fail('processing_instruction');
    } else {
      index = startTag(text, next, stack, false, count);
    }
  }
  if (skipMisc(text, index) !== text.length) fail('malformed');
}

/** The verdict on a whole XML file (bytes as uploaded, an optional UTF-8 byte-order mark first). */
export function checkNfeXml(bytes: Uint8Array): NfeXmlVerdict {
  if (bytes.length > MAX_NFE_XML_BYTES) return { ok: false, reason: 'too_large' };
  let text: string;
  try {
    // fatal: bytes that are not UTF-8 are refused rather than replaced; the BOM is dropped by the decoder.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'not_utf8' };
  }
  try {
    checkDocument(text);
    return { ok: true };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.reason };
    throw error;
  }
}
