import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZProfileCreateRequest } from '@portal/shared/validation/profile';
import { sha256 } from '../assets/process-image';
import { ASSETS_DIR } from '../assets/builtin-assets';

const dataUrl = async (file: string) =>
  `data:image/png;base64,${(await readFile(join(ASSETS_DIR, 'demo', file))).toString('base64')}`;

/** The sample video's title: the customer's own data, so one language, as a user would type it. */
export const DEMO_VIDEO_TITLE = 'Sample tour: 12 Harbour Street';

/**
 * Gives the demo customer two sample profiles and one short sample video, so that a newcomer sees
 * a real list at once. Once per demo account: an account that has any asset was seeded already
 * (the video cannot be deleted through the API).
 */
export async function seedDemoSamples(fastify: FastifyInstance) {
  const credentials = await fastify.accountsRepository.findCredentials(fastify.config.demo.email);
  if (!credentials) return;
  const account = await fastify.accountsRepository.findById(credentials.id);
  if (!account || (await fastify.assetsRepository.countForAccount(account.id)) > 0) return;

  const samples = [
    {
      loginName: 'Jordan',
      loginPhoneNumber: '+1 555 0101',
      name: 'Harbour Homes',
      outroFullName: 'Jordan Miller',
      outroPhoneNumber: '+1 555 0101',
      outroEmail: 'jordan@harbour.example',
      outroWebsite: 'www.harbour.example',
      outroExtraInfo: 'Licence 01234567',
      designFullName: 'Jordan Miller',
      designPhoneNumber: '+1 555 0101',
      designLanguage: 'en',
      outroLogoBase64: await dataUrl('harbour-logo.png'),
      designLogoBase64: await dataUrl('jordan-photo.png'),
      color_primary: '#0B4F6C',
      color_secondary: '#FFD200',
    },
    {
      loginName: 'Amira',
      loginPhoneNumber: '+1 555 0102',
      name: 'Hillside Realty',
      outroFullName: 'Amira Saleh',
      outroPhoneNumber: '+1 555 0102',
      outroEmail: 'amira@hillside.example',
      designFullName: 'Amira Saleh',
      designPhoneNumber: '+1 555 0102',
      designLanguage: 'fr',
      groupConfiguration: 'c21',
      outroLogoBase64: await dataUrl('hillside-logo.png'),
      designLogoBase64: await dataUrl('amira-photo.png'),
      variables: { theme: '' },
    },
  ];
  const profileIds: string[] = [];
  for (const sample of samples) {
    profileIds.push(
      await fastify.profilesService.create(account, ZProfileCreateRequest.parse(sample)),
    );
  }

  // The sample video is Jordan Miller's (decisions.md "The video page"): the users tab links it
  // from his row, and the video page names him.
  const video = await readFile(join(ASSETS_DIR, 'demo', 'sample-video.mp4'));
  const poster = await readFile(join(ASSETS_DIR, 'demo', 'sample-video-poster.jpg'));
  const posterId = await fastify.assetsRepository.insert({
    accountId: account.id,
    kind: 'poster',
    contentType: 'image/jpeg',
    width: 640,
    height: 360,
    bytes: poster,
    sha256: sha256(poster),
  });
  const videoId = await fastify.assetsRepository.insert({
    accountId: account.id,
    kind: 'video',
    contentType: 'video/mp4',
    width: 640,
    height: 360,
    bytes: video,
    sha256: sha256(video),
    posterId,
    profileId: profileIds[0],
    title: DEMO_VIDEO_TITLE,
  });
  fastify.log.info({ videoId }, 'demo samples created: two profiles and a video');
}

/** The demo customer's sample video, so that `npm start` can print where to watch it. */
export async function demoVideoId(fastify: FastifyInstance): Promise<string | null> {
  const row = await fastify.db.one<{ id: string }>(
    `SELECT s.id FROM assets s JOIN accounts a ON a.id = s.account_id
     WHERE a.email = $1 AND s.kind = 'video' ORDER BY s.created_at LIMIT 1`,
    [fastify.config.demo.email.toLowerCase()],
  );
  return row?.id ?? null;
}

export default fp(
  async function demoSamplesPlugin(fastify) {
    if (fastify.config.demo.enabled) await seedDemoSamples(fastify);
  },
  {
    name: 'demo-samples',
    dependencies: ['config', 'demo-seed', 'assets-repository', 'profiles-service'],
  },
);
