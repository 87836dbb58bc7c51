import { describe, expect, it } from 'vitest';
import { BOTH_MODES, MOBILE_ONLY, USERNAME_ONLY, resolveWith, settingsWith, summarize } from './fixtures';
import { resolveRegistrationForm, selectRegistrationFields } from './index';

const field = (form: ReturnType<typeof resolveWith>['form'], mode: string, name: string) =>
  form.fields.find((f) => f.mode === mode && f.name === name);

describe('resolveRegistrationForm: modes and switches', () => {
  it('username registration only: one mode, the SPEC section 5 rules', () => {
    const { form, manifest, server } = resolveWith(USERNAME_ONLY);
    expect(form.regType).toBe('register');
    expect(form.modes).toEqual(['register']);
    expect(summarize(form)).toMatchInlineSnapshot(`
      [
        "register username required(rule) letterFirstAlphanumeric 6-16",
        "register password required(rule) noSpaces 8-20",
        "register confirmPassword required(rule) = password",
        "register payeeName required(server) englishLettersAndSpaces 2-50",
        "register email optional(server) email -50",
        "register mobileNum optional(server) digitsOnly 11-11",
        "register captcha optional(server) * 4-4",
        "register paymentPassword required(rule) digitsOnly 6-6",
        "register fullName optional(server) lettersAndSpaces 2-",
      ]
    `);
    expect([...manifest, ...server]).toEqual([]);
  });

  it('both switches: opens in mobile registration, offers both modes', () => {
    const { form } = resolveWith(BOTH_MODES);
    expect(form.regType).toBe('registerMobile');
    expect(form.modes).toEqual(['register', 'registerMobile']);
    expect(summarize(form).filter((line) => line.startsWith('registerMobile'))).toMatchInlineSnapshot(`
      [
        "registerMobile payeeName required(server) englishLettersAndSpaces 2-50",
        "registerMobile email optional(server) email -50",
        "registerMobile mobileNum required(rule) digitsOnly 11-11",
        "registerMobile captcha optional(server) * 4-4",
        "registerMobile paymentPassword required(rule) digitsOnly 6-6",
        "registerMobile fullName optional(server) lettersAndSpaces 2-",
      ]
    `);
  });

  it('mobile registration only: no username; passwords only with the mobile-password switch', () => {
    const without = resolveWith(MOBILE_ONLY).form;
    expect(without.modes).toEqual(['registerMobile']);
    expect(selectRegistrationFields(without, 'registerMobile').map((f) => f.name)).not.toContain('username');
    expect(field(without, 'registerMobile', 'password')).toMatchObject({ enabled: false, disabledBy: 'switch' });
    expect(field(without, 'registerMobile', 'mobileNum')).toMatchObject({ enabled: true, required: true, requiredSource: 'rule' });

    const withPassword = resolveWith({ ...MOBILE_ONLY, mobilePasswordOnRegistration: true }).form;
    expect(selectRegistrationFields(withPassword, 'registerMobile').map((f) => f.name)).toEqual(
      expect.arrayContaining(['password', 'confirmPassword', 'mobileNum']),
    );
  });

  it('neither switch still leaves username registration, as SPEC section 4 chooses by the mobile switch only', () => {
    const { form } = resolveWith({ ...USERNAME_ONLY, usernameRegistration: false });
    expect(form.regType).toBe('register');
    expect(form.modes).toEqual(['register']);
  });

  it('SMS on: verification code required in mobile registration, and in username registration with a mobile number', () => {
    const { form } = resolveWith({ ...BOTH_MODES, registrationSms: true });
    expect(field(form, 'registerMobile', 'verificationCode')).toMatchObject({ enabled: true, required: true, requiredSource: 'rule' });
    expect(field(form, 'register', 'verificationCode')).toMatchObject({ enabled: true, required: true, requiredSource: 'rule' });
    expect(field(form, 'register', 'mobileNum')).toMatchObject({ enabled: true, required: true, requiredSource: 'rule' });
  });

  it('SMS on without a mobile number field in username registration: no code there', () => {
    const { form } = resolveWith({ ...USERNAME_ONLY, registrationSms: true }, settingsWith({ mobileNum: { enabled: false } }));
    expect(field(form, 'register', 'verificationCode')).toMatchObject({ enabled: false, disabledBy: 'switch' });
  });

  it('SMS off: no verification code even when the server enables it', () => {
    const { form } = resolveWith(BOTH_MODES);
    for (const mode of form.modes) expect(field(form, mode, 'verificationCode')).toMatchObject({ enabled: false, disabledBy: 'switch' });
    expect(field(form, 'register', 'mobileNum')).toMatchObject({ enabled: true, required: false, requiredSource: 'server' });
  });

  it('the SMS countdown is 60 s times the expiry minutes, 1 minute by default', () => {
    expect(resolveWith(USERNAME_ONLY).form.smsCountdownSeconds).toBe(60);
    expect(resolveWith(USERNAME_ONLY, settingsWith({}, { smsExpiryMinutes: 5 })).form.smsCountdownSeconds).toBe(300);
  });
});

