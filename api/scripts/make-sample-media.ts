/**
 * Makes the built-in artwork kept in api/assets/: the franchise presets' placeholder wordmarks
 * (logo and intro card, in each preset's colours: never a brand's real logo, decisions.md), and
 * the demo customer's two sample profiles' pictures. The sample video is made with ffmpeg (see
 * api/assets/README.md). Run once after changing the presets: npx tsx api/scripts/make-sample-media.ts
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { FRANCHISE_PRESETS } from '@portal/shared/profiles/franchises';

const ASSETS = join(import.meta.dirname, '..', 'assets');

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function wordmark(
  width: number,
  height: number,
  text: string,
  fg: string,
  bg: string,
  accent: string,
  /** Width of the text in font sizes per character: wide bold letters ("Harbour Homes") need less. */
  perCharacter = 1.6,
) {
  const size = Math.round(
    Math.min(height * 0.28, (width * perCharacter) / Math.max(text.length, 6)),
  );
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="${bg}"/>
  <rect x="${width * 0.1}" y="${height * 0.68}" width="${width * 0.8}" height="${height * 0.04}" fill="${accent}"/>
  <text x="50%" y="${height * 0.55}" font-family="DejaVu Sans, sans-serif" font-weight="bold"
        font-size="${size}" fill="${fg}" text-anchor="middle">${escape(text)}</text>
</svg>`);
}

async function png(svg: Buffer, file: string) {
  await sharp(svg).png({ compressionLevel: 9, palette: true }).toFile(file);
}

mkdirSync(join(ASSETS, 'franchises'), { recursive: true });
for (const preset of FRANCHISE_PRESETS) {
  if (!preset.code) continue;
  const { label, colorPrimary, colorSecondary } = preset;
  await png(
    wordmark(600, 300, label, '#FFFFFF', colorPrimary, colorSecondary),
    join(ASSETS, 'franchises', `${preset.code}-logo.png`),
  );
  await png(
    wordmark(1280, 720, label, colorSecondary, colorPrimary, '#FFFFFF'),
    join(ASSETS, 'franchises', `${preset.code}-intro.png`),
  );
}

/** A round portrait placeholder with initials. */
function portrait(initials: string, bg: string) {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <rect width="400" height="400" fill="${bg}"/>
  <circle cx="200" cy="160" r="80" fill="#FFFFFF" fill-opacity="0.85"/>
  <rect x="80" y="260" width="240" height="140" rx="120" fill="#FFFFFF" fill-opacity="0.85"/>
  <text x="200" y="185" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="bold"
        fill="${bg}" text-anchor="middle">${initials}</text>
</svg>`);
}

mkdirSync(join(ASSETS, 'demo'), { recursive: true });
await png(
  // Whole inside its canvas, with a margin: the preview shows a logo whole (object-fit: contain).
  wordmark(600, 300, 'Harbour Homes', '#FFFFFF', '#0B4F6C', '#FFD200', 1.35),
  join(ASSETS, 'demo', 'harbour-logo.png'),
);
await png(
  wordmark(600, 300, 'Hillside Realty', '#1B1B1B', '#F2E8CF', '#BC4749'),
  join(ASSETS, 'demo', 'hillside-logo.png'),
);
await png(portrait('JM', '#0B4F6C'), join(ASSETS, 'demo', 'jordan-photo.png'));
await png(portrait('AS', '#BC4749'), join(ASSETS, 'demo', 'amira-photo.png'));
