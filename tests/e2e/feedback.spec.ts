/**
 * The feedback form (issue 19, SPEC section 2): a text outside the word bounds is refused before
 * sending and kept; a sent one reaches the reference server (its reference shown) and passes axe.
 * One tenant: the form does not differ by tenant.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { expectedSite, originOf, skipAnnouncementPopup, test, watchProblems } from './portal';

test('lusa: the feedback form refuses a text too short, keeps it, then sends one and shows its reference', async ({ page }) => {
  const tenant = 'lusa';
  const { site, text } = expectedSite(tenant);
  const language = site.languages.default;
  const problems = await watchProblems(page);
  await skipAnnouncementPopup(page, tenant);
  await page.goto(`${originOf(tenant)}/feedback`);
  const box = page.getByRole('textbox', { name: text(language, 'feedback.content') });
  await expect(box).toBeVisible({ timeout: 30_000 });
  await box.fill('curto');
  await page.getByRole('button', { name: text(language, 'feedback.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(text(language, 'feedback.tooShort').replace('{min}', '5'));
  await expect(box).toHaveValue('curto');

  await page.getByRole('combobox', { name: text(language, 'feedback.type') }).selectOption('problem');
  await box.fill('O jogo de slots fecha sozinho depois de alguns minutos');
  const sent = page.waitForResponse((r) => r.url().includes('/wps/feedback') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: text(language, 'feedback.submit') }).click();
  const response = await sent;
  expect(response.status()).toBe(200);
  const id = ((await response.json()) as { value: { id: number } }).value.id;
  await expect(page.getByRole('status').filter({ hasText: String(id) })).toHaveText(text(language, 'feedback.sent').replace('{id}', String(id)));
  await expect(box).toHaveValue('');

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(problems.csp).toEqual([]);
});