describe('resolveRegistrationForm: the server wins', () => {
  it('a server-required field the manifest hides stays required, with a warning', () => {
    const { form, manifest } = resolveWith(USERNAME_ONLY, settingsWith(), { fields: { payeeName: { hidden: true } } });
    expect(field(form, 'register', 'payeeName')).toMatchObject({ enabled: true, required: true, requiredSource: 'server' });
    expect(manifest).toMatchInlineSnapshot(`
      [
        {
          "code": "SERVER_WINS",
          "hint": "remove "hidden", or ask the merchant to make the field optional on the server",
          "message": "registration field "payeeName" cannot be hidden: the server requires it; it stays shown and required",
          "pointer": "/registration/fields/payeeName/hidden",
          "severity": "warning",
        },
      ]
    `);
  });

  it('a rule-required field cannot be hidden or made optional either', () => {
    const { form, manifest } = resolveWith(USERNAME_ONLY, settingsWith(), { fields: { username: { hidden: true }, paymentPassword: { required: false } } });
    expect(field(form, 'register', 'username')).toMatchObject({ enabled: true, required: true });
    expect(field(form, 'register', 'paymentPassword')).toMatchObject({ enabled: true, required: true, requiredSource: 'rule' });
    expect(manifest.map((d) => `${d.code} ${d.pointer}: ${d.message}`)).toMatchInlineSnapshot(`
      [
        "SERVER_WINS /registration/fields/username/hidden: registration field "username" cannot be hidden: it is required (username registration requires it); it stays shown and required",
        "SERVER_WINS /registration/fields/paymentPassword/required: registration field "paymentPassword" cannot be made optional: it is required (an enabled payment password is always required); it stays required",
      ]
    `);
  });

  it('the manifest may require an optional field the server enables', () => {
    const { form, manifest } = resolveWith(USERNAME_ONLY, settingsWith(), { fields: { email: { required: true } } });
    expect(field(form, 'register', 'email')).toMatchObject({ enabled: true, required: true, requiredSource: 'manifest' });
    expect(manifest).toEqual([]);
  });

  it('the manifest may hide an optional field the server enables', () => {
    const { form, manifest } = resolveWith(USERNAME_ONLY, settingsWith(), { fields: { email: { hidden: true } } });
    expect(field(form, 'register', 'email')).toMatchObject({ enabled: false, disabledBy: 'manifest' });
    expect(manifest).toEqual([]);
  });

  it('a field the server disabled is never shown, even when the manifest requires it', () => {
    const { form, manifest } = resolveWith(BOTH_MODES, settingsWith(), { fields: { qqNum: { required: true, hidden: false }, wechat: { required: true } } });
    for (const mode of form.modes) {
      expect(selectRegistrationFields(form, mode).map((f) => f.name)).not.toContain('qqNum');
      expect(field(form, mode, 'qqNum')).toMatchObject({ enabled: false, disabledBy: 'server', required: false });
    }
    expect(manifest).toMatchInlineSnapshot(`
      [
        {
          "code": "SERVER_WINS",
          "hint": "remove "required", or ask the merchant to enable the field on the server",
          "message": "registration field "qqNum" is disabled by the server; the manifest cannot require it",
          "pointer": "/registration/fields/qqNum/required",
          "severity": "warning",
        },
        {
          "code": "SERVER_WINS",
          "hint": "remove "required", or ask the merchant to enable the field on the server",
          "message": "registration field "wechat" is disabled by the server; the manifest cannot require it",
          "pointer": "/registration/fields/wechat/required",
          "severity": "warning",
        },
      ]
    `);
  });

  it('with a seed file, the hints name the seed entry the reference server reads: the field list, or the switch that leaves the field out', () => {
    const sink = { reported: [] as { pointer: string; hint?: string; code: string }[], report(d: { pointer: string; hint?: string; code: string }) { this.reported.push(d); } };
    resolveRegistrationForm({
      settings: settingsWith(), switches: USERNAME_ONLY, sink, serverSink: { report: () => undefined }, seedFile: 'tenants/acme/seed.json',
      presentation: { fields: { qqNum: { required: true }, verificationCode: { required: true }, mobileNum: { required: true } } },
    });
    expect(sink.reported.map((d) => `${d.code} ${d.pointer}: ${d.hint}`)).toMatchInlineSnapshot(`
      [
        "SERVER_WINS /registration/fields/qqNum/required: remove "required", or ask the merchant to enable the field on the server; on the reference server: "registration": { "enabledFields": ["qqNum"] } in tenants/acme/seed.json",
        "SERVER_WINS /registration/fields/verificationCode/required: the field needs the switch "registrationSms", which is off: turn it on; on the reference server: "switches": { "registrationSms": true } in tenants/acme/seed.json; or remove "required"",
        "REGISTRATION_SWITCH_OFF /registration/fields/mobileNum/required: turn "mobileRegistration" on in "switches"; on the reference server: "switches": { "mobileRegistration": true } in tenants/acme/seed.json; or remove "required" to keep the number optional",
      ]
    `);
  });

  it('hiding and requiring one field at once: it is hidden, with a warning', () => {
    const { form, manifest } = resolveWith(USERNAME_ONLY, settingsWith(), { fields: { email: { hidden: true, required: true } } });
    expect(field(form, 'register', 'email')).toMatchObject({ enabled: false, disabledBy: 'manifest' });
    expect(manifest.map((d) => `${d.severity} ${d.code} ${d.pointer}: ${d.message}`)).toMatchInlineSnapshot(`
      [
        "warning REGISTRATION_FIELD_CONFLICT /registration/fields/email/required: registration field "email" is both hidden and required; it is hidden",
      ]
    `);
  });
});

