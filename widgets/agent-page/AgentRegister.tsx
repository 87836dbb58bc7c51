/**
 * Register a downline (registerCenter): a member or an agent directly under the signed-in agent,
 * with the tenant's registration rules (checked by the server; the fields it names are marked). A
 * refused registration shows the catalogue's message and keeps what was typed; a registered one
 * clears the form and the downline tree shows the new account.
 */
import { useId, useState, type FormEvent } from 'react';
import { NICKNAME_MAX_LENGTH } from '../../schemas/domain';
import { errorValue } from '../kit/ui/errorText';
import { usePortalData } from '../portal-context/PortalData';
import { MoneyNote } from '../kit/money/MoneyNote';
import { agentErrorKey, useAgentErrorText } from '../agent-texts/agentError';
import { useAgentText } from '../agent-texts/useAgentText';
import '../kit/money/money-kit.css';

type Kind = 'member' | 'agent';
type Field = 'username' | 'nickname' | 'password' | 'confirmPassword';
const EMPTY: Record<Field, string> = { username: '', nickname: '', password: '', confirmPassword: '' };

export function AgentRegister() {
  const t = useAgentText();
  const errorText = useAgentErrorText();
  const { call, invalidate } = usePortalData().useCaller();
  const id = useId();
  const [kind, setKind] = useState<Kind>('member');
  const [values, setValues] = useState(EMPTY);
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [done, setDone] = useState<string | undefined>(undefined);
  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = (['username', 'password', 'confirmPassword'] as const).filter((f) => values[f].trim() === '');
    const mismatch = values.confirmPassword !== '' && values.confirmPassword !== values.password ? ['confirmPassword'] : [];
    if (missing.length > 0 || mismatch.length > 0) {
      setInvalid([...missing, ...mismatch]);
      setFailure(t(missing.length > 0 ? 'register.required' : 'register.mismatch'));
      return;
    }
    // The last one's note stays until another one starts: a stray second click that fails the checks
    // (the form already emptied by the first) must not hide that the first went through.
    setDone(undefined);
    setBusy(true);
    setFailure(undefined);
    setInvalid([]);
    try {
      const answer = await call('agentRegister', { kind, username: values.username.trim(), password: values.password, confirmPassword: values.confirmPassword, ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}) });
      setValues(EMPTY);
      setDone(t(answer.isAgent ? 'register.doneAgent' : 'register.doneMember', { account: answer.account }));
      void invalidate(['agentDownlines', 'agentOverview']);
    } catch (error) {
      const fields = errorValue(error)?.['fields'];
      setInvalid(Array.isArray(fields) ? fields.map(String) : []);
      setFailure(errorText(agentErrorKey(error)));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, type: 'text' | 'password', label: string, hint?: string) => (
    <div className="money-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`} className="agent-input" type={type} value={values[name]} onChange={(e) => set(name, e.target.value)}
        autoComplete={type === 'password' ? 'new-password' : 'off'} maxLength={name === 'nickname' ? NICKNAME_MAX_LENGTH : 64}
        aria-invalid={invalid.includes(name) ? true : undefined} aria-describedby={hint ? `${id}-${name}-hint` : undefined} data-testid={`register-${name}`}
      />
      {hint !== undefined && <p id={`${id}-${name}-hint`} className="money-field__hint">{hint}</p>}
    </div>
  );

  return (
    <section className="agent-section" aria-labelledby={`${id}-title`} data-testid="agent-register">
      <h2 id={`${id}-title`}>{t('register.title')}</h2>
      <form className="money-form" onSubmit={(e) => { void submit(e); }} noValidate aria-busy={busy} data-testid="agent-register-form">
        <fieldset className="agent-register__kind">
          <legend>{t('register.kind')}</legend>
          {(['member', 'agent'] as const).map((k) => (
            <label key={k}>
              <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} data-testid={`register-kind-${k}`} />
              {' '}{t(k === 'member' ? 'downlines.member' : 'downlines.agent')}
            </label>
          ))}
        </fieldset>
        {field('username', 'text', t('register.username'), t('register.usernameHint'))}
        {field('nickname', 'text', t('register.nickname'))}
        {field('password', 'password', t('register.password'), t('register.passwordHint'))}
        {field('confirmPassword', 'password', t('register.confirm'))}
        <div className="money-form__actions">
          <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{t('register.submit')}</button>
        </div>
        {failure !== undefined && <MoneyNote tone="error">{failure}</MoneyNote>}
        {done !== undefined && <MoneyNote tone="ok" testId="agent-register-done">{done}</MoneyNote>}
      </form>
    </section>
  );
}
