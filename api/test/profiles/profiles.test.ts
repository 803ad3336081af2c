import en from '@portal/shared/i18n/catalogs/en-us';
import { franchisePreset } from '@portal/shared/profiles/franchises';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoVideoId } from '../../src/demo/demo-samples';
import { describeEachDb, login, uniqueEmail } from '../helper';
import { customer, dataUrl, picture, profilePayload } from '../profiles-helper';

describeEachDb('profiles', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  const list = async (headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: '/v2/users/me/users', headers });
    expect(res.statusCode).toBe(200);
    return res.json() as Array<{
      id: string;
      loginName: string;
      companies: Array<{
        name: string;
        configuration: { variables: Record<string, unknown> };
      }>;
    }>;
  };
  const assetUrl = async (headers: Record<string, string>, id: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/v2/resources/assets/${id}?noRedirect=true`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().url as string;
  };

  it('creates a profile with base64 images, lists it, serves its pictures re-encoded and cacheable', async () => {
    const owner = await customer(app, 5);
    // A JPEG carrying EXIF (camera, position): the stored copy must not.
    const photo = await sharp(await picture(400, 400, 'jpeg'))
      .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS 48.85,2.35' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const payload = profilePayload({
      noLogo: false,
      noPicAgent: false,
      outroLogoBase64: dataUrl(await picture(240, 220)),
      designLogoBase64: dataUrl(photo, 'image/jpeg'),
    });
    const created = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: owner.headers,
      payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { userId } = created.json();

    const [profile] = await list(owner.headers);
    expect(profile).toMatchObject({ id: userId, loginName: 'Jane' });
    const company = profile!.companies[0]!;
    expect(company.name).toBe('Harbour Homes');
    const variables = company.configuration.variables;
    expect(variables).toMatchObject({
      outroFullName: 'Jane Agent',
      outroEmail: 'jane@harbour.example',
      color_primary: '#112233',
      theme: 'dark',
      noIntro: false,
      useDefaultLogo: false,
    });
    expect(variables.logoId).toEqual(expect.any(String));
    expect(variables.agentOutroPictureId).toEqual(expect.any(String));

    const url = await assetUrl(owner.headers, variables.agentOutroPictureId as string);
    const content = await app.inject({ method: 'GET', url });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/jpeg');
    expect(content.headers['cache-control']).toContain('immutable');
    const stored = await sharp(content.rawPayload).metadata();
    expect(stored).toMatchObject({ width: 400, height: 400, format: 'jpeg' });
    expect(stored.exif).toBeUndefined();
    expect(content.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    // The browser's second look costs nothing.
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': content.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // Without noRedirect the call redirects to the content; a wrong signature finds nothing.
    const redirect = await app.inject({
      method: 'GET',
      url: `/v2/resources/assets/${variables.logoId}`,
      headers: owner.headers,
    });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toMatch(/\/content\?sig=/);
    const forged = await app.inject({ method: 'GET', url: url.replace(/sig=.{4}/, 'sig=AAAA') });
    expect(forged.statusCode).toBe(404);
  });

  it('edits a profile keeping its pictures, then deletes it and its pictures', async () => {
    const owner = await customer(app, 5);
    const created = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: owner.headers,
      payload: profilePayload({ noLogo: false, outroLogoBase64: dataUrl(await picture(300, 200)) }),
    });
    const { userId } = created.json();
    const logoId = (await list(owner.headers))[0]!.companies[0]!.configuration.variables.logoId;

    const edit = await app.inject({
      method: 'PUT',
      url: `/v2/companies/${userId}`,
      headers: owner.headers,
      payload: profilePayload({
        noLogo: false,
        name: 'Quay Estates',
        userName: 'Janet',
        noPicAgentOutro: false,
        useDefaultLogo: false,
        useDefaultIntro: false,
      }),
    });
    expect(edit.statusCode, edit.body).toBe(204);
    const [edited] = await list(owner.headers);
    expect(edited!.loginName).toBe('Janet');
    expect(edited!.companies[0]!.name).toBe('Quay Estates');
    expect(edited!.companies[0]!.configuration.variables.logoId).toBe(logoId);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/v2/companies/${userId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await list(owner.headers)).toEqual([]);
    const gone = await app.inject({
      method: 'GET',
      url: `/v2/resources/assets/${logoId}?noRedirect=true`,
      headers: owner.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  describe('automatic image choices (spec §4)', () => {
    it('no logo and no franchise: no intro', async () => {
      const owner = await customer(app, 5);
      await app.inject({
        method: 'POST',
        url: '/v2/companies',
        headers: owner.headers,
        payload: profilePayload(),
      });
      const variables = (await list(owner.headers))[0]!.companies[0]!.configuration.variables;
      expect(variables).toMatchObject({ noIntro: true, logoId: null, introId: null });
    });

    it("a franchise without a logo of its own gets the preset's default logo and intro", async () => {
      const owner = await customer(app, 5);
      const res = await app.inject({
        method: 'POST',
        url: '/v2/companies',
        headers: owner.headers,
        payload: profilePayload({ noLogo: false, groupConfiguration: 'c21' }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const preset = franchisePreset('c21')!;
      const variables = (await list(owner.headers))[0]!.companies[0]!.configuration.variables;
      expect(variables).toMatchObject({
        noIntro: false,
        useDefaultLogo: true,
        useDefaultIntro: true,
        logoId: preset.defaultLogoId,
        introId: preset.defaultIntroId,
      });
      // The built-in artwork is readable by the customer.
      const url = await assetUrl(owner.headers, preset.defaultLogoId!);
      const image = await app.inject({ method: 'GET', url });
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('the auto edition may not choose a realty franchise', async () => {
      const owner = await customer(app, 5, 'auto');
      const res = await app.inject({
        method: 'POST',
        url: '/v2/companies',
        headers: owner.headers,
        payload: profilePayload({ groupConfiguration: 'remax' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        groupConfiguration: en['validation.franchise.invalid'],
      });
    });
  });

  it('refuses invalid fields with the form’s messages, and a second profile on one phone', async () => {
    const owner = await customer(app, 5);
    const bad = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: owner.headers,
      payload: profilePayload({
        name: 'a/b',
        outroEmail: 'nope',
        outroFullName: 'Jane\u0000Agent',
        noLogo: false,
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      name: en['validation.company.slash'],
      outroEmail: en['validation.email.format'],
      outroLogoBase64: en['validation.logo.required'],
      outroFullName: en['errors.invalidCharacters'],
    });

    const payload = profilePayload();
    const first = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: owner.headers,
      payload,
    });
    expect(first.statusCode).toBe(201);
    const second = await app.inject({
      method: 'POST',
      url: '/v2/companies',
      headers: owner.headers,
      payload: { ...payload, loginPhoneNumber: payload.loginPhoneNumber.replaceAll(' ', '') },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'PHONE_TAKEN', message: en['errors.phoneTaken'] });
  });

  it('never more profiles than the plan’s users', async () => {
    const owner = await customer(app, 1);
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/v2/companies',
        headers: owner.headers,
        payload: profilePayload(),
      });
    expect((await create()).statusCode).toBe(201);
    const refused = await create();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'MAX_USERS',
      message: 'Maximum users reached: contact the administrator.',
    });
  });

  it('requires a session for every profile call', async () => {
    for (const [method, url] of [
      ['GET', '/v2/users/me/users'],
      ['POST', '/v2/companies'],
      ['PUT', '/v2/companies/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/v2/companies/00000000-0000-4000-8000-000000000000'],
      ['GET', '/v2/resources/assets/00000000-0000-4000-8000-000000000000'],
      ['POST', '/v2/resources/assets?kind=logo'],
      ['GET', '/v2/invitations/user/me'],
      ['POST', '/v2/invitations'],
      ['DELETE', '/v2/invitations/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describeEachDb('demo samples', (ctx) => {
  it('the demo customer sees two sample profiles and owns a playable sample video', async () => {
    const email = uniqueEmail('demo');
    const demo = { enabled: true, email, password: 'demo-portal-1' };
    await ctx.buildTestApp({ demo });
    // A restart adds nothing.
    const app = await ctx.buildTestApp({ demo });
    const token = (await login(app, email, 'demo-portal-1')).json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    const profiles = await app.inject({ method: 'GET', url: '/v2/users/me/users', headers });
    expect(profiles.json().map((p: { loginName: string }) => p.loginName)).toEqual([
      'Jordan',
      'Amira',
    ]);
    const videoId = await demoVideoId(app);
    expect(videoId).toEqual(expect.any(String));
    const res = await app.inject({
      method: 'GET',
      url: `/v2/resources/assets/${videoId}?noRedirect=true`,
      headers,
    });
    expect(res.json()).toEqual({
      url: expect.any(String),
      posterUrl: expect.any(String),
      video: expect.any(Object),
    });
    const video = await app.inject({ method: 'GET', url: res.json().url });
    expect(video.headers['content-type']).toBe('video/mp4');
    // An MP4 file: its first box is `ftyp`.
    expect(video.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // Byte ranges, which Safari needs to play a video.
    const size = video.rawPayload.length;
    const part = await app.inject({
      method: 'GET',
      url: res.json().url,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload).toEqual(video.rawPayload.subarray(0, 100));
    const tail = await app.inject({
      method: 'GET',
      url: res.json().url,
      headers: { range: 'bytes=-10' },
    });
    expect(tail.rawPayload).toEqual(video.rawPayload.subarray(size - 10));
    const beyond = await app.inject({
      method: 'GET',
      url: res.json().url,
      headers: { range: `bytes=${size}-` },
    });
    expect(beyond.statusCode).toBe(416);
    const poster = await app.inject({ method: 'GET', url: res.json().posterUrl });
    expect(poster.headers['content-type']).toBe('image/jpeg');
  });
});
