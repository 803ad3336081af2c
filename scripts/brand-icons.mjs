// Renders the app icons (PNG) from shell/src/brand/mark.svg in headless Chromium, so the icons and
// the mark never drift apart. Run after changing the mark: `npm run brand:icons`.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const BRAND = new URL('../shell/src/brand/', import.meta.url);
const svg = readFileSync(new URL('mark.svg', BRAND), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const size of [180, 192, 512]) {
    await page.setViewportSize({ width: size, height: size });
    // Home-screen icons are square and get their own rounded mask: fill the square edge to edge.
    const square = svg.replace('rx="14"', 'rx="0"');
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${square}`,
    );
    writeFileSync(new URL(`icon-${size}.png`, BRAND), await page.screenshot({ type: 'png' }));
  }
} finally {
  await browser.close();
}
