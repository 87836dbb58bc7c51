/**
 * The points mall (route /pointMall, PointMall lazy group): the member's points (never expiring),
 * converting them to cash by the tenant's ratio, and the tabs the layout lists: rewards to redeem,
 * the redeem history, the point details, the rules and the exchange-rate table. A tenant whose
 * manifest has no points mall shows a note instead (its server refuses the calls too). The route's
 * guard has already kept guests and trial accounts out.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { PointsMallProps } from '../../schemas/widgets';
import type { PointsMallTab } from '../../schemas/widgets/vocabulary';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { formatCurrency } from '../kit/money/amounts';
import { ConvertForm } from './ConvertForm';
import { ExchangeRatesTab, RulesTab } from './InfoTabs';
import { PointDetailsTab, RedeemHistoryTab } from './RecordTabs';
import { RewardsTab } from './RewardsTab';
import { MoneyNote } from '../kit/money/MoneyNote';
import { formatPoints, usePointsText } from './usePointsText';
import '../kit/ui/base.css';
import '../kit/money/money-kit.css';
import './points-mall.css';

const ALL_TABS: readonly PointsMallTab[] = ['redeem', 'redeemHistory', 'pointDetails', 'rules', 'exchangeRates'];

function Balance() {
  const { view } = usePortal();
  const t = usePointsText();
  const balance = usePortalData().useCall('pointBalance');
  return (
    <DataStatus result={balance} isEmpty={() => false}>
      {(value) => (
        <div className="points-mall__top">
          <section className="points-balance" aria-labelledby="points-balance-title" data-testid="points-balance">
            <h2 id="points-balance-title" className="points-balance__title">{t('balance.title')}</h2>
            <p className="points-balance__figure" data-testid="points-balance-figure">{t('balance.points', { points: formatPoints(value.balance, view.language) })}</p>
            {value.held !== '0' && <p className="money-field__hint">{t('balance.held', { points: formatPoints(value.held, view.language) })}</p>}
            <p className="money-field__hint">
              {t('balance.convertible', { points: formatPoints(value.convertible, view.language), amount: formatCurrency(value.convertibleAmount, view.language, value.currencySymbol) })}
            </p>
            <p className="money-field__hint">{t('balance.neverExpire')}</p>
          </section>
          <ConvertForm info={value} />
        </div>
      )}
    </DataStatus>
  );
}

function TabPanel({ tab, pageSize }: { tab: PointsMallTab; pageSize: number }) {
  switch (tab) {
    case 'redeem': return <RewardsTab />;
    case 'redeemHistory': return <RedeemHistoryTab pageSize={pageSize} />;
    case 'pointDetails': return <PointDetailsTab pageSize={pageSize} />;
    case 'rules': return <RulesTab />;
    case 'exchangeRates': return <ExchangeRatesTab />;
  }
}

export function PointsMallWidget({ tabs = [...ALL_TABS], pageSize = 10 }: Partial<PointsMallProps>) {
  const { site } = usePortal();
  const t = usePointsText();
  const shown = tabs.length > 0 ? tabs : ALL_TABS;
  const [current, setCurrent] = useState<PointsMallTab>(shown[0]!);
  const refs = useRef(new Map<PointsMallTab, HTMLButtonElement>());

  if (!site.features.pointsMall) {
    return <div className="points-mall" data-testid="points-mall"><MoneyNote tone="info" testId="points-mall-off">{t('mall.off')}</MoneyNote></div>;
  }

  // Tabs: arrow keys move between them (roving tabindex), Home and End to the ends.
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = shown.indexOf(current);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: shown.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = shown[(next + shown.length) % shown.length]!;
    setCurrent(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div className="points-mall" data-testid="points-mall">
      <h1 className="points-mall__title">{t('tabs.label')}</h1>
      <Balance />
      <div className="points-tabs" role="tablist" aria-label={t('tabs.label')} onKeyDown={onKey}>
        {shown.map((tab) => (
          <button
            key={tab}
            ref={(el) => { if (el) refs.current.set(tab, el); else refs.current.delete(tab); }}
            type="button"
            role="tab"
            id={`points-tab-${tab}`}
            aria-selected={tab === current}
            aria-controls={`points-panel-${tab}`}
            tabIndex={tab === current ? 0 : -1}
            className="points-tabs__tab"
            onClick={() => setCurrent(tab)}
          >
            {t(`tab.${tab}`)}
          </button>
        ))}
      </div>
      <div className="points-panel" role="tabpanel" id={`points-panel-${current}`} aria-labelledby={`points-tab-${current}`} tabIndex={0} data-tab={current}>
        <TabPanel tab={current} pageSize={pageSize} />
      </div>
    </div>
  );
}
