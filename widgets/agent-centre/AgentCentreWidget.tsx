/**
 * The agent centre's frame (SPEC section 2, /agentHome?page=<id>): the clock with the tenant's GMT
 * offset, the agent's nickname, sign-out, the left menu the engine resolved (base pages, then one
 * page per contract type the agent holds), and the current page: the widgets the layout places under
 * `pages["agent-<id>"]`, shown through the shell's slot. The route's guard has already sent guests,
 * members and trial accounts to /agent. The contract popup is the shell's, on every page.
 */
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AgentCentreProps } from '../../schemas/widgets';
import { errorTextKey } from '../kit/ui/errorText';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions, usePortalData } from '../portal-context/PortalData';
import { usePortalSession } from '../portal-context/PortalSession';
import { useAgentText } from '../agent-texts/useAgentText';
import { AgentClock } from './AgentClock';
import '../kit/ui/base.css';
import '../kit/money/money-kit.css';
import '../kit/records/records-kit.css';
import './agent-centre.css';

type MenuEntry = ReturnType<typeof usePortal>['view']['agentMenu'][number];

const SERVICE_PAGE = 'agentCustomerService';

/** The page a URL names, or the default page, or the first of the menu. */
export function currentAgentPage(menu: readonly MenuEntry[], requested: string | null, defaultPage: string): MenuEntry | undefined {
  return menu.find((m) => m.id === requested) ?? menu.find((m) => m.id === defaultPage) ?? menu[0];
}

export function AgentCentreWidget({ defaultPage = 'agentAnnouncement', showClock = true }: Partial<AgentCentreProps>) {
  const { site, view, Slot } = usePortal();
  const t = useAgentText();
  const { member, signOut } = usePortalSession();
  const { showMessage } = usePortalActions();
  const info = usePortalData().useCall('agentInfo');
  const [params] = useSearchParams();
  const headingId = useId();
  // Customer service is the tenant's service link (a new tab), shown where the tenant has one.
  const serviceUrl = site.status.customerServiceUrl;
  const menu = view.agentMenu.filter((entry) => entry.id !== SERVICE_PAGE || serviceUrl !== undefined);
  const current = currentAgentPage(menu, params.get('page'), defaultPage);

  const askSignOut = async () => {
    if (!(await showMessage({ text: 'in_sure_logout', tone: 'confirm' }))) return;
    try {
      await signOut();
    } catch (error) {
      await showMessage({ text: errorTextKey(error), tone: 'warning' });
    }
  };

  return (
    <div className="agent-centre" data-testid="agent-centre">
      <div className="agent-centre__bar">
        {showClock && info.data !== undefined && <AgentClock offsetMinutes={info.data.gmtOffsetMinutes} />}
        <p className="agent-centre__name" data-testid="agent-nickname">{t('centre.greeting', { name: member?.nickname ?? member?.account ?? '' })}</p>
        <button type="button" className="wl-button agent-centre__sign-out" onClick={() => { void askSignOut(); }}>{t('centre.signOut')}</button>
      </div>
      <div className="agent-centre__body">
        <nav className="agent-centre__menu" aria-label={t('centre.menu')}>
          <ul>
            {menu.map((entry) => (
              <li key={entry.id}>
                {entry.id === SERVICE_PAGE ? (
                  <a href={serviceUrl} target="_blank" rel="noopener noreferrer" className="agent-centre__entry" data-page={entry.id}>{entry.label}</a>
                ) : (
                  <Link to={entry.path ?? `/agentHome?page=${entry.id}`} className="agent-centre__entry" aria-current={entry.id === current?.id ? 'page' : undefined} data-page={entry.id}>
                    {entry.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <section className="agent-centre__page" aria-labelledby={headingId} data-page={current?.id}>
          <h1 id={headingId} className="agent-centre__title">{current?.label}</h1>
          {current === undefined || current.widgets.length === 0
            ? <p className="agent-centre__none" role="status">{t('centre.noPage')}</p>
            : current.widgets.map((placement) => <Slot key={`${current.id}/${placement.id}`} widget={placement.widget} props={placement.props} />)}
        </section>
      </div>
    </div>
  );
}
