/**
 * The downline tree (downlineManagmentView): every downline, direct and indirect, with its level and
 * parent, type, balance, last login and the contracts in force; search by account or nickname and
 * filter by type (the server filters; a search is kept as typed).
 */
import { useState, type FormEvent } from 'react';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { formatMoney } from '../kit/money/amounts';
import { ScrollRegion } from '../kit/agent/ScrollRegion';
import { RecordsTable } from '../kit/records/RecordsTable';
import { formatInOffset, formatRate, useAgentText } from '../agent-texts/useAgentText';

type Kind = 'all' | 'agent' | 'member';

export function AgentDownlines() {
  const { view } = usePortal();
  const t = useAgentText();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<Kind>('all');
  const { useCall } = usePortalData();
  const list = useCall('agentDownlines', { kind, ...(search ? { search } : {}) });
  const offset = useCall('agentInfo').data?.gmtOffsetMinutes ?? 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  return (
    <div className="agent-downlines" data-testid="agent-downlines">
      <form className="agent-toolbar" role="search" onSubmit={submit}>
        <label>
          {t('downlines.search')}
          <input className="agent-input" type="search" value={typed} maxLength={40} onChange={(e) => setTyped(e.target.value)} data-testid="downlines-search" />
        </label>
        <label>
          {t('downlines.kind')}
          <select className="agent-input" value={kind} onChange={(e) => setKind(e.target.value as Kind)} data-testid="downlines-kind">
            <option value="all">{t('downlines.kindAll')}</option>
            <option value="agent">{t('downlines.kindAgent')}</option>
            <option value="member">{t('downlines.kindMember')}</option>
          </select>
        </label>
        <button type="submit" className="wl-button">{t('downlines.searchButton')}</button>
      </form>
      <DataStatus result={list} isEmpty={(v) => v.list.length === 0}>
        {(value) => (
          <>
            <p className="agent-muted" role="status">{t('downlines.count', { count: value.total })}</p>
            <ScrollRegion label={t('downlines.caption')}><RecordsTable
              caption={t('downlines.caption')}
              rows={value.list}
              rowKey={(d) => String(d.id)}
              columns={[
                { key: 'account', label: t('downlines.account'), cell: (d) => <><strong>{d.account}</strong> <span className="agent-muted">{d.nickname}</span></> },
                { key: 'type', label: t('downlines.type'), cell: (d) => t(d.isAgent ? 'downlines.agent' : 'downlines.member') },
                { key: 'level', label: t('downlines.level'), cell: (d) => t('downlines.levelValue', { depth: d.depth, parent: d.parent }) },
                { key: 'balance', label: t('downlines.balance'), numeric: true, cell: (d) => formatMoney(d.balance, view.language) },
                { key: 'login', label: t('downlines.lastLogin'), cell: (d) => (d.lastLoginAt ? formatInOffset(d.lastLoginAt, offset) : t('downlines.never')) },
                {
                  key: 'contract', label: t('downlines.contract'),
                  cell: (d) => (d.contracts.length === 0 ? t('downlines.noContract') : d.contracts.map((c) => `${t(`type.${c.type}`)} ${formatRate(c.maxRateBp, view.language)}`).join(', ')),
                },
              ]}
            /></ScrollRegion>
          </>
        )}
      </DataStatus>
    </div>
  );
}
