/**
 * The promotions page's "apply" (SPEC sections 2, 4, 5 and 9): for a promotion that is applied for,
 * the member's latest application with its status (applying, issued, rejected) or the form: a comment
 * of at most 140 characters and up to 3 PNG or JPG images of at most 5 MB each. Each image is checked
 * here before anything is sent, by its first bytes as the server does (not by its name or declared
 * type), and a refused one is named beside the field; a refused or failed submission keeps the comment
 * and the chosen images. The application's images show as thumbnails beside its status (ApplicationImages).
 * Guests get the login modal, trial accounts the real-account message.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { APPLICATION_FORM_FIELDS, APPLICATION_LIMITS, type PromotionApplication as Application } from '../../schemas/api/applications';
import type { Promotion } from '../../schemas/api/system';
import { errorTextKey } from '../kit/ui/errorText';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { usePortalSession } from '../portal-context/PortalSession';
import { useRequireAccount } from '../portal-context/useRequireAccount';
import { useText } from '../portal-context/useText';
import { formatMoney } from '../kit/money/amounts';
import { MoneyNote } from '../kit/money/MoneyNote';
import { formatTime } from '../kit/records/formatTime';
import { ApplicationImages } from './ApplicationImages';
import { useApplyText, type ApplyText } from './useApplyText';
import '../kit/money/money-kit.css';
import './promotion-apply.css';

const MB = 1024 * 1024;

/** PNG or JPEG by the first bytes, as the server judges (server/modules/applications/imageStore.ts). */
export function imageKindOf(head: Uint8Array): 'png' | 'jpeg' | undefined {
  const starts = (signature: readonly number[]) => head.length > signature.length && signature.every((b, i) => head[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  return undefined;
}

/** The files that may join the chosen ones, and the reasons the others may not. */
export async function checkImages(chosen: readonly File[], added: readonly File[], t: ApplyText): Promise<{ files: File[]; errors: string[] }> {
  const files = [...chosen];
  const errors: string[] = [];
  for (const file of added) {
    if (files.length >= APPLICATION_LIMITS.maxImages) {
      errors.push(t('apply.imageCount', { max: APPLICATION_LIMITS.maxImages }));
      break;
    }
    if (file.size > APPLICATION_LIMITS.maxImageBytes) {
      errors.push(t('apply.imageSize', { name: file.name, size: APPLICATION_LIMITS.maxImageBytes / MB }));
      continue;
    }
    if (imageKindOf(new Uint8Array(await file.slice(0, 16).arrayBuffer())) === undefined) {
      errors.push(t('apply.imageType', { name: file.name }));
      continue;
    }
    files.push(file);
  }
  return { files, errors };
}

function ApplicationStatus({ application, t }: { application: Application; t: ApplyText }) {
  return (
    <div className="promotion-apply__status" data-testid="application-status" data-status={application.status}>
      <p className="promotion-apply__status-line">
        {t('apply.status', { id: application.id })}{' '}
        <span className={`promotion-apply__badge promotion-apply__badge--${application.status}`}>{t(`apply.status.${application.status}`)}</span>
      </p>
      <p className="promotion-apply__meta">{t('apply.sentAt', { date: formatTime(application.time) })}</p>
      {application.remark !== '' && <p className="promotion-apply__meta">{t('apply.remark', { remark: application.remark })}</p>}
      <ApplicationImages id={application.id} count={application.images} t={t} />
    </div>
  );
}

function ApplicationForm({ promotionId, onSent }: { promotionId: number; onSent: (application: Application) => void }) {
  const t = useApplyText();
  const text = useText();
  const { call } = usePortalData().useCaller();
  const commentId = useId();
  const imagesId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const [commentError, setCommentError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const length = [...comment].length;
  const max = APPLICATION_LIMITS.commentMaxLength;

  const choose = async (added: File[]) => {
    const checked = await checkImages(files, added, t);
    setFiles(checked.files);
    setImageErrors(checked.errors);
    // The same file may be chosen again after it was removed.
    if (inputRef.current) inputRef.current.value = '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    if (length > max) return setCommentError(t('apply.commentTooLong', { max }));
    setCommentError(undefined);
    const form = new FormData();
    form.append(APPLICATION_FORM_FIELDS.promotionId, String(promotionId));
    form.append(APPLICATION_FORM_FIELDS.comment, comment);
    for (const file of files) form.append(APPLICATION_FORM_FIELDS.images, file, file.name);
    setBusy(true);
    try {
      onSent(await call('applyPromotion', form, { timeoutMs: 120_000 }));
    } catch (error) {
      // Everything chosen and typed stays for another try.
      setFailure(text(errorTextKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="money-form promotion-apply__form" noValidate onSubmit={(event) => { void submit(event); }} data-testid="application-form">
      <div className={`money-field${commentError !== undefined ? ' money-field--invalid' : ''}`}>
        <label htmlFor={commentId} className="money-field__label">{t('apply.comment')}</label>
        <textarea
          id={commentId}
          className="money-field__input promotion-apply__comment"
          rows={3}
          value={comment}
          aria-invalid={commentError !== undefined}
          aria-describedby={`${commentId}-hint${commentError !== undefined ? ` ${commentId}-error` : ''}`}
          onChange={(event) => { setComment(event.target.value); if (commentError !== undefined && [...event.target.value].length <= max) setCommentError(undefined); }}
        />
        <p id={`${commentId}-hint`} className="money-field__hint" data-testid="application-comment-count">{t('apply.commentHint', { max, count: length })}</p>
        {commentError !== undefined && <p id={`${commentId}-error`} className="money-field__error" role="alert" data-testid="application-comment-error">{commentError}</p>}
      </div>
      <div className={`money-field${imageErrors.length > 0 ? ' money-field--invalid' : ''}`}>
        <label htmlFor={imagesId} className="money-field__label">{t('apply.images')}</label>
        {/* The native picker's own words are the browser's language, not the page's: it is hidden (still
            focusable and labelled) behind a button-styled label in the page's language. */}
        <div className="promotion-apply__picker">
          <input
            ref={inputRef}
            id={imagesId}
            type="file"
            className="promotion-apply__file-input visually-hidden"
            accept="image/png,image/jpeg"
            multiple
            disabled={files.length >= APPLICATION_LIMITS.maxImages}
            aria-invalid={imageErrors.length > 0}
            aria-describedby={`${imagesId}-hint${imageErrors.length > 0 ? ` ${imagesId}-error` : ''}`}
            onChange={(event) => { void choose([...(event.target.files ?? [])]); }}
          />
          <label htmlFor={imagesId} className="wl-button promotion-apply__choose">{t('apply.choose')}</label>
          <span className="promotion-apply__meta" data-testid="application-image-count">{t('apply.chosen', { count: files.length, max: APPLICATION_LIMITS.maxImages })}</span>
        </div>
        <p id={`${imagesId}-hint`} className="money-field__hint">{t('apply.imagesHint', { size: APPLICATION_LIMITS.maxImageBytes / MB, max: APPLICATION_LIMITS.maxImages })}</p>
        {imageErrors.length > 0 && (
          <div id={`${imagesId}-error`} className="money-field__error" role="alert" data-testid="application-image-error">
            {imageErrors.map((error) => <p key={error}>{error}</p>)}
          </div>
        )}
        {files.length > 0 && (
          <ul className="promotion-apply__files" data-testid="application-files">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span>{file.name}</span>
                <button type="button" className="wl-button promotion-apply__remove" aria-label={t('apply.remove', { name: file.name })} onClick={() => setFiles(files.filter((_, i) => i !== index))}>×</button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {failure !== undefined && <MoneyNote tone="error" testId="application-failure">{failure}</MoneyNote>}
      <div className="money-form__actions">
        <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{busy ? t('apply.sending') : t('apply.send')}</button>
      </div>
    </form>
  );
}

function MemberApplication({ promotion, bonus }: { promotion: Promotion; bonus: string }) {
  const t = useApplyText();
  const text = useText();
  const { view } = usePortal();
  const { invalidate } = usePortalData().useCaller();
  const result = usePortalData().useCall('promotionApplications');
  const [sent, setSent] = useState<Application | undefined>(undefined);
  const latest = sent ?? result.data?.list.find((a) => a.promotionId === promotion.id);
  if (result.isError && result.data === undefined && sent === undefined) {
    return (
      <>
        <MoneyNote tone="error" testId="application-failure">{text('error.networkAbnormal')}</MoneyNote>
        <button type="button" className="wl-button" onClick={() => { void result.refetch(); }}>{text('widget.retry')}</button>
      </>
    );
  }
  if (result.data === undefined && sent === undefined) return null;
  return (
    <>
      {sent !== undefined && <MoneyNote tone="ok" testId="application-sent">{t('apply.sent', { id: sent.id })}</MoneyNote>}
      {latest !== undefined && <ApplicationStatus application={latest} t={t} />}
      {latest?.status === 'rejected' && <p className="promotion-apply__meta">{t('apply.again')}</p>}
      {(latest === undefined || latest.status === 'rejected') && (
        <ApplicationForm
          key={latest?.id ?? 'first'}
          promotionId={promotion.id}
          onSent={(application) => { setSent(application); void invalidate(['promotionApplications']); }}
        />
      )}
      <p className="promotion-apply__meta">{t('apply.bonus', { amount: formatMoney(bonus, view.language) })}</p>
    </>
  );
}

/** The application part of a promotion's detail; nothing for a promotion that is not applied for. */
export function PromotionApplicationPanel({ promotion }: { promotion: Promotion }) {
  return promotion.application === undefined ? null : <Panel promotion={promotion} application={promotion.application} />;
}

function Panel({ promotion, application }: { promotion: Promotion; application: NonNullable<Promotion['application']> }) {
  const t = useApplyText();
  const { session } = usePortalSession();
  const requireAccount = useRequireAccount();
  const headingId = useId();
  const real = session.kind === 'member' || session.kind === 'agent';
  return (
    <section className="promotion-apply" aria-labelledby={headingId} data-testid="promotion-apply">
      <h2 id={headingId} className="promotion-apply__heading">{t('apply.heading')}</h2>
      {real ? (
        <MemberApplication promotion={promotion} bonus={application.bonus} />
      ) : (
        <>
          <p className="promotion-apply__meta">{t('apply.signIn')}</p>
          <button type="button" className="wl-button wl-button--primary" onClick={() => requireAccount('real')}>{t('apply.open')}</button>
        </>
      )}
    </section>
  );
}
