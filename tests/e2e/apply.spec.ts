/**
 * The promotions page's "apply" end to end, on every tenant (each has the first-deposit promotion,
 * 101, applied for), signed in as apply01: in the promotion's dialog, by keyboard, a GIF named .png
 * and a 6 MB image are refused beside the field (keeping the comment), two images go with the
 * application, the status says applying and their thumbnails open by keyboard in a dialog (another
 * member's fetch of them is a 404); axe on the dialog; the operator issues it (the development
 * twin of `npm run server:application`) and, after a reload, the status says issued and the header's
 * balance has the bonus.
 */
import { expect, type Page } from '@playwright/test';
import { APPLY_TEXTS, applyText, type ApplyTextKey } from '../../widgets/promotion-apply/useApplyText';
import { blockingViolations, expectedSite, logInWithPassword, newContext, originOf, skipAnnouncementPopup, tenantFolders, test } from './portal';

test.describe.configure({ timeout: 180_000 });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(200, 1), Buffer.from([0xff, 0xd9])]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 0)]);
const BIG = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024, 0)]);

async function headerCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').locator('.app-header__amount').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

for (const tenant of tenantFolders()) {
  test(`${tenant}: apply with two images by keyboard (a GIF and a 6 MB image refused beside the field), the operator issues it and the balance has the bonus`, async ({ page, browser }) => {
    const language = expectedSite(tenant).site.languages.default;
    const a = (key: ApplyTextKey, params?: Record<string, string | number>) => applyText(language, key, params);
    await skipAnnouncementPopup(page, tenant);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${originOf(tenant)}/`);
    await logInWithPassword(page, tenant, 'apply01', 'Apply2024');
    const balance = page.getByTestId('header-balance').locator('.app-header__amount');
    await expect(balance).toHaveText(/\d/, { timeout: 45_000 });
    const before = await headerCents(page);

    await page.goto(`${originOf(tenant)}/promotions#101`);
    const dialog = page.getByTestId('promotion-detail');
    const panel = dialog.getByTestId('promotion-apply');
    await expect(panel.getByRole('heading', { name: a('apply.heading') })).toBeVisible();
    const comment = panel.getByLabel(a('apply.comment'));
    await comment.focus();
    await page.keyboard.type('Depósito feito, segue o comprovante.');
    // Tab moves from the comment to the image field, inside the dialog.
    await page.keyboard.press('Tab');
    const images = panel.getByLabel(a('apply.images'));
    await expect(images).toBeFocused();

    // Checked here before sending, by content: a GIF named .png and an image over 5 MB.
    await images.setInputFiles([{ name: 'cat.png', mimeType: 'image/png', buffer: GIF }, { name: 'huge.png', mimeType: 'image/png', buffer: BIG }]);
    const imageError = panel.getByTestId('application-image-error');
    await expect(imageError).toContainText(a('apply.imageType', { name: 'cat.png' }));
    await expect(imageError).toContainText(a('apply.imageSize', { name: 'huge.png', size: 5 }));
    await expect(panel.getByTestId('application-files')).toHaveCount(0);
    await expect(comment).toHaveValue('Depósito feito, segue o comprovante.');
    expect(await blockingViolations(page, '[data-testid="promotion-detail"]')).toEqual([]);

    await images.setInputFiles([{ name: 'receipt.png', mimeType: 'image/png', buffer: PNG }, { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: JPEG }]);
    await expect(panel.getByTestId('application-files').locator('li')).toHaveCount(2);
    await expect(imageError).toHaveCount(0);
    // Keyboard to the send button: Tab stays in the dialog all the way.
    const send = panel.getByRole('button', { name: a('apply.send') });
    for (let i = 0; i < 6 && !(await send.evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog`).toBe(true);
    }
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');
    const sent = panel.getByTestId('application-sent');
    await expect(sent).toBeVisible({ timeout: 20_000 });
    const id = /A\d+/.exec((await sent.textContent()) ?? '')?.[0];
    expect(id).toBeDefined();
    const status = panel.getByTestId('application-status');
    await expect(status).toHaveAttribute('data-status', 'applying');
    await expect(status).toContainText(a('apply.status.applying'));
    await expect(panel.getByTestId('application-form')).toHaveCount(0);

    // The two images sent show beside the status as thumbnails (fetched with the token, shown through
    // blob: URLs, which the page's CSP allows); one opens by keyboard, Tab stays in its dialog, Escape
    // closes it (only it) and focus is back on the thumbnail.
    const thumbnails = panel.getByTestId('application-image');
    await expect(thumbnails).toHaveCount(2, { timeout: 20_000 });
    await expect(thumbnails.first().locator('img')).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => thumbnails.first().locator('img').evaluate((img: HTMLImageElement) => img.complete ? img.naturalWidth : 0)).toBeGreaterThan(0);
    await thumbnails.first().focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByTestId('application-image-dialog');
    await expect(viewer.getByRole('img', { name: a('apply.image', { n: 1 }) })).toBeVisible();
    expect(await blockingViolations(page, '[data-testid="application-image-dialog"]')).toEqual([]);
    for (const key of ['Tab', 'Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await viewer.evaluate((d) => d.contains(document.activeElement)), `${key} stays in the image's dialog`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(thumbnails.first()).toBeFocused();

    // The operator issues it (development twin of the command); the images are there for the operator.
    const issued = await page.evaluate(async (applicationId) => {
      const image = await fetch(`/dev/promotions/applications/${applicationId}/images/2`);
      const response = await fetch('/dev/promotions/application', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: applicationId, decision: 'issue' }) });
      return { status: response.status, body: await response.text(), imageType: image.headers.get('content-type') };
    }, id);
    expect(issued.status, issued.body).toBe(200);
    expect(issued.imageType).toBe('image/jpeg');

    // Another member of the tenant cannot fetch them (404), on one tenant: the server's check does not
    // differ by tenant.
    if (tenant === tenantFolders()[0]) {
      const other = await newContext(browser);
      const otherPage = await other.newPage();
      await skipAnnouncementPopup(otherPage, tenant);
      await otherPage.goto(`${originOf(tenant)}/`);
      await logInWithPassword(otherPage, tenant, 'demo', 'Demo2024');
      const code = tenant;
      await expect.poll(() => otherPage.evaluate((c) => window.sessionStorage.getItem(`wl:${c}:token`), code), { timeout: 45_000 }).not.toBeNull();
      const statuses = await otherPage.evaluate(async ({ c, applicationId }) => {
        const headers = { authorization: `Bearer ${window.sessionStorage.getItem(`wl:${c}:token`)}` };
        return Promise.all([1, 2].map(async (n) => (await fetch(`/wps/v2/promotions/applications/${applicationId}/images/${n}`, { headers })).status));
      }, { c: code, applicationId: id });
      expect(statuses).toEqual([404, 404]);
      await other.close();
    }

    await page.reload();
    await expect(page.getByTestId('promotion-detail').getByTestId('application-status')).toHaveAttribute('data-status', 'issued', { timeout: 20_000 });
    await expect.poll(() => headerCents(page), { timeout: 20_000 }).toBe(before + 2000);
    // Escape closes the dialog (keyboard-only).
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('promotion-detail')).toHaveCount(0);
    expect(Object.keys(APPLY_TEXTS[language]).length).toBeGreaterThan(0);
  });
}
