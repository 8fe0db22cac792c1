import { describe, expect, it } from 'vitest';
import { identityLogTag, maskPersonalText, safeError, safeErrorSerializers } from './log-safety';

describe('safeError', () => {
  it("keeps a PostgreSQL error's kind and names, never its detail, message values or parameters", () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "consumers_email_key"'), {
      name: 'DatabaseError',
      code: '23505',
      detail: 'Key (email)=(ana.souza@example.com) already exists.',
      constraint: 'consumers_email_key',
      table: 'consumers',
      parameters: ['ana.souza@example.com', '52998224725'],
    });
    const safe = safeError(error);
    expect(safe).toMatchObject({
      type: 'DatabaseError',
      code: '23505',
      message: 'database error (23505)',
      constraint: 'consumers_email_key',
      table: 'consumers',
    });
    expect(JSON.stringify(safe)).not.toMatch(/ana\.souza|52998224725|already exists/);
  });

  it('does not take a value dressed as a stack frame for one', () => {
    const error = new Error('refused Ana\n    at ana.souza@example.com (52998224725)');
    const safe = safeError(error);
    expect(safe.stack).toMatch(/^ {4}at /);
    expect(JSON.stringify(safe)).not.toMatch(/ana\.souza|52998224725/);
  });

  it('walks causes and survives odd thrown values', () => {
    const inner = Object.assign(new Error('invalid input syntax for type integer: "529.982.247-25"'), {
      code: '22P02',
    });
    const outer = new Error('Failed query: select $1\nparams: 529.982.247-25', { cause: inner });
    expect(JSON.stringify(safeError(outer))).not.toContain('529');
    expect(safeError('ana.souza@example.com')).toEqual({ type: 'string', message: '', stack: '' });
    expect(safeError(null).type).toBe('null');
  });
});

describe('the err and error serializers', () => {
  it('keep a bare error code under error, and make anything else a safe error', () => {
    expect(safeErrorSerializers.error('ECONNREFUSED')).toBe('ECONNREFUSED');
    expect(safeErrorSerializers.err('ana.souza@example.com')).toEqual({ type: 'string', message: '', stack: '' });
    expect(safeErrorSerializers.err(new Error('x'))).toMatchObject({ type: 'Error', message: 'x' });
  });
});

describe('maskPersonalText', () => {
  it('masks quoted values, e-mails, UUIDs and long numbers, keeping the words', () => {
    expect(
      maskPersonalText(
        'connect ECONNREFUSED to "db" for ana@x.com +55 (11) 98765-4321 key 9b2f6c1e-4a7d-4f3b-9c8e-2d5a7b1c3e4f',
      ),
    ).toBe('connect ECONNREFUSED to "…" for [email] [number] key [uuid]');
  });
});

describe('identityLogTag', () => {
  it('is 12 hex characters, stable for one identity and key, different under another key', () => {
    const tag = identityLogTag('email:ana.souza@example.com', 'k'.repeat(32));
    expect(tag).toMatch(/^[0-9a-f]{12}$/);
    expect(identityLogTag('email:ana.souza@example.com', 'k'.repeat(32))).toBe(tag);
    expect(identityLogTag('email:ana.souza@example.com', 'j'.repeat(32))).not.toBe(tag);
  });
});