describe('resolveRegistrationForm: unknown names', () => {
  it('an unknown field name in the manifest is an error with a did-you-mean hint', () => {
    const { form, manifest } = resolveWith(USERNAME_ONLY, settingsWith(), { fields: { emial: { required: true }, zzzzzzzz: { hidden: true } } });
    expect(manifest).toMatchInlineSnapshot(`
      [
        {
          "atKey": true,
          "code": "REGISTRATION_FIELD_UNKNOWN",
          "hint": "did you mean "email"?",
          "message": "unknown registration field "emial"",
          "pointer": "/registration/fields/emial",
          "severity": "error",
        },
        {
          "atKey": true,
          "code": "REGISTRATION_FIELD_UNKNOWN",
          "hint": "use one of "username", "password", "confirmPassword", "payeeName", "email", "qqNum", "mobileNum", "recommenderId", "captcha", "verificationCode", "affiliateCode", "paymentPassword", …",
          "message": "unknown registration field "zzzzzzzz"",
          "pointer": "/registration/fields/zzzzzzzz",
          "severity": "error",
        },
      ]
    `);
    expect(form.fields.map((f) => f.name)).not.toContain('emial');
  });

  it('an unknown pattern id from the server is reported there and falls back to `*`', () => {
    const { form, server, manifest } = resolveWith(USERNAME_ONLY, settingsWith({ email: { patternId: 'emial' } }));
    expect(server).toMatchInlineSnapshot(`
      [
        {
          "code": "PATTERN_UNKNOWN",
          "hint": "did you mean "email"?",
          "message": "unknown pattern id "emial" for registration field "email"; any value of the right length is accepted",
          "pointer": "/fields/4/patternId",
          "severity": "warning",
        },
      ]
    `);
    expect(manifest).toEqual([]);
    const email = field(form, 'register', 'email');
    expect(email).toMatchObject({ patternId: '*', maxLength: 50 });
    expect(email?.pattern).toBeUndefined();
    expect(email?.message).toMatchInlineSnapshot(`
      {
        "en": "Must be at most 50 characters.",
        "pt": "Deve ter no máximo 50 caracteres.",
      }
    `);
  });

  it('an unknown pattern id in the manifest messages is reported to the manifest sink', () => {
    const { manifest, server } = resolveWith(USERNAME_ONLY, settingsWith(), { messages: { dgitsOnly: { en: 'Numbers' }, digitsOnly: { pt: 'Só números. Deve ter entre {min} e {max} caracteres.' } } });
    expect(manifest).toMatchInlineSnapshot(`
      [
        {
          "atKey": true,
          "code": "PATTERN_UNKNOWN",
          "hint": "did you mean "digitsOnly"?",
          "message": "unknown pattern id "dgitsOnly"",
          "pointer": "/registration/messages/dgitsOnly",
          "severity": "error",
        },
      ]
    `);
    expect(server).toEqual([]);
  });

  it('server problems are warnings with pointers into the settings value; the engine recovers', () => {
    const settings = settingsWith({ username: { enabled: false, required: false }, email: { minLength: 60 }, fullName: { acceptedPattern: '([a-z' } });
    settings.fields.push(
      { name: 'nickName', enabled: true, required: false },
      { name: 'email', enabled: true, required: true },
      { name: 'wechat', enabled: false, required: true },
    );
    const { form, server } = resolveWith(USERNAME_ONLY, settings);
    expect(server.map((d) => `${d.severity} ${d.code} ${d.pointer}: ${d.message}${d.hint ? ` (${d.hint})` : ''}`)).toMatchInlineSnapshot(`
      [
        "warning SERVER_RESPONSE_INVALID /fields/4/minLength: registration field "email" has minLength 60 above maxLength 50; both are ignored",
        "warning SERVER_RESPONSE_INVALID /fields/10/acceptedPattern: acceptedPattern of registration field "fullName" is not a valid regular expression; it is ignored",
        "warning REGISTRATION_FIELD_UNKNOWN /fields/11/name: unknown registration field "nickName"; the engine ignores it (did you mean "nickname"?)",
        "warning SERVER_RESPONSE_INVALID /fields/12/name: registration field "email" is listed twice; the first entry (/fields/4) is used",
        "warning SERVER_RESPONSE_INVALID /fields/13/required: registration field "wechat" is required but not enabled; it is treated as disabled",
        "warning SERVER_RESPONSE_INVALID /fields/0/enabled: registration field "username" is disabled, but username registration requires it; the field is kept",
      ]
    `);
    expect(field(form, 'register', 'username')).toMatchObject({ enabled: true, required: true });
    expect(field(form, 'register', 'email')).toMatchObject({ required: false, patternId: 'email' });
    expect(field(form, 'register', 'email')?.minLength).toBeUndefined();
  });
});

