import { readFlowState, writeFlowState } from '../../../lib/flow-state-storage';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_SECONDS } from '@portal/domain';
import { i18nReady } from '../../../lib/i18n';
import { getSessionUser, SESSION_COOKIES } from '../../../lib/session';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import {
  clearSession,
  endSession,
  hasSavedSession,
  readSavedAddress,
  readSavedEmail,
  readSavedUser,
  restoreSession,
  saveSession,
} from './index';

const ana = {
  email: 'ana@example.com',
  phone: '11987654321',
  cpf: '52998224725',
  nome: 'Ana Souza',
  telefone: '(11) 98765-4321',
  address: {
    cep: '01310100',
    endereco: 'Av. Paulista',
    numero: '1000',
    complemento: 'ap 12; bloco "B"',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
  },
};

let server: TestServer;

beforeAll(async () => {
  await i18nReady;
  server = await startTestServer((_request, response) => json(response, 404, { type: 'ERROR', message: 'none' }));
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  clearSession();
  server.requests.length = 0;
});

describe('saveSession / clearSession', () => {
  it('keeps the user in memory and in the e-mail, user and address cookies, and reads them back', () => {
    saveSession(ana);

    expect(getSessionUser()).toEqual(ana);
    expect(readSavedEmail()).toBe('ana@example.com');
    expect(readSavedAddress()).toEqual(ana.address);
    expect(readSavedUser()).toEqual(ana);
    expect(hasSavedSession()).toBe(true);
    for (const name of Object.values(SESSION_COOKIES)) expect(document.cookie).toContain(`${name}=`);
  });

  it('fills missing fields with empty text and refuses what is not a user', () => {
    const user = saveSession({ phone: '11987654321', address: null });
    expect(user).toEqual({
      email: '',
      phone: '11987654321',
      cpf: '',
      nome: '',
      telefone: '',
      address: { cep: '', endereco: '', numero: '', complemento: '', bairro: '', cidade: '', uf: '' },
    });
    // A phone login has no e-mail cookie, yet the session can still be restored from the user cookie.
    expect(readSavedEmail()).toBeNull();
    expect(hasSavedSession()).toBe(true);

    expect(() => saveSession({ email: { nested: true } } as never)).toThrow(TypeError);
  });

  it('clears memory and cookies', () => {
    saveSession(ana);
    clearSession();
    expect(getSessionUser()).toBeNull();
    expect(readSavedEmail()).toBeNull();
    expect(readSavedUser()).toBeNull();
    expect(hasSavedSession()).toBe(false);
  });
});

describe('cookie attributes', () => {
  it('writes Max-Age of SESSION_DAYS, Path=/ and SameSite=Lax (and Secure only over https)', () => {
    const written: string[] = [];
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie'))
      owner = Object.getPrototypeOf(owner) as object | null;
    const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        written.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      saveSession(ana);
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    const emailCookie = written.find((cookie) => cookie.startsWith(`${SESSION_COOKIES.email}=`))!;
    expect(emailCookie).toContain(`Max-Age=${SESSION_MAX_AGE_SECONDS}`);
    expect(emailCookie).toContain('Path=/');
    expect(emailCookie).toContain('SameSite=Lax');
    expect(emailCookie).not.toContain('Secure');
  });
});

describe('restoreSession', () => {
  it('asks GET /api/authentication/valid and saves the user it answers', async () => {
    server.handle((_request, response) => json(response, 200, { user: ana }));

    const [first, second] = await Promise.all([restoreSession(), restoreSession()]);

    expect(first).toEqual(ana);
    expect(second).toEqual(ana);
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/authentication/valid',
    ]);
    expect(getSessionUser()).toEqual(ana);
    expect(readSavedEmail()).toBe(ana.email);
  });

  it('clears everything and resolves null on 401', async () => {
    saveSession(ana);
    server.handle((_request, response) => json(response, 401, { type: 'ERROR', message: 'Sessão inválida' }));

    await expect(restoreSession()).resolves.toBeNull();
    expect(getSessionUser()).toBeNull();
    expect(hasSavedSession()).toBe(false);
  });

  it('resolves null for an answer without a reachable user', async () => {
    server.handle((_request, response) => json(response, 200, { user: { email: '', phone: '' } }));
    await expect(restoreSession()).resolves.toBeNull();
    expect(getSessionUser()).toBeNull();
  });
});

describe('endSession', () => {
  it('calls GET /api/authentication/logout and forgets the user, even when the call fails', async () => {
    saveSession(ana);
    server.handle((_request, response) => json(response, 500, { type: 'ERROR', message: 'down' }));

    await endSession();

    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/authentication/logout',
    ]);
    expect(getSessionUser()).toBeNull();
    expect(hasSavedSession()).toBe(false);
  });

  it("forgets the tab's request-flow drafts (an outside-store purchase half typed)", async () => {
    saveSession(ana);
    writeFlowState('outside-store', ana.email, { items: [{ nome: 'Tênis' }] });
    server.handle((_request, response) => json(response, 200, {}));

    await endSession();

    expect(readFlowState('outside-store', ana.email)).toBeNull();
  });
});
