/**
 * The signed-in part of the header: the member info (balance, deposit and withdraw, a trial label)
 * and the avatar menu. A chunk of its own, outside the frame's (engine/build/chunkGroups.ts groups only
 * a widget folder's own files): a guest's pages, most first visits, never download it.
 */
import { usePortal } from '../../portal-context/PortalContext';
import { AccountMenu } from './AccountMenu';
import { MemberInfo } from './MemberInfo';

export function SignedInTools({ balanceHiddenByDefault }: { balanceHiddenByDefault: boolean }) {
  const { view } = usePortal();
  return (
    <div className="app-header__signed-in">
      {view.header.showBalance && <MemberInfo hiddenByDefault={balanceHiddenByDefault} />}
      <AccountMenu />
    </div>
  );
}
