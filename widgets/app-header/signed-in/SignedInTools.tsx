/**
 * The signed-in part of the header: the member info (balance, deposit and withdraw, a trial label)
 * and the avatar menu. A chunk of its own, outside the frame's (engine/build/chunkGroups.ts groups only
 * a widget folder's own files): a guest's pages, most first visits, never download it.
 */
import { usePortal } from '../../portal-context/PortalContext';
import { AccountMenu } from './AccountMenu';
import { MemberInfo } from './MemberInfo';
import { RealityCheck } from './RealityCheck';
import { usePortalSession } from '../../portal-context/PortalSession';

export function SignedInTools({ balanceHiddenByDefault }: { balanceHiddenByDefault: boolean }) {
  const { view } = usePortal();
  const { session } = usePortalSession();
  return (
    <div className="app-header__signed-in">
      {view.header.showBalance && <MemberInfo hiddenByDefault={balanceHiddenByDefault} />}
      <AccountMenu />
      {/* The reality check is a real member's (issue 38): a trial account has no money to lose, an agent plays as a member does. */}
      {(session.kind === 'member' || session.kind === 'agent') && <RealityCheck />}
    </div>
  );
}
