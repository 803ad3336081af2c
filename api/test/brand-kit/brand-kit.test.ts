import en from '@portal/shared/i18n/catalogs/en-us';
import { franchisePreset } from '@portal/shared/profiles/franchises';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { addAgent, editPayload, fetchConfiguration, signInAgent } from '../app-helper';
import { describeEachDb } from '../helper';
import { customer, dataUrl, multipart, picture, profilePayload } from '../profiles-helper';

const LOCKED = en['validation.brandKit.locked'];

/**
 * The company brand kit (issue 36 §1): profiles start from it and follow it, locked fields are
 * refused on every write path, and a change of the kit reaches the agents' apps.
 */
describeEachDb('brand kit', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  const uploadLogo = async (headers: Record<string, string>) => {
    const file = multipart('logo.png', 'image/png', await picture(240, 240));
    const res = await app.inject({
      method: 'POST',
      url: '/v2/resources/assets?kind=logo',
      payload: file.payload,
      headers: { ...headers, ...file.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const putKit = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/v2/brand-kit', headers, payload });
  const profile = async (headers: Record<string, string>, id: string) => {
    const res = await app.inject({ method: 'GET', url: `/v2/companies/${id}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().companies[0].configuration.variables as Record<string, unknown>;
  };
  const count = async (headers: Record<string, string>) =>
    Number(
      (await app.inject({ method: 'GET', url: '/v2/users/me/users', headers })).headers[
        'x-total-count'
      ],
    );
  const create = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/v2/companies', headers, payload });
  const edit = (headers: Record<string, string>, id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/v2/companies/${id}`, headers, payload });

  it('refuses a locked logo or colour on create, edit and invitation; what is left out takes the kit’s', async () => {
    const owner = await customer(app, 5);
    const empty = await app.inject({ method: 'GET', url: '/v2/brand-kit', headers: owner.headers });
    expect(empty.json()).toEqual({ locked: [], logoUrl: null, version: 0, updatedAt: null });

    const logoId = await uploadLogo(owner.headers);
    const saved = await putKit(owner.headers, {
      logoId,
      color_primary: '#123456',
      outroWebsite: 'www.kit.example',
      locked: ['logo', 'color_primary'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ logoId, locked: ['logo', 'color_primary'], version: 1 });
    expect(saved.json().logoUrl).toEqual(expect.any(String));

    // Another colour and another logo, by the administrator: refused at both fields, nothing written.
    const refused = await create(
      owner.headers,
      profilePayload({
        color_primary: '#FF0000',
        noLogo: false,
        outroLogoBase64: dataUrl(await picture(240, 240)),
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ color_primary: LOCKED, outroLogoBase64: LOCKED });
    expect(await count(owner.headers)).toBe(0);

    // Left out: the kit's logo, colour and website; the kit's own value sent: fine too.
    const omitted = profilePayload({
      color_primary: undefined,
      outroWebsite: undefined,
      noLogo: undefined,
    });
    const created = await create(owner.headers, omitted);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().userId as string;
    expect(await profile(owner.headers, id)).toMatchObject({
      logoId,
      color_primary: '#123456',
      outroWebsite: 'www.kit.example',
      noLogo: false,
    });
    const same = await create(
      owner.headers,
      profilePayload({ color_primary: '#123456', noLogo: false, outroLogoAssetId: logoId }),
    );
    expect(same.statusCode, same.body).toBe(201);

    // The edit: another colour or no logo is refused, the profile unchanged.
    for (const [change, field] of [
      [{ color_primary: '#00FF00' }, 'color_primary'],
      [{ noLogo: true }, 'outroLogoBase64'],
    ] as const) {
      const res = await edit(owner.headers, id, editPayload(omitted, change));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ [field]: LOCKED });
    }
    expect(await profile(owner.headers, id)).toMatchObject({ logoId, color_primary: '#123456' });

    // The invited colleague: the same rules.
    const link = await app.inject({
      method: 'POST',
      url: '/v2/invitations',
      headers: owner.headers,
    });
    const invitation = link.json().id as string;
    // The invited colleague's form reads the kit with the link: what starts filled, what is locked.
    const read = await app.inject({ method: 'GET', url: `/v2/invitations/${invitation}` });
    expect(read.json().brandKit).toMatchObject({
      logoId,
      color_primary: '#123456',
      locked: ['logo', 'color_primary'],
    });
    const invited = await app.inject({
      method: 'POST',
      url: `/v2/invitations/${invitation}`,
      payload: profilePayload({ color_primary: '#00FF00', noLogo: undefined }),
    });
    expect(invited.statusCode).toBe(400);
    expect(invited.json().fields).toEqual({ color_primary: LOCKED });
    expect(await count(owner.headers)).toBe(2);
    const accepted = await app.inject({
      method: 'POST',
      url: `/v2/invitations/${invitation}`,
      payload: profilePayload({ color_primary: undefined, noLogo: undefined }),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await profile(owner.headers, accepted.json().userId)).toMatchObject({
      logoId,
      color_primary: '#123456',
    });
  });

  it('a new colour reaches the following agents’ apps (new ETag), not the overriding profiles; the kit’s logo outlives a profile’s replacement', async () => {
    const owner = await customer(app, 5);
    const logoId = await uploadLogo(owner.headers);
    expect(
      (await putKit(owner.headers, { logoId, color_primary: '#123456', locked: [] })).statusCode,
    ).toBe(200);
    // Follows the colour and the logo (the only profile that uses the kit's logo).
    const follower = await addAgent(app, owner.headers, {
      color_primary: undefined,
      noLogo: undefined,
    });
    // Overrides both.
    const overrider = await addAgent(app, owner.headers, { color_primary: '#AA0000' });
    const agent = await signInAgent(app, follower.phone);
    const first = await fetchConfiguration(app, agent.headers);
    expect(first.json().colors.primary).toBe('#123456');
    const etag = first.headers.etag as string;

    const changed = await putKit(owner.headers, { logoId, color_primary: '#654321', locked: [] });
    expect(changed.statusCode, changed.body).toBe(200);
    // Written by the durable job the change queued, done before the answer for two profiles.
    expect(changed.json()).toMatchObject({
      version: 2,
      profilesUpdated: 1,
      propagation: { status: 'done', progress: { done: 2, total: 2 } },
    });
    const next = await fetchConfiguration(app, agent.headers, etag);
    expect(next.statusCode).toBe(200);
    expect(next.headers.etag).not.toBe(etag);
    expect(next.json().colors.primary).toBe('#654321');
    expect(next.json().logo).toMatchObject({ id: logoId });
    expect((await profile(owner.headers, overrider.profileId)).color_primary).toBe('#AA0000');

    // The follower puts its own logo in: the kit's stays, served as before.
    const own = await edit(
      owner.headers,
      follower.profileId,
      editPayload(follower.payload, {
        color_primary: '#654321',
        noLogo: false,
        outroLogoBase64: dataUrl(await picture(240, 240)),
      }),
    );
    expect(own.statusCode, own.body).toBe(204);
    expect((await profile(owner.headers, follower.profileId)).logoId).not.toBe(logoId);
    const kit = await app.inject({ method: 'GET', url: '/v2/brand-kit', headers: owner.headers });
    expect(kit.json().logoId).toBe(logoId);
    const served = await app.inject({ method: 'GET', url: kit.json().logoUrl });
    expect(served.statusCode).toBe(200);
  });

  // PostgreSQL: another connection holds a profile meanwhile (PGlite has one connection).
  it.runIf(ctx.kind === 'postgres')(
    'a change not written within the answer’s wait: the answer says it runs, no count; the profiles follow once it ends',
    async () => {
      const owner = await customer(app, 5);
      expect(
        (await putKit(owner.headers, { color_primary: '#123456', locked: [] })).statusCode,
      ).toBe(200);
      const follower = await addAgent(app, owner.headers, { color_primary: undefined });
      // A long write holds the profile, so the propagation's first batch waits for it.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const writer = ctx.db().transaction(async (tx) => {
        await tx.query('SELECT 1 FROM profiles WHERE id = $1 FOR UPDATE', [follower.profileId]);
        holding();
        await released;
      });
      await held;
      try {
        const changed = await putKit(owner.headers, { color_primary: '#654321', locked: [] });
        expect(changed.statusCode, changed.body).toBe(200);
        expect(changed.json()).toMatchObject({ version: 2, propagation: { status: 'running' } });
        expect(changed.json()).not.toHaveProperty('profilesUpdated');
        expect((await profile(owner.headers, follower.profileId)).color_primary).toBe('#123456');
        const kitNow = () =>
          app.inject({ method: 'GET', url: '/v2/brand-kit', headers: owner.headers });
        expect((await kitNow()).json().propagation).toEqual({
          jobId: changed.json().propagation.jobId,
          status: 'running',
        });
        release();
        await writer;
        const job = await app.jobs.wait(changed.json().propagation.jobId, 60_000);
        expect(job).toMatchObject({ status: 'done', result: { profilesUpdated: 1 } });
        // The page, asking again, learns the count.
        expect((await kitNow()).json().propagation).toMatchObject({
          status: 'done',
          profilesUpdated: 1,
        });
        expect((await profile(owner.headers, follower.profileId)).color_primary).toBe('#654321');
      } finally {
        release();
        await writer;
      }
    },
  );

  it('a kit set up over existing profiles keeps what differs as overrides; the list filters “differs from the brand kit”', async () => {
    const owner = await customer(app, 5);
    const same = await addAgent(app, owner.headers, { color_primary: '#123456' });
    const other = await addAgent(app, owner.headers, { color_primary: '#0000AA' });
    const setUp = await putKit(owner.headers, { color_primary: '#123456', locked: [] });
    expect(setUp.json().profilesUpdated).toBe(1); // the other one, now recorded as overriding
    const differs = await app.inject({
      method: 'GET',
      url: '/v2/users/me/users?kit=differs',
      headers: owner.headers,
    });
    expect(differs.statusCode, differs.body).toBe(200);
    expect(differs.headers['x-total-count']).toBe('1');
    expect(differs.json().map((row: { id: string }) => row.id)).toEqual([other.profileId]);
    expect(differs.json()[0]).toMatchObject({
      differsFromKit: true,
      kitOverrides: ['color_primary'],
    });

    expect((await putKit(owner.headers, { color_primary: '#654321', locked: [] })).statusCode).toBe(
      200,
    );
    expect((await profile(owner.headers, same.profileId)).color_primary).toBe('#654321');
    expect((await profile(owner.headers, other.profileId)).color_primary).toBe('#0000AA');
    const row = await app.inject({
      method: 'GET',
      url: `/v2/companies/${same.profileId}`,
      headers: owner.headers,
    });
    expect(row.json()).toMatchObject({ differsFromKit: false, kitOverrides: [] });
  });

  it('the invited colleague’s form, started from the kit, sends the kit’s logo by its id: the profile follows the kit', async () => {
    const owner = await customer(app, 5);
    const logoId = await uploadLogo(owner.headers);
    expect((await putKit(owner.headers, { logoId, locked: ['logo'] })).statusCode).toBe(200);
    const link = await app.inject({
      method: 'POST',
      url: '/v2/invitations',
      headers: owner.headers,
    });
    const invited = await app.inject({
      method: 'POST',
      url: `/v2/invitations/${link.json().id as string}`,
      payload: profilePayload({ noLogo: false, outroLogoAssetId: logoId }),
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const row = await app.inject({
      method: 'GET',
      url: `/v2/companies/${invited.json().userId as string}`,
      headers: owner.headers,
    });
    expect(row.json()).toMatchObject({ kitOverrides: [], differsFromKit: false });
    expect(row.json().companies[0].configuration.variables).toMatchObject({
      logoId,
      noLogo: false,
    });
  });

  it('“Apply the brand kit” resets the overrides of exactly the selection; those agents get a new configuration; a locked field stays refused', async () => {
    const owner = await customer(app, 5);
    expect(
      (
        await putKit(owner.headers, {
          color_primary: '#123456',
          outroWebsite: 'www.kit.example',
          locked: [],
        })
      ).statusCode,
    ).toBe(200);
    const first = await addAgent(app, owner.headers, {
      color_primary: '#AA0000',
      outroWebsite: 'www.own.example',
    });
    const second = await addAgent(app, owner.headers, {
      color_primary: '#BB0000',
      outroWebsite: undefined,
    });
    const follower = await addAgent(app, owner.headers, {
      color_primary: undefined,
      outroWebsite: undefined,
    });
    const agent = await signInAgent(app, first.phone);
    const before = await fetchConfiguration(app, agent.headers);
    expect(before.json().colors.primary).toBe('#AA0000');
    const apply = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/v2/users/me/users/apply-brand-kit',
        headers: owner.headers,
        payload,
      });
    const row = async (id: string) =>
      (
        await app.inject({ method: 'GET', url: `/v2/companies/${id}`, headers: owner.headers })
      ).json();

    // The count confirmed is not the selection's: nothing written.
    const selection = { ids: [first.profileId, follower.profileId] };
    const changed = await apply({ selection, count: 3 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('SELECTION_CHANGED');
    expect((await row(first.profileId)).kitOverrides).toEqual(['color_primary', 'outroWebsite']);

    const applied = await apply({ selection, count: 2 });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ updated: 1 }); // the follower had nothing to change
    expect(await row(first.profileId)).toMatchObject({ differsFromKit: false, kitOverrides: [] });
    expect(await profile(owner.headers, first.profileId)).toMatchObject({
      color_primary: '#123456',
      outroWebsite: 'www.kit.example',
    });
    const after = await fetchConfiguration(app, agent.headers, before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().colors.primary).toBe('#123456');
    // Outside the selection: still its own colour.
    expect(await row(second.profileId)).toMatchObject({
      differsFromKit: true,
      kitOverrides: ['color_primary'],
    });

    // "All matching" the list's "differs from the brand kit": the last one.
    const differing = await apply({ selection: { matching: { kit: 'differs' } }, count: 1 });
    expect(differing.json()).toEqual({ updated: 1 });
    expect((await profile(owner.headers, second.profileId)).color_primary).toBe('#123456');
    const rest = await app.inject({
      method: 'GET',
      url: '/v2/users/me/users?kit=differs',
      headers: owner.headers,
    });
    expect(rest.headers['x-total-count']).toBe('0');

    // Locked now: no write path changes the colour.
    expect(
      (await putKit(owner.headers, { color_primary: '#123456', locked: ['color_primary'] }))
        .statusCode,
    ).toBe(200);
    const edited = await edit(
      owner.headers,
      first.profileId,
      editPayload(first.payload, { color_primary: '#00FF00' }),
    );
    expect(edited.statusCode).toBe(400);
    expect(edited.json().fields).toEqual({ color_primary: LOCKED });
    const created = await create(owner.headers, profilePayload({ color_primary: '#00FF00' }));
    expect(created.statusCode).toBe(400);
    expect(created.json().fields).toEqual({ color_primary: LOCKED });
    expect((await profile(owner.headers, first.profileId)).color_primary).toBe('#123456');
  });

  it('a franchise fills its colours and theme; a lock needs a value; a locked theme or required picture is refused at its field', async () => {
    const owner = await customer(app, 5);
    const unset = await putKit(owner.headers, { locked: ['outroWebsite'] });
    expect(unset.statusCode).toBe(400);
    expect(unset.json().fields).toEqual({ locked: en['validation.brandKit.lockUnset'] });

    const preset = franchisePreset('c21')!;
    const kit = await putKit(owner.headers, {
      groupConfiguration: 'c21',
      photoRequired: true,
      locked: ['theme', 'photoRequired'],
    });
    expect(kit.statusCode, kit.body).toBe(200);
    expect(kit.json()).toMatchObject({
      groupConfiguration: 'c21',
      color_primary: preset.colorPrimary,
      color_secondary: preset.colorSecondary,
      theme: 'dark', // the Black theme's stored value, as the wizard's franchise step sets it
    });
    const refused = await create(
      owner.headers,
      profilePayload({ variables: { theme: '' }, noPicAgent: true }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'variables.theme': LOCKED,
      designLogoBase64: LOCKED,
    });
  });
});
