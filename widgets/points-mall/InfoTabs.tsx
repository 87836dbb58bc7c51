/** The rules and the exchange-rate table, with the tenant's figures from the points configuration. */
import type { PointConfigValue } from '../../schemas/api/points';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { formatCurrency } from '../kit/money/amounts';
import { useText } from '../portal-context/useText';
import { formatPoints, usePointsText } from './usePointsText';

function figures(config: PointConfigValue, language: 'pt' | 'en') {
  return {
    points: formatPoints(config.convertPoints, language),
    amount: formatCurrency(config.convertAmount, language, config.currencySymbol),
    min: formatPoints(config.minConvertPoints, language),
  };
}

export function RulesTab() {
  const { view } = usePortal();
  const t = usePointsText();
  const config = usePortalData().useCall('pointConfig');
  return (
    <DataStatus result={config} isEmpty={() => false}>
      {(value) => (
        <ol className="points-rules" data-testid="points-rules">
          <li>{t('rules.earn')}</li>
          <li>{t('rules.expire')}</li>
          <li>{t('rules.redeem')}</li>
          <li>{t('rules.requirement')}</li>
          <li>{t('rules.convert', figures(value, view.language))}</li>
        </ol>
      )}
    </DataStatus>
  );
}

export function ExchangeRatesTab() {
  const { view } = usePortal();
  const t = usePointsText();
  const text = useText();
  const config = usePortalData().useCall('pointConfig');
  return (
    <DataStatus result={config} isEmpty={() => false}>
      {(value) => (
        <>
          <p data-testid="points-convert-rate">{t('rates.convert', figures(value, view.language))}</p>
          <div className="points-table__scroll">
            <table className="points-table" data-testid="points-rates">
              <caption>{t('rates.caption')}</caption>
              <thead><tr><th scope="col">{t('col.gameType')}</th><th scope="col">{t('col.rate')}</th></tr></thead>
              <tbody>
                {value.earnRates.map((r) => (
                  <tr key={r.gameType}>
                    <td>{text(`gameType.${r.gameType}`)}</td>
                    <td className="points-table__num">{formatPoints(String(r.pointsPerHundred), view.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </DataStatus>
  );
}
