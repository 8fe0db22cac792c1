import { describe, expect, it } from 'vitest';
import { databaseUnavailableCode } from './connection-errors';

/** What Drizzle throws around a driver error: the SQL and its parameters in the message, the driver error as cause. */
function drizzleWrapped(cause: unknown) {
  return Object.assign(new Error('Failed query: select 1\nparams: ana@example.com'), {
    name: 'DrizzleQueryError',
    cause,
  });
}

describe('databaseUnavailableCode', () => {
  it.each([
    ['administrator shutdown (pg_terminate_backend, restart)', { code: '57P01' }, '57P01'],
    ['the database starting up or in recovery', { code: '57P03' }, '57P03'],
    ['a connection exception', { code: '08006' }, '08006'],
    ['the statement timeout', { code: '57014' }, '57014'],
    ['the idle-in-transaction timeout', { code: '25P03' }, '25P03'],
    ['too many connections', { code: '53300' }, '53300'],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      'ECONNREFUSED',
    ],
    ['the pool acquisition timeout', new Error('timeout exceeded when trying to connect'), 'pool_acquire_timeout'],
    ['the connection timeout', new Error('Connection terminated due to connection timeout'), 'connect_timeout'],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly'), 'connection_terminated'],
    ['the driver read timeout of a frozen server', new Error('Query read timeout'), 'query_read_timeout'],
  ])('recognises %s', (_, error, code) => {
    expect(databaseUnavailableCode(error)).toBe(code);
    expect(databaseUnavailableCode(drizzleWrapped(error))).toBe(code);
  });

  it('looks inside the AggregateError of a host with several addresses', () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: 'ECONNREFUSED' });
    expect(databaseUnavailableCode(new AggregateError([refused('::1'), refused('127.0.0.1')]))).toBe('ECONNREFUSED');
  });

  it.each([
    ['a unique violation', { code: '23505', message: 'Connection terminated' }],
    ['an invalid input value', drizzleWrapped({ code: '22P02' })],
    ['a programming error', new TypeError('x is undefined')],
    ['a Fastify error', Object.assign(new Error('Body cannot be empty'), { code: 'FST_ERR_CTP_EMPTY_JSON_BODY' })],
    ['a missing file', Object.assign(new Error('no such file'), { code: 'ENOENT' })],
    ['nothing', undefined],
  ])('leaves %s alone', (_, error) => {
    expect(databaseUnavailableCode(error)).toBeNull();
  });
});
