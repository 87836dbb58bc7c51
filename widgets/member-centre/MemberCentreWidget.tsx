/**
 * The member centre's frame (SPEC section 2, /member?page=<id>): the resolved member menu with the
 * red count badges (a count above 0), the wallet summary, and the current page: the widgets the
 * layout places under `pages["member-<id>"]`, shown through the shell's slot. The route's guard has
 * already kept guests (login popup) and trial accounts (the real-account dialog) out.
 */
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { MemberCentreProps } from '../../schemas/widgets';
import { unreadCountOf } from '../app-header/signed-in/formatBalance';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useMemberText } from '../member-texts/useMemberText';
import { WalletSummary } from './WalletSummary';
import '../kit/ui/base.css';
import '../kit/money/money-kit.css';
import './member-centre.css';

type MenuEntry = ReturnType<typeof usePortal>['view']['memberMenu'][number];

/** The page a URL names, or the default page, or the first of the menu. */
export function currentMemberPage(menu: readonly MenuEntry[], requested: string | null, defaultPage: string): MenuEntry | undefined {
  return menu.find((m) => m.id === requested) ?? menu.find((m) => m.id === defaultPage) ?? menu[0];
}

function Badge({ count }: { count: number }) {
  const t = useMemberText();
  if (count <= 0) return null;
  return (
    <span className="member-centre__badge" data-testid="member-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('centre.badge', { count })}</span>
    </span>
  );
}

/**
 * Counts behind the badges: platform messages from the inbox's unread count; the reward centre's
 * claimable promotions and the missions completed but not claimed from their pages' own reads (the
 * same query keys, so a claim there updates the badge without a reload).
 */
function useBadgeCounts(menu: readonly MenuEntry[]): Partial<Record<NonNullable<MenuEntry['badge']>, number>> {
  const { useCall } = usePortalData();
  const { view } = usePortal();
  const wants = (badge: MenuEntry['badge']) => menu.some((m) => m.badge === badge);
  const unread = useCall('unreadCount', undefined, { enabled: wants('messageV2') });
  const rewards = useCall('availablePromotions', { language: view.language }, { enabled: wants('rewardCenter') });
  const missions = useCall('missionSummary', { language: view.language }, { enabled: wants('missionLeaderboard') });
  return { messageV2: unreadCountOf(unread.data) ?? 0, rewardCenter: rewards.data?.claimable ?? 0, missionLeaderboard: missions.data?.completed ?? 0 };
}

export function MemberCentreWidget({ defaultPage = 'securityCenter', showSummaryCard = true }: Partial<MemberCentreProps>) {
  const { view, Slot } = usePortal();
  const t = useMemberText();
  const [params] = useSearchParams();
  const headingId = useId();
  const menu = view.memberMenu;
  const current = currentMemberPage(menu, params.get('page'), defaultPage);
  const counts = useBadgeCounts(menu);

  return (
    <div className="member-centre">
      <aside className="member-centre__aside">
        {showSummaryCard && <WalletSummary />}
        <nav className="member-centre__menu" aria-label={t('centre.menu')}>
          <ul>
            {menu.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={entry.path ?? `/member?page=${entry.id}`}
                  className="member-centre__entry"
                  aria-current={entry.id === current?.id ? 'page' : undefined}
                  data-page={entry.id}
                >
                  {entry.label}
                  {entry.badge !== undefined && <Badge count={counts[entry.badge] ?? 0} />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <section className="member-centre__page" aria-labelledby={headingId} data-page={current?.id}>
        <h1 id={headingId} className="member-centre__title">{current?.label}</h1>
        {current === undefined || current.widgets.length === 0
          ? <p className="member-centre__none" role="status">{t('centre.noPage')}</p>
          : current.widgets.map((placement) => <Slot key={`${current.id}/${placement.id}`} widget={placement.widget} props={placement.props} />)}
      </section>
    </div>
  );
}
