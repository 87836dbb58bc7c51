/**
 * What the member's real play earned (playStanding: VIP level, rescue bonus), read once and shared by
 * the VIP and rescue-task pages, with the amount format of the visitor's language.
 */
import type { ReactNode } from 'react';
import type { PlayStandingValue } from '../../schemas/api/wallet';
import { DataStatus } from '../kit/ui/DataStatus';
import { formatMoney } from '../kit/money/amounts';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';

export function PlayStanding({ children }: { children: (value: PlayStandingValue, money: (amount: string) => string) => ReactNode }) {
  const { view } = usePortal();
  const standing = usePortalData().useCall('playStanding');
  const money = (amount: string) => formatMoney(amount, view.language);
  return <DataStatus result={standing} isEmpty={() => false}>{(value) => children(value, money)}</DataStatus>;
}
