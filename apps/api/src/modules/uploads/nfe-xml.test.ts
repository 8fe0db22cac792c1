import { describe, expect, it } from 'vitest';
import { checkNfeXml, MAX_NFE_XML_BYTES } from './nfe-xml';
import { sampleBytes } from './test-files';

const NFE = 'http://www.portalfiscal.inf.br/nfe';
const verdict = (text: string) => checkNfeXml(Buffer.from(text));

describe('NF-e XML check', () => {
  it('accepts an authorised NF-e with its signature, a BOM, comments, CDATA and character references', () => {
    expect(checkNfeXml(sampleBytes.xml)).toEqual({ ok: true });
    expect(verdict(`\ufeff<NFe xmlns="${NFE}"><!-- ok --><x a='1 &lt; 2'>&#233;<![CDATA[<b>]]></x></NFe>\n`)).toEqual({
      ok: true,
    });
    expect(
      verdict(
        `<n:nfeProc xmlns:n="${NFE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="x"/>`,
      ),
    ).toEqual({ ok: true });
  });

  it.each([
    [
      'an XHTML script element',
      `<nfeProc xmlns="${NFE}" xmlns:html="http://www.w3.org/1999/xhtml"><html:script>alert(1)</html:script></nfeProc>`,
      'foreign_namespace',
    ],
    [
      'an undeclared html: prefix',
      `<nfeProc xmlns="${NFE}"><html:script>alert(1)</html:script></nfeProc>`,
      'malformed',
    ],
    ['an SVG root', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>', 'foreign_namespace'],
    ['an element outside any namespace', `<nfeProc xmlns="${NFE}"><x xmlns=""/></nfeProc>`, 'foreign_namespace'],
    [
      'an attribute in a foreign namespace',
      `<nfeProc xmlns="${NFE}" xmlns:h="http://www.w3.org/1999/xhtml" h:onload="x"/>`,
      'foreign_namespace',
    ],
    [
      'a DOCTYPE with an external entity (XXE)',
      `<?xml version="1.0"?><!DOCTYPE nfeProc [<!ENTITY x SYSTEM "file:///etc/passwd">]><nfeProc xmlns="${NFE}">&x;</nfeProc>`,
      'doctype',
    ],
    ['an undeclared entity', `<nfeProc xmlns="${NFE}">&x;</nfeProc>`, 'entity'],
    [
      'a stylesheet instruction',
      `<?xml version="1.0"?><?xml-stylesheet href="x.xsl"?><nfeProc xmlns="${NFE}"/>`,
      'processing_instruction',
    ],
    ['another root', `<cteProc xmlns="${NFE}"/>`, 'not_nfe_root'],
    ['an NF-e root without its namespace', '<nfeProc versao="4.00"><NFe/></nfeProc>', 'foreign_namespace'],
    ['an HTML page', '<html><script>x</script></html>', 'foreign_namespace'],
    ['unclosed elements', `<nfeProc xmlns="${NFE}"><NFe></nfeProc>`, 'malformed'],
    ['text after the root', `<nfeProc xmlns="${NFE}"/>junk`, 'malformed'],
    ['a duplicate attribute', `<nfeProc xmlns="${NFE}" a="1" a="2"/>`, 'malformed'],
    ['a NUL character', `<nfeProc xmlns="${NFE}">\u0000</nfeProc>`, 'malformed'],
    ['another encoding', `<?xml version="1.0" encoding="ISO-8859-1"?><nfeProc xmlns="${NFE}"/>`, 'not_utf8'],
  ])('refuses %s', (_label, text, reason) => {
    expect(verdict(text)).toEqual({ ok: false, reason });
  });

  it('refuses bytes that are not UTF-8 and nesting past any real invoice', () => {
    expect(checkNfeXml(Buffer.from([0x3c, 0x61, 0xff, 0x3e]))).toEqual({ ok: false, reason: 'not_utf8' });
    expect(verdict(`<NFe xmlns="${NFE}">${'<a>'.repeat(100)}${'</a>'.repeat(100)}</NFe>`)).toEqual({
      ok: false,
      reason: 'too_deep',
    });
  });
});

describe('NF-e XML check on a large file', () => {
  it('refuses a file larger than any NF-e without reading it', () => {
    const body = '<a>x</a>'.repeat(MAX_NFE_XML_BYTES / 8);
    expect(checkNfeXml(Buffer.from(`<NFe xmlns="${NFE}">${body}</NFe>`))).toEqual({ ok: false, reason: 'too_large' });
  });

  it('stays linear up to that size: segments are checked on their own, not to the end of the file', () => {
    const body = '<a>x</a>'.repeat(MAX_NFE_XML_BYTES / 8 - 10);
    expect(checkNfeXml(Buffer.from(`<NFe xmlns="${NFE}">${body}&amp;</NFe>`))).toEqual({ ok: true });
  });
});

describe('NF-e XML check: bounded work per file (issue 24)', () => {
  const attributes = (count: number) => Array.from({ length: count }, (_, index) => ` a${index}="1"`).join('');

  it('refuses an element with more attributes than any NF-e element has, at once', () => {
    expect(verdict(`<NFe xmlns="${NFE}"><x${attributes(33)}/></NFe>`)).toEqual({ ok: false, reason: 'too_complex' });
    expect(verdict(`<NFe xmlns="${NFE}"><x${attributes(32)}/></NFe>`)).toEqual({ ok: true });
    // The probe's file: 80,000 attributes on one element, under 1 MB. The check used to take 13 s of the event loop.
    const probe = Buffer.from(`<NFe xmlns="${NFE}"><x${attributes(80_000)}/></NFe>`);
    expect(probe.length).toBeLessThan(MAX_NFE_XML_BYTES);
    expect(checkNfeXml(probe)).toEqual({ ok: false, reason: 'too_complex' });
  });

  it('refuses more elements than a file of NF-e size can hold', () => {
    expect(verdict(`<NFe xmlns="${NFE}">${'<a/>'.repeat(200_000)}</NFe>`)).toEqual({
      ok: false,
      reason: 'too_complex',
    });
  });
});
