import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { operators } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addOperatorCommand } from './add-operator-command';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('npm run operator:add', () => {
  it('adds a not-yet-enrolled operator and prints how to enrol; the e-mail is unique', async () => {
    const args = ['--email', 'Chefe@Loja.test', '--role', 'admin', '--brands', '1,2,4'];
    const result = await addOperatorCommand(t.database.db, args);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.lines.join('\n')).toMatch(/admin chefe@loja\.test .*brands 1, 2, 4[\s\S]*QR code/);
    const [row] = await t.database.db.select().from(operators).where(eq(operators.email, 'chefe@loja.test'));
    expect(row).toMatchObject({
      role: 'admin',
      brands: [1, 2, 4],
      totpSecret: null,
      totpEnrolledAt: null,
      active: true,
    });
    expect(await addOperatorCommand(t.database.db, args)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/already exists/),
    });
  });

  it('refuses bad arguments without writing anything', async () => {
    const before = (await t.database.db.select().from(operators)).length;
    for (const args of [
      [],
      ['--email', 'x', '--role', 'admin', '--brands', '1'],
      ['--email', 'a@b.test', '--role', 'boss', '--brands', '1'],
      ['--email', 'a@b.test', '--role', 'agent', '--brands', ''],
      ['--email', 'a@b.test', '--role', 'agent', '--brands', '3'],
      ['--email', 'a@b.test', '--role', 'agent', '--brands', '1', '--extra'],
    ]) {
      expect((await addOperatorCommand(t.database.db, args)).ok, args.join(' ')).toBe(false);
    }
    expect(await t.database.db.select().from(operators)).toHaveLength(before);
  });
});
