import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { FRANCHISE_PRESETS } from '@portal/shared/profiles/franchises';
import { sha256 } from './process-image';

/** The artwork files kept in the repository (made by api/scripts/make-sample-media.ts). */
export const ASSETS_DIR = join(import.meta.dirname, '..', '..', 'assets');

/**
 * Stores the franchise presets' default logos and intros under their fixed ids (shared/), once per
 * database: every replica may run this at once, the ids make the inserts idempotent.
 */
export default fp(
  async function builtinAssets(fastify) {
    const wanted = FRANCHISE_PRESETS.flatMap((preset) =>
      preset.code && preset.defaultLogoId && preset.defaultIntroId
        ? [
            { id: preset.defaultLogoId, kind: 'logo' as const, file: `${preset.code}-logo.png` },
            { id: preset.defaultIntroId, kind: 'intro' as const, file: `${preset.code}-intro.png` },
          ]
        : [],
    );
    const existing = await fastify.assetsRepository.existing(wanted.map((asset) => asset.id));
    for (const asset of wanted.filter((a) => !existing.has(a.id))) {
      const bytes = await readFile(join(ASSETS_DIR, 'franchises', asset.file));
      const { width, height } = await sharp(bytes).metadata();
      await fastify.db.query(
        `INSERT INTO assets (id, account_id, kind, content_type, width, height, byte_size, sha256, content)
         VALUES ($1, NULL, $2, 'image/png', $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [asset.id, asset.kind, width, height, bytes.length, sha256(bytes), bytes],
      );
    }
  },
  { name: 'builtin-assets', dependencies: ['db', 'assets-repository'] },
);
