/**
 * Brazil's sign-up on lusa (issue 39; lusa runs under the BR profile): the registration popup asks
 * for the CPF (masked; a wrong one refused beside the field before anything is sent), birth date,
 * gender, a loss and a time limit and the risk warning; the server keeps the limits; every login
 * shows the risk warning, acknowledged before game launches and deposits are served. redeprime (no
 * profile) keeps its old form and logs in without the warning.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { MessageKey } from '../../engine/index';
import {
  E2E_PORT, authText, expectedSite, fillSignUp, freshCpf, labelled, originOf, riskWarningDialog, skipAnnouncementPopup, storedToken, test,
} from './portal';

test.describe.configure({ timeout: 150_000 });

const tenant = 'lusa';

function textOf(code: string) {
  const { site, text } = expectedSite(code);
  return (key: MessageKey) => text(site.languages.default, key);
}

async function open(page: Page, code: string): Promise<void> {
  await skipAnnouncementPopup(page, code);
  await page.goto(`${originOf(code)}/`);
  await expect(page.getByRole('banner')).toBeVisible();
}

async function api(page: Page, method: 'GET' | 'POST', path: string, token: string, data?: unknown) {
  const response = await page.request.fetch(`http://localhost:${E2E_PORT}${path}`, {
    method,
    headers: { Host: `${tenant}.localhost:${E2E_PORT}`, authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: (await response.json()) as { code?: string; value?: unknown } };
}

test('signs up on lusa with CPF, birth date, gender and limits; a wrong CPF is refused beside the field; the risk warning at the next login', async ({ page }) => {
  const t = textOf(tenant);
  const a = (key: Parameters<typeof authText>[1]) => authText(tenant, key);
  expect(expectedSite(tenant).site.languages.default).toBe('pt');
  await open(page, tenant);
  await page.getByRole('banner').getByRole('button', { name: t('header.register'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('register.title') });
  await expect(dialog).toBeVisible();
  const username = `cpf${Date.now() % 1_000_000}`;
  await labelled(dialog, t('registration.field.username')).fill(username);
  await labelled(dialog, t('registration.field.password')).fill('Secret2024');
  await labelled(dialog, t('registration.field.confirmPassword')).fill('Secret2024');
  const cpf = freshCpf();
  const wrong = `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`;
  await fillSignUp(dialog, tenant, wrong);
  const cpfField = labelled(dialog, a('signUp.cpf'));
  // Masked as typed.
  await expect(cpfField).toHaveValue(`${wrong.slice(0, 3)}.${wrong.slice(3, 6)}.${wrong.slice(6, 9)}-${wrong.slice(9)}`);
  await labelled(dialog, a('signUp.gender')).selectOption('male');
  const checkboxes = dialog.getByRole('checkbox');
  for (let i = 0; i < (await checkboxes.count()); i++) await checkboxes.nth(i).check();
  await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
  // Refused beside the field, in Portuguese, and nothing else is wrong.
  await expect(dialog.getByText(a('error.cpfInvalid'))).toBeVisible();
  await expect(cpfField).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert')).toHaveCount(1);

  await cpfField.fill(cpf);
  await expect(cpfField).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const token = await storedToken(page, tenant);
  expect(token).not.toBeNull();
  // The limits chosen at sign-up are the player's responsible-gaming limits.
  const page1 = await api(page, 'GET', '/wps/v2/member/responsibleGaming', token!);
  expect(page1.status).toBe(200);
  expect((page1.body.value as { limits: unknown[] }).limits).toEqual([
    expect.objectContaining({ kind: 'loss', period: 'month', amount: '300.00' }),
    expect.objectContaining({ kind: 'time', period: 'day', minutes: 240 }),
  ]);

  // Signed out, then in again: the risk warning comes after the login, and the session waits for it.
  await page.evaluate((code) => window.sessionStorage.removeItem(`wl:${code}:token`), tenant);
  await open(page, tenant);
  await page.getByRole('banner').getByRole('button', { name: t('header.login'), exact: true }).click();
  const login = page.getByRole('dialog', { name: t('login.title') });
  await labelled(login, t('login.username')).fill(username);
  await labelled(login, t('login.password')).fill('Secret2024');
  await login.getByRole('tabpanel').getByRole('button', { name: t('login.submit'), exact: true }).or(login.getByRole('button', { name: t('login.submit'), exact: true })).first().click();
  const warning = riskWarningDialog(page, tenant);
  await expect(warning).toBeVisible({ timeout: 30_000 });
  const pending = await storedToken(page, tenant);
  expect(pending).not.toBeNull();
  expect((await api(page, 'POST', '/wps/v2/wallets/deposit', pending!, { methodId: 'pix', amount: '50' })).body.code).toBe('error.riskWarningPending');
  await warning.getByRole('button', { name: t('messageDialog.confirm'), exact: true }).click();
  await expect(warning).toBeHidden();
  await expect(login).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: t('header.login'), exact: true })).toHaveCount(0);
  // Acknowledged: the game list and a launch are served to this session.
  const games = await api(page, 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1', pending!);
  const nodeId = (games.body.value as { games: { nodeId: string }[] }).games[0]!.nodeId;
  expect((await api(page, 'GET', `/wps/game/launchGame?nodeId=${nodeId}`, pending!)).status).toBe(200);
});

test('redeprime (no jurisdiction) keeps its old form: no CPF, gender, limits or risk warning', async ({ page }) => {
  const code = 'redeprime';
  const t = textOf(code);
  await open(page, code);
  await page.getByRole('banner').getByRole('button', { name: t('header.register'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('register.title') });
  await expect(labelled(dialog, t('registration.field.password'))).toBeVisible();
  await expect(labelled(dialog, authText(code, 'signUp.cpf'))).toHaveCount(0);
  await expect(labelled(dialog, authText(code, 'signUp.gender'))).toHaveCount(0);
  await expect(dialog.getByText(authText(code, 'signUp.riskWarning'))).toHaveCount(0);
});
