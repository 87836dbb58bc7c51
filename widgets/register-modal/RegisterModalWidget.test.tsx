// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOTH_MODES, MOBILE_ONLY, USERNAME_ONLY, resolveWith, settingsWith } from '../../engine/registration/fixtures';
import type { RegistrationForm } from '../../engine/registration/index';
import type { ResolvedSite } from '../../engine/index';
import type { RegisterModalProps } from '../../schemas/widgets';
import { defaultWidgetProps } from '../defaultWidgetProps';
import type { PortalSessionValue } from '../portal-context/PortalSession';
import { renderWidget, type FakeCallers } from '../portal-context/testing/renderWithPortal';
import { RegisterModalWidget } from './index';
import { isCommonPassword } from '../kit/auth/rules';

// The common-password list loads on demand: load it once, so a submit checks it at once.
beforeAll(async () => {
  await isCommonPassword('warm-up');
});

// The human check is solved by the widget's hook; its own tests are in widgets/kit/auth.
vi.mock('../kit/auth/humanCheck', () => ({ useHumanCheck: () => () => Promise.resolve({ altcha: 'solved' }) }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const DEFAULTS: RegisterModalProps = { showBanner: true, minimumAge: 18 };

/** A failure as the API client rejects: a catalogue key as code, the server's flags as value. */
function apiError(code: string, value?: Record<string, unknown>): Error {
  return Object.assign(new Error(code), { code, ...(value === undefined ? {} : { value }) });
}

const USERNAME_FORM = resolveWith(USERNAME_ONLY).form;

interface Setup {
  form?: RegistrationForm;
  props?: Partial<RegisterModalProps>;
  callers?: FakeCallers;
  language?: 'en' | 'pt';
  signIn?: PortalSessionValue['signIn'];
  /** A jurisdiction's sign-up extras (the resolved site's signUp); none when absent. */
  signUp?: ResolvedSite['signUp'];
}

function setup({ form = USERNAME_FORM, props = {}, callers = {}, language = 'en', signIn: signInImpl, signUp }: Setup = {}) {
  const signIn = vi.fn<PortalSessionValue['signIn']>(signInImpl ?? (() => Promise.resolve({ kind: 'member' })));
  const closeModal = vi.fn();
  const openModal = vi.fn();
  const showMessage = vi.fn(() => Promise.resolve(true));
  const useBanners = vi.fn(() => ({ data: [{ id: '1', groupName: 'w_register' as const, title: 'Join us', url: '/banner/register.png', linkageType: 'NONE' as const, linkageUrl: '' }], isPending: false, isError: false, refetch: () => undefined }));
  const view = renderWidget(<RegisterModalWidget {...DEFAULTS} {...props} />, {
    language,
    path: '/register',
    modal: { modal: 'register-modal' },
    site: { registrationForm: form, ...(signUp === undefined ? {} : { signUp }) } as Partial<ResolvedSite>,
    actions: { closeModal, openModal, showMessage },
    data: { useBanners },
    sessionValue: { signIn },
    calls: {
      captcha: () => ({ id: 'captcha-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' }),
      countryCodes: () => [{ countryCode: 'BR', countryDialingCode: '+55', countryName: 'Brasil' }],
    },
    callers,
  });
  return { ...view, closeModal, openModal, showMessage, useBanners, signIn };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));
const errorOf = (label: string) => {
  const input = field(label);
  const ids = input.getAttribute('aria-describedby') ?? '';
  return ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join('');
};

function fillGoodUsernameForm() {
  type('Username', 'player01');
  type('Password', 'S3cret!!');
  type('Confirm password', 'S3cret!!');
  type('Real name', 'John Smith');
  type('Payment password', '123456');
  fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /at least 18 years old/ }));
}

