/** A contract's tiers: thresholds and the rate of each (the popup and the contract pages show it). */
import type { ContractView } from '../../../schemas/api/agent';
import { formatMoney } from '../money/amounts';
import { usePortal } from '../../portal-context/PortalContext';
import { formatRate, useAgentText } from '../../agent-texts/useAgentText';

export function TiersTable({ tiers }: { tiers: ContractView['tiers'] }) {
  const { view } = usePortal();
  const t = useAgentText();
  return (
    <table className="agent-tiers">
      <caption className="visually-hidden">{t('tier.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tier.validBet')}</th>
          <th scope="col">{t('tier.profitLoss')}</th>
          <th scope="col">{t('tier.activeMembers')}</th>
          <th scope="col">{t('tier.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, i) => (
          <tr key={i}>
            <td>{formatMoney(tier.validBet, view.language)}</td>
            <td>{formatMoney(tier.profitLoss, view.language)}</td>
            <td>{tier.activeMembers}</td>
            <td>{formatRate(tier.rateBp, view.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
