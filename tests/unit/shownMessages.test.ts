/**
 * Messages of SPEC sections 5, 6 and 8 that the catalogues held and no screen showed (issue 37):
 * each is named by code that shows it (a widget, the engine's registration form or a server answer),
 * not only by the catalogues. The behaviour is tested beside each (see the comments).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../engine/index';
import { AUTH_TEXTS } from '../../engine/i18n/texts/auth';

const ROOT = resolve(import.meta.dirname, '../..');

const SHOWN: readonly (readonly [key: string, where: string])[] = [
  ['form.realName', 'the payee name\'s message (engine/registration/resolveRegistrationForm.test.ts)'],
  ['form.inputEmpty', 'forgot by e-mail, an empty field (ForgetPasswordModalWidget.test.tsx)'],
  ['form.starRequired', 'the registration form\'s hint (RegisterModalWidget.test.tsx)'],
  ['error.nonMember', 'a login answering a trial account (LoginModalWidget.test.tsx)'],
  ['error.loginPopupClosed', 'a login popup closed mid sign-in (LoginModalWidget.test.tsx)'],
  ['error.quotaInsufficient', 'the tenant\'s SMS quota spent (server/modules/security/hardening.test.ts)'],
];

/** The text of every source file outside tests and the catalogues themselves. */
function sources(): string {
  const parts: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'generated', 'testing', 'messages', 'texts'].includes(entry.name)) walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/(Texts|messages)\.(en|pt)\.ts$/.test(entry.name)) {
        parts.push(readFileSync(path, 'utf8'));
      }
    }
  };
  for (const dir of ['src', 'widgets', 'engine', 'server']) walk(join(ROOT, dir));
  return parts.join('\n');
}

describe('messages of SPEC sections 5, 6 and 8', () => {
  const code = sources();
  it.each(SHOWN)('%s is shown by code (%s), in both languages', (key) => {
    expect(code.includes(`'${key}'`), `${key} is named by no code`).toBe(true);
    const texts = [CATALOGUES.en, CATALOGUES.pt, AUTH_TEXTS.en, AUTH_TEXTS.pt] as readonly Readonly<Record<string, string>>[];
    expect(texts.filter((t) => Object.hasOwn(t, key)).length, key).toBe(2);
  });
});
