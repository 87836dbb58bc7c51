/**
 * The feedback form on every tenant (the word bounds are the tenant's: lusa asks for 8 to 300, the
 * others for the default 5 to 500), end to end against the reference server: too few words shows
 * the SPEC's message with the tenant's numbers beside the field and sends nothing; a failed request
 * shows the catalogue message and keeps what was typed; enough words are sent and answered with a
 * reference, markup in the content never rendered. Then axe and keyboard-only use on one tenant.
 */
import { expect } from '@playwright/test';
import { feedbackFormPropsSchema } from '../../schemas/widgets/feedback-form';
import type { Language } from '../../schemas/domain';
import { MEMBER_TEXTS } from '../../widgets/member-texts/useMemberText';
import { blockingViolations, expectedSite, originOf, skipAnnouncementPopup, tenantFolders, test } from './portal';

function boundsOf(tenant: string): { minWords: number; maxWords: number } {
  const placement = expectedSite(tenant).site.routes.find((r) => r.path === '/feedback')?.widgets.find((p) => p.widget === 'feedback-form');
  const props = (placement?.props ?? {}) as { minWords?: number; maxWords?: number };
  return {
    minWords: props.minWords ?? feedbackFormPropsSchema.properties.minWords.default,
    maxWords: props.maxWords ?? feedbackFormPropsSchema.properties.maxWords.default,
  };
}

const words = (n: number, prefix = 'word') => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(' ');

for (const tenant of tenantFolders()) {
  test(`${tenant}: feedback with too few words, a failed request, then enough`, async ({ page }) => {
    const { site, text } = expectedSite(tenant);
    const language: Language = site.languages.default;
    const m = MEMBER_TEXTS[language];
    const { minWords, maxWords } = boundsOf(tenant);
    const boundsText = m['feedback.words'].replace('{0}', String(minWords)).replace('{1}', String(maxWords));
    await skipAnnouncementPopup(page, tenant);
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/wps/feedback') && request.method() === 'PUT') sent += 1;
    });
    await page.goto(`${originOf(tenant)}/feedback`);
    const form = page.getByTestId('feedback-form');
    await expect(form.getByRole('heading', { level: 1 })).toHaveText(text(language, 'route.feedback'));
    const content = form.getByLabel(m['feedback.content']);
    await form.getByLabel(m['feedback.type']).selectOption('BUG');

    // Too few words: the message with the tenant's numbers, beside the field; nothing is sent.
    await content.fill(words(minWords - 1));
    await form.getByRole('button', { name: m['feedback.send'] }).click();
    await expect(form.getByRole('alert')).toHaveText(boundsText);
    await expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);

    // A failed request keeps what was typed.
    const typed = `${words(minWords, 'ok')} <img src=x onerror="window.__pwned=1">`;
    await content.fill(typed);
    await page.route('**/wps/feedback', (route) => route.abort('connectionfailed'), { times: 1 });
    await form.getByRole('button', { name: m['feedback.send'] }).click();
    await expect(form.getByTestId('feedback-note')).toHaveText(text(language, 'error.networkAbnormal'));
    await expect(content).toHaveValue(typed);
    await expect(form.getByLabel(m['feedback.type'])).toHaveValue('BUG');

    // Enough words: sent, answered with a reference only; the markup was never rendered.
    await form.getByRole('button', { name: m['feedback.send'] }).click();
    await expect(form.getByTestId('feedback-note')).toHaveText(new RegExp(m['feedback.sent'].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('\\{id\\}', '\\d+').replace('{id}', '\\d+')));
    await expect(content).toHaveValue('');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(sent).toBe(2);
    expect(maxWords).toBeGreaterThan(minWords);
  });
}

test('feedback form: axe and keyboard only', async ({ page }) => {
  const tenant = 'luckydraw';
  const m = MEMBER_TEXTS.en;
  await skipAnnouncementPopup(page, tenant);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${originOf(tenant)}/feedback`);
  const form = page.getByTestId('feedback-form');
  await expect(form).toBeVisible();
  const blocking = () => blockingViolations(page, '[data-testid="feedback-form"]');
  expect(await blocking()).toEqual([]);
  // By keyboard: the type, the content, then send; the refusal is announced beside the field.
  await form.getByLabel(m['feedback.type']).focus();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(m['feedback.content'])).toBeFocused();
  await page.keyboard.type('too short');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: m['feedback.send'] })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText(m['feedback.words'].replace('{0}', '5').replace('{1}', '500'));
  expect(await blocking()).toEqual([]);
});
