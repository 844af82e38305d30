/**
 * Saves the landing page at 1440×900 to docs/screenshot.png (the README's picture), taken from
 * the built app on a throw-away data directory. Run `npm run build` first, then
 * `npm run screenshot -w @openrota/e2e`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { repoRoot, startStack } from '../support/stack';

const out = path.join(repoRoot, 'docs', 'screenshot.png');

const stack = await startStack({ logDir: path.join(repoRoot, 'e2e', '.logs') });
try {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    await page.goto(`${stack.baseURL}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Every image in view has loaded before the picture is taken.
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await page.screenshot({ path: out, type: 'png' });
    console.log(
      `saved ${path.relative(process.cwd(), out)} (${Math.round(fs.statSync(out).size / 1024)} KiB)`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await stack.stop();
}
