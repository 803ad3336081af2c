import { randomBytes } from 'node:crypto';
import en from '@portal/shared/i18n/catalogs/en-us';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../helper';
import {
  customer,
  dataUrl,
  multipart,
  picture,
  pngDeclaring,
  profilePayload,
} from '../profiles-helper';

describeEachDb('image uploads', (ctx) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof customer>>;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
    owner = await customer(app, 5);
  });

  const upload = (kind: string, file: ReturnType<typeof multipart>) =>
    app.inject({
      method: 'POST',
      url: `/v2/resources/assets?kind=${kind}`,
      payload: file.payload,
      headers: { ...owner.headers, ...file.headers },
    });

  it('stores a cropped logo and answers its id and URL', async () => {
    const res = await upload(
      'logo',
      multipart('logo.webp', 'image/webp', await picture(256, 256, 'webp')),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: 'image/webp', width: 256, height: 256 });
    const content = await app.inject({ method: 'GET', url: res.json().url });
    expect((await sharp(content.rawPayload).metadata()).format).toBe('webp');
    // The profile can then name the uploaded image instead of carrying it.
    const created = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: owner.headers,
      payload: profilePayload({ noLogo: false, outroLogoAssetId: res.json().id }),
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('stops serving a deleted picture from the URL handed out earlier (item 9)', async () => {
    const res = await upload('logo', multipart('logo.png', 'image/png', await picture(200, 200)));
    const { id, url } = res.json() as { id: string; url: string };
    const created = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: owner.headers,
      payload: profilePayload({ noLogo: false, outroLogoAssetId: id }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/v2/companies/${created.json().userId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('keeps an unused upload a day, then lets it go', async () => {
    const first = await upload('logo', multipart('a.png', 'image/png', await picture(200, 200)));
    await ctx
      .db()
      .query(`UPDATE assets SET created_at = now() - interval '25 hours' WHERE id = $1`, [
        first.json().id,
      ]);
    const second = await upload('logo', multipart('b.png', 'image/png', await picture(200, 200)));
    const url = (id: string) => `/v2/resources/assets/${id}?noRedirect=true`;
    expect(
      (await app.inject({ method: 'GET', url: url(first.json().id), headers: owner.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: url(second.json().id), headers: owner.headers }))
        .statusCode,
    ).toBe(200);
  });

  const truncatedPng = async () => {
    const whole = await picture(400, 400);
    return whole.subarray(0, Math.floor(whole.length / 2));
  };

  const REFUSED: Array<{
    case: string;
    kind: 'logo' | 'photo';
    file: () => Promise<ReturnType<typeof multipart>>;
    status: number;
    message: keyof typeof en;
  }> = [
    {
      case: 'a text file named .png',
      kind: 'logo',
      file: async () =>
        multipart('logo.png', 'image/png', Buffer.from('just some words\n'.repeat(50))),
      status: 400,
      message: 'validation.image.type',
    },
    {
      case: 'an SVG',
      kind: 'logo',
      file: async () =>
        multipart(
          'logo.svg',
          'image/svg+xml',
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script></svg>',
          ),
        ),
      status: 400,
      message: 'validation.image.type',
    },
    {
      case: 'a 150×150 logo',
      kind: 'logo',
      file: async () => multipart('small.png', 'image/png', await picture(150, 150)),
      status: 400,
      message: 'validation.image.logoTooSmall',
    },
    {
      case: 'a 250×250 profile picture',
      kind: 'photo',
      file: async () => multipart('me.jpg', 'image/jpeg', await picture(250, 250, 'jpeg')),
      status: 400,
      message: 'validation.image.photoTooSmall',
    },
    {
      case: 'an 11 MB file',
      kind: 'photo',
      file: async () =>
        multipart(
          'big.png',
          'image/png',
          Buffer.concat([(await picture(300, 300)).subarray(0, 33), randomBytes(11 * 1024 * 1024)]),
        ),
      status: 413,
      message: 'validation.image.tooLarge',
    },
    {
      case: 'a truncated PNG',
      kind: 'logo',
      file: async () => multipart('cut.png', 'image/png', await truncatedPng()),
      status: 400,
      message: 'validation.image.unreadable',
    },
    {
      // Decoding it would need 2.7 GB: refused from its header alone.
      case: 'a PNG declaring 30000×30000 pixels',
      kind: 'logo',
      file: async () => multipart('huge.png', 'image/png', pngDeclaring(30000, 30000)),
      status: 400,
      message: 'validation.image.tooManyPixels',
    },
  ];

  it.each(REFUSED)('refuses $case with a clear message, and keeps serving', async (entry) => {
    const res = await upload(entry.kind, await entry.file());
    expect(res.statusCode).toBe(entry.status);
    expect(res.json()).toMatchObject({
      message: en[entry.message],
      fields: { file: en[entry.message] },
    });
    const me = await app.inject({ method: 'GET', url: '/v2/users/me', headers: owner.headers });
    expect(me.statusCode).toBe(200);
  });

  it('checks base64 images of the profile payload exactly like uploads', async () => {
    const cases: Array<[Buffer, keyof typeof en]> = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'validation.image.type'],
      [await picture(150, 150), 'validation.image.logoTooSmall'],
      [await truncatedPng(), 'validation.image.unreadable'],
      [pngDeclaring(30000, 30000), 'validation.image.tooManyPixels'],
    ];
    for (const [bytes, message] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/v2/companies',
        headers: owner.headers,
        payload: profilePayload({ noLogo: false, outroLogoBase64: dataUrl(bytes) }),
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().fields, message).toEqual({ outroLogoBase64: en[message] });
    }
    // Nothing of the refused profiles was stored.
    const profiles = await app.inject({
      method: 'GET',
      url: '/v2/users/me/users',
      headers: owner.headers,
    });
    expect(profiles.json()).toHaveLength(1);
  });

  // Decoding and re-encoding two 9.7 MB pictures is CPU work: longer than the default timeout on a
  // busy 2-core runner.
  it('accepts two images of nearly 10 MB in one payload; other routes keep the 1 MB limit', async () => {
    // Random pixels do not compress: about 9.7 MB of PNG.
    const big = await picture(1800, 1800);
    expect(big.length).toBeGreaterThan(9 * 1024 * 1024);
    expect(big.length).toBeLessThan(10 * 1024 * 1024);
    const res = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: owner.headers,
      payload: profilePayload({
        noLogo: false,
        noPicAgent: false,
        outroLogoBase64: dataUrl(big),
        designLogoBase64: dataUrl(big),
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const tooBig = await app.inject({
      method: 'POST',
      url: '/v2/users',
      payload: { firstName: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(tooBig.statusCode).toBe(413);
  }, 360_000);

  it('refuses a base64 image whose hash does not match', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: owner.headers,
      payload: profilePayload({
        noLogo: false,
        outroLogoBase64: dataUrl(await picture(300, 300)),
        outroLogoHash: 'a'.repeat(64),
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ outroLogoBase64: en['validation.image.hashMismatch'] });
  });
});
