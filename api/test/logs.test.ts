import { expect, it } from 'vitest';
import { describeEachDb, validAccount } from './helper';

describeEachDb('error logs', (ctx) => {
  it('carry no query parameters, row contents or password hashes after a failing insert', async () => {
    const lines: string[] = [];
    const app = await ctx.buildTestApp(
      { logLevel: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    // A database rule the API does not know about makes the INSERT itself fail.
    await ctx
      .db()
      .exec(
        `ALTER TABLE accounts ADD CONSTRAINT refused_by_test CHECK (first_name <> 'Refused') NOT VALID`,
      );
    try {
      const body = validAccount({ firstName: 'Refused', phone: '+1 555 0199 321' });
      const res = await app.inject({ method: 'POST', url: '/v2/users', payload: body });
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe('SERVER_ERROR');

      const log = lines.join('\n');
      expect(log).toContain('refused_by_test'); // the failure itself is logged, with its constraint
      for (const secret of ['$argon2id$', body.email, body.phone, body.password, 'Refused,']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await ctx.db().exec('ALTER TABLE accounts DROP CONSTRAINT refused_by_test');
    }
  });
});
