/**
 * The redeem history (the SPEC's columns: reference number, apply time, type, name, quantity,
 * points and amount requirements, status, remark, receiving address) and the point details (each
 * change of the balance, from the ledger's entries), a page at a time, newest first.
 */
import { useState } from 'react';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { formatMoney } from '../kit/money/amounts';
import { Pager, RedeemStatusTag, formatInstant } from './PointsKit';
import { formatPoints, usePointsText } from './usePointsText';

export function RedeemHistoryTab({ pageSize }: { pageSize: number }) {
  const { view } = usePortal();
  const t = usePointsText();
  const [pageNo, setPageNo] = useState(1);
  const result = usePortalData().useCall('redeemPointList', { pageNo, pageSize });
  return (
    <DataStatus result={result} isEmpty={() => false}>
      {(value) => (value.list.length === 0 ? <p className="points-none" role="status">{t('history.none')}</p> : (
        <>
          <div className="points-table__scroll">
            <table className="points-table" data-testid="redeem-history">
              <caption className="visually-hidden">{t('history.caption')}</caption>
              <thead>
                <tr>
                  {(['reference', 'applyTime', 'type', 'name', 'quantity', 'points', 'amount', 'status', 'remark', 'address'] as const).map((c) => <th key={c} scope="col">{t(`col.${c}`)}</th>)}
                </tr>
              </thead>
              <tbody>
                {value.list.map((r) => (
                  <tr key={r.id} data-row={r.id}>
                    <td>{r.id}</td>
                    <td>{formatInstant(r.time)}</td>
                    <td>{t(`reward.type.${r.type}`)}</td>
                    <td>{r.name[view.language]}</td>
                    <td className="points-table__num">{r.quantity}</td>
                    <td className="points-table__num">{formatPoints(r.points, view.language)}</td>
                    <td className="points-table__num">{formatMoney(r.amountRequirement, view.language)}</td>
                    <td><RedeemStatusTag status={r.status} /></td>
                    <td>{r.remark}</td>
                    <td>{r.address}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pageNo={pageNo} pages={Math.max(1, Math.ceil(value.total / pageSize))} setPageNo={setPageNo} label={t('history.caption')} />
        </>
      ))}
    </DataStatus>
  );
}

export function PointDetailsTab({ pageSize }: { pageSize: number }) {
  const { view } = usePortal();
  const t = usePointsText();
  const [pageNo, setPageNo] = useState(1);
  const result = usePortalData().useCall('pointDetails', { pageNo, pageSize });
  return (
    <DataStatus result={result} isEmpty={() => false}>
      {(value) => (value.list.length === 0 ? <p className="points-none" role="status">{t('details.none')}</p> : (
        <>
          <div className="points-table__scroll">
            <table className="points-table" data-testid="point-details">
              <caption className="visually-hidden">{t('details.caption')}</caption>
              <thead>
                <tr>{(['time', 'kind', 'change', 'balanceAfter'] as const).map((c) => <th key={c} scope="col">{t(`col.${c}`)}</th>)}</tr>
              </thead>
              <tbody>
                {value.list.map((d) => (
                  <tr key={d.id} data-row={d.id}>
                    <td>{formatInstant(d.time)}</td>
                    <td>{t(`kind.${d.kind}`)}</td>
                    <td className="points-table__num">{d.points.startsWith('-') ? '' : '+'}{formatPoints(d.points, view.language)}</td>
                    <td className="points-table__num">{formatPoints(d.balanceAfter, view.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pageNo={pageNo} pages={Math.max(1, Math.ceil(value.total / pageSize))} setPageNo={setPageNo} label={t('details.caption')} />
        </>
      ))}
    </DataStatus>
  );
}
