/** A deposit's or withdrawal's state as a coloured tag (SPEC section 4: credited, approved, rejected, failed). */
import { useMemberText, type MemberTextKey } from '../../member-texts/useMemberText';

export function StatusTag({ status }: { status: string }) {
  const t = useMemberText();
  const key = `status.${status}` as MemberTextKey;
  return <span className={`money-status money-status--${status}`} data-status={status}>{t(key)}</span>;
}
