import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createAccount, describeEachDb, login } from '../helper';
import { bearer, customer, multipart, picture, profilePayload } from '../profiles-helper';

describeEachDb('upload quota', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp({
      pendingUploads: { maxFiles: 3, maxBytes: 50 * 1024 * 1024, maxAgeHours: 24 },
    });
  });

  const upload = async (headers: Record<string, string>, language = 'en-US') => {
    const file = multipart('logo.png', 'image/png', await picture(200, 200));
    return app.inject({
      method: 'POST',
      url: '/v2/resources/assets?kind=logo',
      payload: file.payload,
      headers: { ...headers, ...file.headers, 'accept-language': language },
    });
  };
  const pending = async (accountId: string) =>
    (
      await ctx
        .db()
        .one<{ count: number }>('SELECT count(*)::int AS count FROM assets WHERE account_id = $1', [
          accountId,
        ])
    )?.count;

  it('refuses uploads from an account without a subscription that allows profiles', async () => {
    const free = await createAccount(app);
    const token = (await login(app, free.email, free.password)).json().token as string;
    const res = await upload(bearer(token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_NOT_ALLOWED' });
    expect(res.json().message).toMatch(/subscription/i);
    // In the caller's language.
    const fr = await upload(bearer(token), 'fr');
    expect(fr.statusCode).toBe(403);
    expect(fr.json().message).not.toBe(res.json().message);
    expect(await pending(free.id)).toBe(0);
    // Refused before its bytes are read: what it sends, even 12 MB that is no image, is not looked at.
    const big = multipart('big.png', 'image/png', Buffer.alloc(12 * 1024 * 1024, 7));
    const unread = await app.inject({
      method: 'POST',
      url: '/v2/resources/assets?kind=logo',
      payload: big.payload,
      headers: { ...bearer(token), ...big.headers },
    });
    expect(unread.statusCode).toBe(403);
    expect(unread.json()).toMatchObject({ code: 'UPLOAD_NOT_ALLOWED' });
  });

  it('caps the uploads no profile uses yet, and frees room when a profile uses one', async () => {
    const owner = await customer(app, 5);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await upload(owner.headers);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const refused = await upload(owner.headers);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'UPLOAD_QUOTA' });
    expect(refused.json().message).toContain('3');
    expect(await pending(owner.id)).toBe(3);

    // A profile uses one of them: one upload fits again.
    const created = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: owner.headers,
      payload: profilePayload({ noLogo: false, outroLogoAssetId: ids[0] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await upload(owner.headers)).statusCode).toBe(201);
    expect((await upload(owner.headers)).statusCode).toBe(413);
  });

  it('caps their bytes too', async () => {
    const small = await ctx.buildTestApp({
      pendingUploads: { maxFiles: 20, maxBytes: 1, maxAgeHours: 24 },
    });
    const owner = await customer(small, 5);
    const file = multipart('logo.png', 'image/png', await picture(200, 200));
    const res = await small.inject({
      method: 'POST',
      url: '/v2/resources/assets?kind=logo',
      payload: file.payload,
      headers: { ...owner.headers, ...file.headers },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_QUOTA' });
  });

  it('sweeps stale unused uploads of every account, keeping the ones a profile uses', async () => {
    const owner = await customer(app, 5);
    const used = (await upload(owner.headers)).json().id as string;
    const unused = (await upload(owner.headers)).json().id as string;
    const fresh = (await upload(owner.headers)).json().id as string;
    const created = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: owner.headers,
      payload: profilePayload({ noLogo: false, outroLogoAssetId: used }),
    });
    expect(created.statusCode, created.body).toBe(201);
    await ctx
      .db()
      .query(
        `UPDATE assets SET created_at = now() - interval '25 hours' WHERE id = ANY($1::uuid[])`,
        [[used, unused]],
      );
    // Without any new upload of this account: the periodic sweep, not the upload, frees it.
    expect(await app.sweepStaleUploads()).toBeGreaterThanOrEqual(1);
    const left = await ctx
      .db()
      .query<{ id: string }>('SELECT id FROM assets WHERE account_id = $1 ORDER BY id', [owner.id]);
    expect(left.map((row) => row.id).sort()).toEqual([used, fresh].sort());
  });
});