describe('RegisterModalWidget', () => {
  it('tests against the schema defaults', () => {
    expect(defaultWidgetProps('register-modal')).toEqual(DEFAULTS);
  });

  it('is a modal dialog with the w_register banner and every enabled field of the username mode', () => {
    const { useBanners } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Create an account' });
    expect(useBanners).toHaveBeenCalledWith('w_register');
    expect(within(dialog).getByRole('img', { name: 'Join us' })).toBeTruthy();
    const labels = within(dialog).getAllByRole('textbox').map((i) => i.id);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of ['Username', 'Password', 'Confirm password', 'Real name', 'E-mail', 'Mobile number', 'Payment password', 'Full name', 'Captcha']) {
      expect(field(label)).toBeTruthy();
    }
    // Required flags from the engine: marked and announced.
    expect(field('Username').getAttribute('aria-required')).toBe('true');
    expect(field('E-mail').getAttribute('aria-required')).toBe('false');
    // Disabled by the server (QQ), or not in this mode without SMS (verification code): not shown.
    expect(screen.queryByLabelText(/^QQ/)).toBeNull();
    expect(screen.queryByLabelText(/^Verification code/)).toBeNull();
    // Only one mode: no mode tabs.
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(field('Password').type).toBe('password');
  });

  it("says 'Items marked * are required' above the fields (SPEC section 5), in Portuguese too", () => {
    setup();
    expect(screen.getByText('Items marked * are required')).toBeTruthy();
    cleanup();
    setup({ language: 'pt' });
    expect(screen.getByText('Os itens marcados com * são obrigatórios')).toBeTruthy();
  });

  it('hides the banner when showBanner is off', () => {
    const { useBanners } = setup({ props: { showBanner: false } });
    expect(useBanners).not.toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: 'Join us' })).toBeNull();
  });

  it('opens in mobile mode when the site switches mobile registration on, with the SMS code', () => {
    setup({ form: resolveWith({ ...MOBILE_ONLY, registrationSms: true }).form });
    expect(screen.queryByLabelText(/^Username/)).toBeNull();
    expect(field('Mobile number').getAttribute('aria-required')).toBe('true');
    expect(field('Verification code')).toBeTruthy();
    expect(document.querySelector('form')?.getAttribute('data-mode')).toBe('registerMobile');
  });

  it('offers both modes as tabs when both are allowed, opening on the mobile one and keeping typed values', () => {
    setup({ form: resolveWith(BOTH_MODES).form });
    const tabs = screen.getByRole('tablist', { name: 'Register with' });
    const mobileTab = within(tabs).getByRole('tab', { name: 'Mobile number' });
    expect(mobileTab.getAttribute('aria-selected')).toBe('true');
    type('Real name', 'Ann Lee');
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Username' }));
    expect(field('Username')).toBeTruthy();
    expect(field('Real name').value).toBe('Ann Lee');
  });

  it('shows each rule message beside its field and calls nothing while the form is invalid', async () => {
    const register = vi.fn(() => ({ token: 't' }));
    setup({ callers: { register } });
    submit();
    expect(await screen.findByText('Please accept the terms and conditions')).toBeTruthy();
    expect(screen.getByText('Please confirm that you are at least 18 years old')).toBeTruthy();
    expect(errorOf('Username')).toBe('This field is required');
    expect(errorOf('Password')).toBe('This field is required');
    expect(errorOf('Real name')).toBe('This field is required');
    expect(errorOf('E-mail')).toBe('');
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');

    type('Username', '1player');
    await waitFor(() => expect(errorOf('Username')).toMatch(/6 to 16 characters/));
    type('Password', 'S3cret!!');
    type('Confirm password', 'S3cret!?');
    await waitFor(() => expect(errorOf('Confirm password')).toBe('Incorrect confirmation input'));
    type('Mobile number', '123');
    await waitFor(() => expect(errorOf('Mobile number')).toMatch(/exactly 11 characters/));
    type('E-mail', 'nope');
    await waitFor(() => expect(errorOf('E-mail')).toMatch(/valid email address/));
    expect(register).not.toHaveBeenCalled();
  });

  it('names the age of the props', async () => {
    setup({ props: { minimumAge: 21 } });
    expect(screen.getByRole('checkbox', { name: /at least 21 years old/ })).toBeTruthy();
    submit();
    expect(await screen.findByText('Please confirm that you are at least 21 years old')).toBeTruthy();
  });

  it('registers, signs in with the returned token, closes and goes home', async () => {
    const register = vi.fn((_params: unknown) => ({ token: 'new-token' }));
    const { signIn, closeModal } = setup({ callers: { register } });
    fillGoodUsernameForm();
    type('Captcha', 'x7Y2');
    submit();
    await waitFor(() => expect(closeModal).toHaveBeenCalledTimes(1));
    expect(register).toHaveBeenCalledTimes(1);
    const payload = register.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(payload).toMatchObject({
      username: 'player01', password: 'S3cret!!', confirmPassword: 'S3cret!!', payeeName: 'John Smith', paymentPassword: '123456',
      captcha: 'x7Y2', captchaId: 'captcha-1', terms: true, ageConfirmed: true, registerMethod: 'WEB', login: true,
    });
    expect(typeof payload.domain).toBe('string');
    // Optional fields left empty are not sent; nor are fields of the other mode.
    expect(payload).not.toHaveProperty('email');
    expect(payload).not.toHaveProperty('verificationCode');
    expect(signIn).toHaveBeenCalledWith('new-token');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('checks the invitation code first; a bad one shows invitation_code_error beside it and keeps the values', async () => {
    const form = resolveWith(USERNAME_ONLY, settingsWith({ affiliateCode: { enabled: true, required: false } })).form;
    const affiliateCheck = vi.fn((_params: unknown) => { throw apiError('invitation_code_error'); });
    const register = vi.fn(() => ({ token: 't' }));
    const { closeModal } = setup({ form, callers: { affiliateCheck, register } });
    fillGoodUsernameForm();
    type('Invitation code', 'nobody');
    submit();
    await waitFor(() => expect(errorOf('Invitation code')).toBe('Invalid invitation code'));
    expect(affiliateCheck).toHaveBeenCalledWith(expect.objectContaining({ code: 'nobody' }));
    expect(register).not.toHaveBeenCalled();
    expect(closeModal).not.toHaveBeenCalled();
    expect(field('Username').value).toBe('player01');
    expect(field('Invitation code').value).toBe('nobody');
    expect((screen.getByRole('checkbox', { name: /terms and conditions/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('registers after a good invitation code', async () => {
    const form = resolveWith(USERNAME_ONLY, settingsWith({ affiliateCode: { enabled: true, required: false } })).form;
    const order: string[] = [];
    const affiliateCheck = vi.fn(() => { order.push('affiliate'); return { code: 'AGENT1', valid: true as const }; });
    const register = vi.fn((_params: unknown) => { order.push('register'); return { token: 't' }; });
    const { closeModal } = setup({ form, callers: { affiliateCheck, register } });
    fillGoodUsernameForm();
    type('Invitation code', 'agent1');
    submit();
    await waitFor(() => expect(closeModal).toHaveBeenCalled());
    expect(order).toEqual(['affiliate', 'register']);
    expect(register.mock.calls[0]?.[0]).toMatchObject({ affiliateCode: 'agent1' });
  });

  it('a failed registration shows its catalogue message and keeps every typed value (a new captcha)', async () => {
    const register = vi.fn(() => { throw apiError('error.functionDisabled'); });
    const { closeModal, signIn } = setup({ callers: { register } });
    fillGoodUsernameForm();
    type('E-mail', 'a@b.co');
    type('Captcha', 'x7Y2');
    submit();
    const alert = await screen.findByText('Function not enabled, please contact customer service');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(closeModal).not.toHaveBeenCalled();
    expect(signIn).not.toHaveBeenCalled();
    expect(field('Username').value).toBe('player01');
    expect(field('Password').value).toBe('S3cret!!');
    expect(field('Confirm password').value).toBe('S3cret!!');
    expect(field('E-mail').value).toBe('a@b.co');
    expect(field('Captcha').value).toBe('');
  });

  it('puts a taken username beside the username field', async () => {
    const register = vi.fn(() => { throw apiError('error.usernameTaken'); });
    setup({ callers: { register } });
    fillGoodUsernameForm();
    submit();
    await waitFor(() => expect(errorOf('Username')).toBe('This username is already registered'));
    expect(field('Username').value).toBe('player01');
  });

  it('marks the fields the server refused with their rule message', async () => {
    const register = vi.fn(() => { throw apiError('error.invalidRequest', { fields: ['username'], reason: 'x' }); });
    setup({ callers: { register } });
    fillGoodUsernameForm();
    submit();
    expect(await screen.findByText('The request is not valid')).toBeTruthy();
    expect(errorOf('Username')).toMatch(/6 to 16 characters/);
  });

  it('keeps the values when sign-in after registration fails', async () => {
    const register = vi.fn(() => ({ token: 'new-token' }));
    const signIn = (): Promise<never> => Promise.reject(apiError('error.networkAbnormal'));
    const { closeModal } = setup({ callers: { register }, signIn });
    fillGoodUsernameForm();
    submit();
    expect(await screen.findByText('Network link is abnormal, please try again')).toBeTruthy();
    expect(closeModal).not.toHaveBeenCalled();
    expect(field('Username').value).toBe('player01');
  });

  it('mobile registration: sends the SMS code for a valid number, then registers by mobile', async () => {
    const form = resolveWith({ ...MOBILE_ONLY, registrationSms: true }).form;
    const smsRegister = vi.fn((_params: unknown) => ({ expiredMinutes: 2 }));
    const registerMobile = vi.fn((_params: unknown) => ({ token: 'mobile-token' }));
    const { signIn, closeModal } = setup({ form, callers: { smsRegister, registerMobile } });
    const send = screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    type('Mobile number', '123');
    expect(send.disabled).toBe(true);
    type('Mobile number', '13800138000');
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() => expect(smsRegister).toHaveBeenCalledWith({ mobileNum: '13800138000', countryDialingCode: '+55', altcha: 'solved' }));
    expect(await screen.findByRole('button', { name: 'Resend in 120s' })).toBeTruthy();

    type('Verification code', '123456');
    type('Real name', 'Ann Lee');
    type('Payment password', '654321');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /at least 18 years old/ }));
    await act(async () => { submit(); });
    await waitFor(() => expect(closeModal).toHaveBeenCalled());
    const payload = registerMobile.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(payload).toMatchObject({ mobileNum: '13800138000', countryDialingCode: '+55', verificationCode: '123456', terms: true, ageConfirmed: true });
    expect(payload).not.toHaveProperty('registerMethod');
    expect(payload).not.toHaveProperty('username');
    expect(signIn).toHaveBeenCalledWith('mobile-token');
  });

  it('links to the login modal', () => {
    const { openModal } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(openModal).toHaveBeenCalledWith({ modal: 'login-modal' });
  });

  it('speaks Portuguese by default texts of the catalogue', async () => {
    setup({ language: 'pt' });
    expect(screen.getByRole('dialog', { name: 'Criar conta' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Confirme que você tem pelo menos 18 anos')).toBeTruthy();
  });
});

/** lusa's sign-up under BR (engine/jurisdictions/BR/profile.json). */
const BR_SIGN_UP: ResolvedSite['signUp'] = { fields: ['cpf', 'birthDate', 'gender'], minimumAge: 18, limits: ['loss', 'time'], riskWarning: true };

function fillGoodSignUp(cpf = '52998224725') {
  type('CPF', cpf);
  type('Date of birth', '1990-05-17');
  fireEvent.change(screen.getByLabelText(/^Gender/), { target: { value: 'female' } });
  type('Loss limit', '250,50');
  type('Play-time limit \\(minutes\\)', '120');
  fireEvent.click(screen.getByRole('checkbox', { name: /risk warning/ }));
}

describe('RegisterModalWidget under a jurisdiction (lusa, BR)', () => {
  it('shows the CPF, birth date, gender, the loss and time limits with their periods, and the risk warning to tick', () => {
    setup({ signUp: BR_SIGN_UP });
    expect(field('CPF').getAttribute('aria-required')).toBe('true');
    expect(field('Date of birth').type).toBe('date');
    const gender = screen.getByLabelText(/^Gender/) as HTMLSelectElement;
    expect([...gender.options].map((o) => o.value)).toEqual(['', 'female', 'male', 'other']);
    expect(field('Loss limit')).toBeTruthy();
    expect(field('Play-time limit \\(minutes\\)')).toBeTruthy();
    expect(screen.getAllByLabelText('Period').map((s) => (s as HTMLSelectElement).value)).toEqual(['month', 'day']);
    expect(screen.getByText(/Betting involves the risk of losing money/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /I have read the risk warning/ })).toBeTruthy();
  });

  it('speaks Portuguese by default on lusa', () => {
    setup({ signUp: BR_SIGN_UP, language: 'pt' });
    expect(screen.getByLabelText(/^Gênero/)).toBeTruthy();
    expect(screen.getByLabelText(/^Data de nascimento/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Li o aviso de risco/ })).toBeTruthy();
  });

  it('masks the CPF as it is typed', () => {
    setup({ signUp: BR_SIGN_UP });
    type('CPF', '52998224725');
    expect(field('CPF').value).toBe('529.982.247-25');
  });

  it('refuses a wrong CPF beside the field, and each missing extra beside its own, before any call', async () => {
    const register = vi.fn(() => ({ token: 't' }));
    setup({ signUp: BR_SIGN_UP, callers: { register } });
    fillGoodUsernameForm();
    type('CPF', '52998224724');
    submit();
    await waitFor(() => expect(errorOf('CPF')).toContain('Check your CPF: its digits do not add up'));
    expect(errorOf('Date of birth')).toBe('Enter your date of birth');
    expect(errorOf('Loss limit')).toBe('Choose this limit and its period');
    expect(screen.getByText('Please confirm that you have read the risk warning')).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
    type('Date of birth', '2015-01-01');
    await waitFor(() => expect(errorOf('Date of birth')).toBe('You must be at least 18 years old to sign up'));
  });

  it('sends the CPF as its digits, the birth date, gender, limits with periods and the acknowledgement', async () => {
    const register = vi.fn((_params: unknown) => ({ token: 'new-token' }));
    const { closeModal } = setup({ signUp: BR_SIGN_UP, callers: { register } });
    fillGoodUsernameForm();
    type('Captcha', 'x7Y2');
    fillGoodSignUp();
    fireEvent.change(screen.getAllByLabelText('Period')[0]!, { target: { value: 'week' } });
    submit();
    await waitFor(() => expect(closeModal).toHaveBeenCalledTimes(1));
    expect(register.mock.calls[0]?.[0]).toMatchObject({
      cpf: '52998224725', birthDate: '1990-05-17', gender: 'female',
      lossLimit: '250.50', lossLimitPeriod: 'week', timeLimit: '120', timeLimitPeriod: 'day', riskAcknowledged: true,
    });
  });

  it("shows the server's refusal at the field: a CPF already used", async () => {
    const register = vi.fn(() => { throw apiError('error.cpfTaken', { fields: ['cpf'] }); });
    const { closeModal } = setup({ signUp: BR_SIGN_UP, callers: { register } });
    fillGoodUsernameForm();
    type('Captcha', 'x7Y2');
    fillGoodSignUp();
    submit();
    await waitFor(() => expect(errorOf('CPF')).toContain('This CPF cannot be used for a new account'));
    expect(closeModal).not.toHaveBeenCalled();
    expect(field('CPF').value).toBe('529.982.247-25');
  });

  it('keeps the old form without a jurisdiction (redeprime): no extras drawn or sent', async () => {
    const register = vi.fn((_params: unknown) => ({ token: 'new-token' }));
    const { closeModal } = setup({ callers: { register } });
    expect(screen.queryByLabelText(/^CPF/)).toBeNull();
    expect(screen.queryByLabelText(/^Gender/)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /risk warning/ })).toBeNull();
    fillGoodUsernameForm();
    type('Captcha', 'x7Y2');
    submit();
    await waitFor(() => expect(closeModal).toHaveBeenCalledTimes(1));
    for (const key of ['cpf', 'birthDate', 'gender', 'lossLimit', 'timeLimit', 'riskAcknowledged']) expect(register.mock.calls[0]?.[0]).not.toHaveProperty(key);
  });
});
