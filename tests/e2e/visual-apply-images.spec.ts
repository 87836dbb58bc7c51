/**
 * Visual snapshots of the images attached to a promotion application: the thumbnails beside the
 * application's status (each theme) and the full image in its dialog (both themes, both languages),
 * on one tenant (the same widget on every tenant). apply01 applies on lusa for the weekend reload
 * (106, which no other spec applies for there) with two images, once (a server kept from an earlier
 * run already has it). The status line is not pictured: its reference number and time change per run.
 * Deliberate changes: `npx playwright test tests/e2e/visual-apply-images.spec.ts --update-snapshots`.
 */
import { crc32, deflateSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { LANGUAGES, THEMES } from '../../schemas/domain';
import { applyText } from '../../widgets/promotion-apply/useApplyText';
import { chooseLook, logInWithPassword, originOf, skipAnnouncementPopup, test } from './portal';

test.use({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1, contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ timeout: 240_000 });

const TENANT = 'lusa';
const PROMOTION = 106;

/** A small RGB PNG of two colour bands (something to see in a picture). */
function bandsPng(width: number, height: number, top: readonly number[], bottom: readonly number[]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) => Buffer.from([0, ...Array.from({ length: width }, () => (y < height / 2 ? top : bottom)).flat()]));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

const IMAGES = [bandsPng(160, 120, [230, 120, 40], [40, 90, 200]), bandsPng(160, 120, [60, 170, 90], [240, 240, 240])];

test('application images: thumbnails and the full image in both themes and languages', async ({ page }) => {
  await skipAnnouncementPopup(page, TENANT);
  await page.goto(`${originOf(TENANT)}/`);
  await logInWithPassword(page, TENANT, 'apply01', 'Apply2024');
  await expect(page.getByTestId('header-balance').locator('.app-header__amount')).toHaveText(/\d/, { timeout: 45_000 });
  const status = await page.evaluate(async ({ code, promotion, images }) => {
    const headers = { authorization: `Bearer ${window.sessionStorage.getItem(`wl:${code}:token`)}` };
    const list = await (await fetch('/wps/v2/promotions/applications', { headers })).json() as { value: { list: { promotionId: number; images: number }[] } };
    if (list.value.list.some((a) => a.promotionId === promotion && a.images === 2)) return 200;
    const form = new FormData();
    form.append('promotionId', String(promotion));
    form.append('comment', 'Weekend deposit');
    images.forEach((bytes, i) => form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `receipt-${i + 1}.png`));
    return (await fetch('/wps/v2/promotions/apply', { method: 'POST', headers, body: form })).status;
  }, { code: TENANT, promotion: PROMOTION, images: IMAGES.map((b) => [...b]) });
  expect(status).toBe(200);

  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      await chooseLook(page, TENANT, theme, language);
      await page.goto(`${originOf(TENANT)}/promotions?picture=images-${theme}-${language}#${PROMOTION}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pt' ? /^pt/ : /^en/);
      const panel = page.getByTestId('promotion-detail').getByTestId('promotion-apply');
      const thumbnails = panel.getByTestId('application-image');
      await expect(thumbnails).toHaveCount(2, { timeout: 20_000 });
      for (const img of await thumbnails.locator('img').all()) await expect.poll(() => img.evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : 0))).toBe(160);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.mouse.move(0, 0);
      if (language === LANGUAGES[0]) await expect(panel.getByTestId('application-images')).toHaveScreenshot([TENANT, `apply-images-${theme}.png`]);
      await thumbnails.first().focus();
      await page.keyboard.press('Enter');
      const viewer = page.getByTestId('application-image-dialog');
      await expect(viewer.getByRole('img', { name: applyText(language, 'apply.image', { n: 1 }) })).toBeVisible();
      await expect(viewer).toHaveScreenshot([TENANT, `apply-image-${theme}-${language}.png`]);
      await page.keyboard.press('Escape');
      await expect(viewer).toHaveCount(0);
    }
  }
});
