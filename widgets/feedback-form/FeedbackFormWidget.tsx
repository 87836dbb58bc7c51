/**
 * Feedback form (route /feedback; SPEC sections 3 and 7): a question type and the content, between
 * the tenant's minimum and maximum number of words (the widget's props, which the server enforces
 * too), sent with PUT /wps/feedback by guests and members alike. A refusal or a failed request keeps
 * everything typed; the answer is only a reference number: the content is never shown back.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { FeedbackFormProps } from '../../schemas/widgets';
import { isOneOf } from '../../engine/isOneOf';
import { usePortalData } from '../portal-context/PortalData';
import { errorTextKey, errorValue } from '../kit/ui/errorText';
import { useText } from '../portal-context/useText';
import { useMemberText, type MemberTextKey } from '../member-texts/useMemberText';
import { MoneyNote } from '../kit/money/MoneyNote';
import { useDrawnValue } from '../kit/ui/useDrawnValue';
import '../kit/ui/base.css';
import '../kit/money/money-kit.css';
import './feedback-form.css';

export const QUESTION_TYPES = ['SUGGESTION', 'BUG', 'PAYMENT', 'ACCOUNT', 'OTHER'] as const;
type QuestionType = (typeof QUESTION_TYPES)[number];

/** Words as the server counts them: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed.length === 0 ? 0 : trimmed.split(/\s+/u).length;
}

export function FeedbackFormWidget({ minWords = 5, maxWords = 500 }: Partial<FeedbackFormProps>) {
  const t = useMemberText();
  const text = useText();
  const { call } = usePortalData().useCaller();
  const typeId = useId();
  const contentId = useId();
  const hintId = useId();
  const errorId = useId();
  const [questionType, setQuestionType] = useState<QuestionType>('SUGGESTION');
  const [content, setContent] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // A type picked or words typed before the app took the server's page over are kept.
  const typeField = useRef<HTMLSelectElement>(null);
  const contentField = useRef<HTMLTextAreaElement>(null);
  useDrawnValue(typeField, questionType, (shown) => { if (isOneOf(QUESTION_TYPES, shown)) setQuestionType(shown); });
  useDrawnValue(contentField, content, setContent);
  const words = countWords(content);
  const bounds = (min: number, max: number) => t('feedback.words', { 0: min, 1: max });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setNote(undefined);
    if (content.trim() === '') return setFieldError(text('form.enterContent'));
    if (words < minWords || words > maxWords) return setFieldError(bounds(minWords, maxWords));
    setFieldError(undefined);
    setBusy(true);
    try {
      const answer = await call('feedback', { questionType, content });
      setContent('');
      setNote({ tone: 'ok', text: t('feedback.sent', { id: answer.id }) });
    } catch (error) {
      // The server's bounds (another tab's older form, a changed manifest) come back with its refusal.
      const value = errorValue(error);
      if (typeof value?.minWords === 'number' && typeof value.maxWords === 'number') setFieldError(bounds(value.minWords, value.maxWords));
      else setNote({ tone: 'error', text: text(errorTextKey(error)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="feedback-form" data-testid="feedback-form" aria-labelledby={`${typeId}-heading`}>
      <h1 id={`${typeId}-heading`} className="feedback-form__heading">{text('route.feedback')}</h1>
      <p className="feedback-form__intro">{t('feedback.intro')}</p>
      <form className="money-form" noValidate onSubmit={(event) => { void submit(event); }}>
        <div className="money-field">
          <label htmlFor={typeId} className="money-field__label">{t('feedback.type')}</label>
          <select ref={typeField} id={typeId} className="money-select" value={questionType} onChange={(event) => { if (isOneOf(QUESTION_TYPES, event.target.value)) setQuestionType(event.target.value); }}>
            {QUESTION_TYPES.map((type) => <option key={type} value={type}>{t(`feedback.type.${type}` as MemberTextKey)}</option>)}
          </select>
        </div>
        <div className={`money-field${fieldError !== undefined ? ' money-field--invalid' : ''}`}>
          <label htmlFor={contentId} className="money-field__label">{t('feedback.content')}</label>
          <textarea
            ref={contentField}
            id={contentId}
            className="money-field__input feedback-form__content"
            rows={8}
            value={content}
            maxLength={10_000}
            aria-invalid={fieldError !== undefined}
            aria-describedby={fieldError !== undefined ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => setContent(event.target.value)}
          />
          <p id={hintId} className="money-field__hint">
            {bounds(minWords, maxWords)} · <span data-testid="feedback-count">{t('feedback.count', { count: words })}</span>
          </p>
          {fieldError !== undefined && <p id={errorId} className="money-field__error" role="alert">{fieldError}</p>}
        </div>
        {note !== undefined && <MoneyNote tone={note.tone} testId="feedback-note">{note.text}</MoneyNote>}
        <div className="money-form__actions">
          <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{busy ? t('feedback.sending') : t('feedback.send')}</button>
        </div>
      </form>
    </section>
  );
}
