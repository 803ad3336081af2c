import { expect, it } from 'vitest';
import { DEMO_VIDEO_TITLE, demoVideoId } from '../../src/demo/demo-samples';
import { describeEachDb, login, uniqueEmail } from '../helper';
import { bearer, customer } from '../profiles-helper';

interface ListItem {
  id: string;
  loginName: string;
  latestVideoId: string | null;
  pictureUrl: string | null;
}

describeEachDb('videos and their profiles', (ctx) => {
  it('a video names its profile and title; the profile links its newest video', async () => {
    const email = uniqueEmail('video');
    const app = await ctx.buildTestApp({
      demo: { enabled: true, email, password: 'demo-portal-1' },
    });
    const headers = bearer((await login(app, email, 'demo-portal-1')).json().token as string);
    const videoId = await demoVideoId(app);

    const list = (
      await app.inject({ method: 'GET', url: '/v2/users/me/users', headers })
    ).json() as ListItem[];
    const [jordan, amira] = list;
    expect(jordan).toMatchObject({ loginName: 'Jordan', latestVideoId: videoId });
    expect(amira).toMatchObject({ loginName: 'Amira', latestVideoId: null });
    const one = await app.inject({ method: 'GET', url: `/v2/companies/${jordan!.id}`, headers });
    expect(one.json().latestVideoId).toBe(videoId);

    const asset = (id: string) =>
      app.inject({ method: 'GET', url: `/v2/resources/assets/${id}?noRedirect=true`, headers });
    const answer = (await asset(videoId!)).json();
    expect(answer.video).toEqual({
      title: DEMO_VIDEO_TITLE,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      profile: { id: jordan!.id, name: 'Jordan Miller' },
    });
    // A picture has no video details.
    const pictureId = /assets\/([^/]+)\/content/.exec(jordan!.pictureUrl!)![1]!;
    expect((await asset(pictureId)).json().video).toBeUndefined();

    // The profile goes; its video stays, no longer anyone's.
    await app.inject({ method: 'DELETE', url: `/v2/companies/${jordan!.id}`, headers });
    expect((await asset(videoId!)).json().video).toMatchObject({
      title: DEMO_VIDEO_TITLE,
      profile: null,
    });
  });

  it("another account's video answers 404, without its details", async () => {
    const email = uniqueEmail('video');
    const app = await ctx.buildTestApp({
      demo: { enabled: true, email, password: 'demo-portal-1' },
    });
    const videoId = await demoVideoId(app);
    const other = await customer(app, 1);
    const res = await app.inject({
      method: 'GET',
      url: `/v2/resources/assets/${videoId}?noRedirect=true`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().video).toBeUndefined();
  });
});
