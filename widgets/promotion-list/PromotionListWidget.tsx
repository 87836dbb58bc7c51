/**
 * Promotions page (SPEC section 2: /promotions, hash = promotion id): the merchant's promotions
 * (MCSFE_getMerchantAvailablePromotions in the view's language) with type filters (ALL and each type
 * present), in a grid or a list. Each card links to `#<id>`, which opens that promotion's detail in
 * the shared ModalDialog: a new history entry, so the browser's back button closes it, and a shared
 * link opens it. The promotion content is server HTML, rendered only sanitised (sanitizeNoticeHtml).
 * A promotion that is applied for carries its application form and the member's status in the detail
 * (widgets/promotion-apply).
 */
import { useMemo, useState, type CSSProperties } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { MerchantPromotionsValue, Promotion } from '../../schemas/api/system';
import type { PromotionListProps } from '../../schemas/widgets';
import { sanitizeNoticeHtml } from '../notice-modal/sanitizeNoticeHtml';
import { DataStatus } from '../kit/ui/DataStatus';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { imageUrl, usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { GAMES_TEXTS } from '../../engine/i18n/texts/games';
import { PromotionApplicationPanel } from '../promotion-apply/PromotionApplication';
import '../kit/ui/base.css';
import './promotion-list.css';

export type PromotionType = Promotion['type'];
export type PromotionFilter = 'ALL' | PromotionType;

/** The promotion id a location hash names (`#12`), or null. */
export function promotionIdOfHash(hash: string): number | null {
  const match = /^#?(\d{1,9})$/.exec(hash);
  if (match === null) return null;
  const id = Number(match[1]);
  return id >= 1 ? id : null;
}

/** The promotions a filter shows, in server order. */
export function filterPromotions(promotions: readonly Promotion[], filter: PromotionFilter): Promotion[] {
  return filter === 'ALL' ? [...promotions] : promotions.filter((p) => p.type === filter);
}

/** The image URL of a promotion: absolute URLs as given, paths on the image host. */
export function promotionImage(imageHost: string, image: string): string {
  return /^https?:\/\//i.test(image) ? image : imageUrl(imageHost, image);
}

function formatDate(iso: string | undefined, language: string): string | undefined {
  if (iso === undefined) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toLocaleDateString(language === 'pt' ? 'pt-BR' : 'en-GB');
}

function PromotionDetail({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const t = useText(GAMES_TEXTS);
  const { view, imageHost } = usePortal();
  const content = useMemo(() => sanitizeNoticeHtml(promotion.content), [promotion.content]);
  const start = formatDate(promotion.startTime, view.language);
  const end = formatDate(promotion.endTime, view.language);
  return (
    <ModalDialog title={promotion.title} onClose={onClose} className="promotion-list__detail" testId="promotion-detail">
      <img className="promotion-list__detail-image" src={promotionImage(imageHost, promotion.image)} alt="" />
      {(start !== undefined || end !== undefined) && (
        <p className="promotion-list__period">{t('promotionList.period', { start: start ?? '…', end: end ?? '…' })}</p>
      )}
      <div className="promotion-list__content" dangerouslySetInnerHTML={{ __html: content }} />
      <PromotionApplicationPanel promotion={promotion} />
    </ModalDialog>
  );
}

interface ListProps {
  value: MerchantPromotionsValue;
  showTypeFilter: boolean;
  layout: 'grid' | 'list';
  columns: number;
}

function Promotions({ value, showTypeFilter, layout, columns }: ListProps) {
  const t = useText(GAMES_TEXTS);
  const { imageHost } = usePortal();
  const location = useLocation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<PromotionFilter>('ALL');
  // Types present, in the server's order, named as the server names them.
  const types = value.types.filter((entry) => value.promotions.some((p) => p.type === entry.type));
  const current: PromotionFilter = filter !== 'ALL' && !types.some((entry) => entry.type === filter) ? 'ALL' : filter;
  const shown = filterPromotions(value.promotions, current);
  const openId = promotionIdOfHash(location.hash);
  const open = openId === null ? undefined : value.promotions.find((p) => p.id === openId);
  const close = () => { void navigate({ pathname: location.pathname, search: location.search, hash: '' }); };
  const style = { '--promotion-list-columns': String(columns) } as CSSProperties;

  return (
    <>
      {showTypeFilter && types.length > 0 && (
        <div className="promotion-list__filters" role="group" aria-label={t('promotionList.filter')}>
          {[{ type: 'ALL' as const, name: t('promotionList.all') }, ...types].map((entry) => (
            <button key={entry.type} type="button" className="promotion-list__filter" aria-pressed={current === entry.type} data-type={entry.type} onClick={() => setFilter(entry.type)}>
              {entry.name}
            </button>
          ))}
        </div>
      )}
      {openId !== null && open === undefined && (
        <p className="promotion-list__missing" role="alert">{t('promotionList.notFound')}</p>
      )}
      {shown.length === 0 ? (
        <p className="promotion-list__empty" role="status">{t('widget.empty')}</p>
      ) : (
        <ul className={`promotion-list__items promotion-list__items--${layout}`} style={style}>
          {shown.map((promotion) => (
            <li key={promotion.id} data-promotion={promotion.id} data-type={promotion.type}>
              <Link className="promotion-list__card" to={{ pathname: location.pathname, search: location.search, hash: `#${promotion.id}` }} aria-current={promotion.id === openId ? 'true' : undefined}>
                <img className="promotion-list__image" src={promotionImage(imageHost, promotion.image)} alt="" loading="lazy" />
                <span className="promotion-list__title">{promotion.title}</span>
                <span className="promotion-list__more" aria-hidden="true">{t('promotionList.open')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {open !== undefined && <PromotionDetail key={open.id} promotion={open} onClose={close} />}
    </>
  );
}

export function PromotionListWidget({ showTypeFilter = true, layout = 'grid', columns = 3 }: Partial<PromotionListProps>) {
  const t = useText(GAMES_TEXTS);
  const { view } = usePortal();
  const result = usePortalData().useCall('merchantPromotions', { language: view.language });
  return (
    <section className="promotion-list" aria-label={t('route.promotions')}>
      <h1 className="promotion-list__heading">{t('route.promotions')}</h1>
      <DataStatus result={result} isEmpty={(value) => value.promotions.length === 0} className="promotion-list__status">
        {(value) => <Promotions value={value} showTypeFilter={showTypeFilter} layout={layout} columns={columns} />}
      </DataStatus>
    </section>
  );
}
