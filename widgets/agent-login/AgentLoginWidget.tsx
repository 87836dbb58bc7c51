/**
 * The agent login page (/agent, SPEC sections 2 and 6): the shared sign-in form for agent accounts
 * only, the support hours (Mon-Fri 12:00-21:00 by default) and the customer-service button. A
 * signed-in agent goes on to /agentHome. The login call says it comes from this page, and the server
 * refuses any other account there as it refuses a wrong password ('error.loginFailed'), before any
 * session is made, so the page cannot tell agents from players. Should an answer still carry a
 * non-agent account, no session is taken ('error.nonAgent'). Either way the visitor stays on this
 * page, signed out.
 */
import { Navigate } from 'react-router-dom';
import type { AgentLoginProps } from '../../schemas/widgets';
import type { Weekday } from '../../schemas/widgets/vocabulary';
import { WEEKDAYS } from '../../schemas/widgets/vocabulary';
import { AGENT_HOME } from '../kit/auth/finishLogin';
import { LoginForm } from '../login-modal/LoginForm';
import { usePortalSession } from '../portal-context/PortalSession';
import { useText } from '../portal-context/useText';
import { AUTH_TEXTS } from '../../engine/i18n/texts/auth';
import { CustomerServiceButton } from '../status-screen/CustomerServiceButton';
import './agent-login.css';

const DEFAULT_DAYS: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

/** Groups days into runs in week order: mon,tue,wed,fri → [[mon, wed], [fri, fri]]. */
export function dayRuns(days: readonly Weekday[]): [Weekday, Weekday][] {
  const chosen = WEEKDAYS.filter((d) => days.includes(d));
  const runs: [Weekday, Weekday][] = [];
  for (const day of chosen) {
    const last = runs[runs.length - 1];
    if (last !== undefined && WEEKDAYS.indexOf(last[1]) === WEEKDAYS.indexOf(day) - 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** The props as the manifest gives them: the nested defaults of supportHours may be left out. */
export type AgentLoginWidgetProps = Partial<Omit<AgentLoginProps, 'supportHours'>> & { supportHours?: Partial<AgentLoginProps['supportHours']> };

export function AgentLoginWidget({ supportHours, showServiceButton = true }: AgentLoginWidgetProps) {
  const t = useText(AUTH_TEXTS);
  const { session } = usePortalSession();
  if (session.kind === 'agent') return <Navigate to={AGENT_HOME} replace />;
  const days = supportHours?.days ?? DEFAULT_DAYS;
  const from = supportHours?.from ?? '12:00';
  const to = supportHours?.to ?? '21:00';
  const dayText = dayRuns(days)
    .map(([first, last]) => (first === last ? t(`weekday.${first}`) : `${t(`weekday.${first}`)}-${t(`weekday.${last}`)}`))
    .join(', ');
  return (
    <section className="agent-login" aria-labelledby="agent-login-title">
      <div className="agent-login__card">
        <h1 id="agent-login-title" className="agent-login__title">{t('agentLogin.title')}</h1>
        <p className="agent-login__intro">{t('agentLogin.intro')}</p>
        <LoginForm next={AGENT_HOME} agentOnly inModal={false} showRegister={false} showForgot />
        <footer className="agent-login__support">
          <p className="agent-login__hours">{t('agentLogin.supportHours', { days: dayText, from, to })}</p>
          {showServiceButton && <CustomerServiceButton />}
        </footer>
      </div>
    </section>
  );
}
