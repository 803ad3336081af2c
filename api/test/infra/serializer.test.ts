import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZAccount } from '@portal/shared/api/contract';
import { responseSerializerCompiler } from '../../src/serializer';

/** A bare server whose one route answers `data` through the API's response serialiser. */
async function answer(schema: z.ZodType, data: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler);
  app.get('/', { schema: { response: { 200: schema } } }, async () => data);
  try {
    return await app.inject({ url: '/' });
  } finally {
    await app.close();
  }
}

const ACCOUNT = {
  id: '0b1c6c38-6f7e-4d3c-9a0e-1f2a3b4c5d6e',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '+33612345678',
  phoneVerified: true,
  origin: 'realty',
  status: 'ACTIVE',
  isValidSubscription: true,
  receiveInvoices: false,
  subscription: { type: 'stripe', status: 'ACTIVE', availableUsers: 5, graceExpires: null },
};

describe('response serialisation', () => {
  it('sends the account as its zod schema shapes it, and nothing the schema does not declare', async () => {
    const account = ZAccount.parse(ACCOUNT);
    const res = await answer(ZAccount, { ...account, passwordHash: 'secret', internal: { a: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(account);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('internal');
  });

  it('writes nullable, optional and nested values as JSON.stringify would', async () => {
    const schema = z.object({
      when: z.string().nullable(),
      note: z.string().optional(),
      items: z.array(z.object({ n: z.number().int(), tag: z.enum(['a', 'b']) })),
      text: z.string(),
    });
    const data = { when: null, items: [{ n: 1, tag: 'a' }], text: 'say "hi"\n\u2028</script>' };
    const res = await answer(schema, data);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(data);
  });

  it('refuses an answer that lacks a required field instead of sending it', async () => {
    const res = await answer(z.object({ id: z.string(), email: z.string() }), { id: 'x' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('"id":"x"');
  });

  it('keeps zod for a schema JSON Schema cannot express: its checks still apply', async () => {
    const refined = z
      .object({ from: z.number(), to: z.number() })
      .refine((range) => range.from <= range.to);
    expect((await answer(refined, { from: 1, to: 2 })).json()).toEqual({ from: 1, to: 2 });
    expect((await answer(refined, { from: 3, to: 2 })).statusCode).toBe(500);
  });
});