describe('resolveRegistrationForm: patterns and messages', () => {
  it('pins the messages of a field, the confirmation and the checkboxes', () => {
    const { form } = resolveWith(USERNAME_ONLY, settingsWith(), { messages: { letterFirstAlphanumeric: { en: 'Start with a letter. Must be {min} to {max} characters.' } } });
    const username = field(form, 'register', 'username');
    expect({ message: username?.message, requiredMessage: username?.requiredMessage }).toMatchInlineSnapshot(`
      {
        "message": {
          "en": "Start with a letter. Must be 6 to 16 characters.",
          "pt": "Deve começar com uma letra, seguida de letras ou dígitos. Deve ter entre 6 e 16 caracteres.",
        },
        "requiredMessage": {
          "en": "This field is required",
          "pt": "Este campo é obrigatório",
        },
      }
    `);
    expect(field(form, 'register', 'captcha')?.requiredMessage).toMatchInlineSnapshot(`
      {
        "en": "Please enter the captcha",
        "pt": "Digite o captcha",
      }
    `);
    expect(form.rules.filter((r) => r.kind === 'equals' || r.kind === 'checked')).toMatchInlineSnapshot(`
      [
        {
          "field": "confirmPassword",
          "kind": "equals",
          "message": {
            "en": "Incorrect confirmation input",
            "pt": "A confirmação não confere",
          },
          "messageKey": "form.inconsistent",
          "mode": "register",
          "other": "password",
        },
        {
          "field": "terms",
          "kind": "checked",
          "message": {
            "en": "Please accept the terms and conditions",
            "pt": "Aceite os termos e condições",
          },
          "messageKey": "not empty?",
          "mode": "register",
        },
        {
          "field": "ageConfirmed",
          "kind": "checked",
          "message": {
            "en": "Please confirm that you are at least 18 years old",
            "pt": "Confirme que você tem pelo menos 18 anos",
          },
          "messageKey": "form.ageConfirm",
          "mode": "register",
        },
      ]
    `);
  });

  it('lists the rules of a mode in form order', () => {
    const { form } = resolveWith({ ...USERNAME_ONLY, registrationSms: true });
    expect(
      form.rules.map((r) => `${r.mode} ${r.kind} ${r.field}${r.kind === 'pattern' ? ` ${r.patternId}` : r.kind === 'required' ? ` (${r.source})` : ''}`),
    ).toMatchInlineSnapshot(`
      [
        "register required username (rule)",
        "register pattern username letterFirstAlphanumeric",
        "register required password (rule)",
        "register pattern password noSpaces",
        "register required confirmPassword (rule)",
        "register equals confirmPassword",
        "register required payeeName (server)",
        "register pattern payeeName englishLettersAndSpaces",
        "register pattern email email",
        "register required mobileNum (rule)",
        "register pattern mobileNum digitsOnly",
        "register pattern captcha *",
        "register required verificationCode (rule)",
        "register pattern verificationCode digitsOnly",
        "register required paymentPassword (rule)",
        "register pattern paymentPassword digitsOnly",
        "register pattern fullName lettersAndSpaces",
        "register checked terms",
        "register checked ageConfirmed",
      ]
    `);
  });

  it('uses the server expression when it names no pattern id, and intrinsic patterns otherwise', () => {
    const { form } = resolveWith(
      USERNAME_ONLY,
      settingsWith({ fullName: { patternId: undefined, acceptedPattern: '^[A-Z][a-z]+$' }, email: { patternId: undefined }, captcha: { patternId: '*', acceptedPattern: '^[0-9]+$' } }),
    );
    expect(field(form, 'register', 'fullName')).toMatchObject({ patternId: '*', pattern: '^[A-Z][a-z]+$' });
    expect(field(form, 'register', 'fullName')?.message).toMatchInlineSnapshot(`
      {
        "en": "Enter a value in the accepted format. Must be at least 2 characters.",
        "pt": "Digite um valor no formato aceito. Deve ter pelo menos 2 caracteres.",
      }
    `);
    expect(field(form, 'register', 'email')).toMatchObject({ patternId: 'email' });
    expect(field(form, 'register', 'captcha')).toMatchObject({ patternId: '*', pattern: '^[0-9]+$' });
  });

  it('gives input types and label keys', () => {
    const { form } = resolveWith(USERNAME_ONLY, settingsWith({ birthday: { enabled: true } }, {}));
    expect(selectRegistrationFields(form, 'register').map((f) => `${f.name}:${f.inputType}:${f.labelKey}`)).toMatchInlineSnapshot(`
      [
        "username:text:registration.field.username",
        "password:password:registration.field.password",
        "confirmPassword:password:registration.field.confirmPassword",
        "payeeName:text:registration.field.payeeName",
        "email:email:registration.field.email",
        "mobileNum:tel:registration.field.mobileNum",
        "captcha:text:registration.field.captcha",
        "paymentPassword:password:registration.field.paymentPassword",
        "fullName:text:registration.field.fullName",
        "birthday:date:registration.field.birthday",
      ]
    `);
    expect(field(form, 'register', 'birthday')).toMatchObject({ patternId: 'date', required: false });
  });
});

describe('resolveRegistrationForm: the payee name is a real name', () => {
  it("says 'real name format' before the pattern's own message, in both languages (SPEC section 5)", () => {
    const { form } = resolveWith(USERNAME_ONLY, settingsWith());
    const payee = field(form, 'register', 'payeeName');
    expect(payee?.message?.en).toBe('Please enter your real name in the correct format: English letters (A-Z) and spaces only. Must be 2 to 50 characters.');
    expect(payee?.message?.pt).toMatch(/^Digite seu nome real no formato correto: \S/);
    // Other fields keep their pattern message alone.
    expect(field(form, 'register', 'username')?.message?.en).not.toContain('real name');
  });
});
