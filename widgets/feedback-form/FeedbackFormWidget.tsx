/**
 * Feedback page (SPEC section 2: feedback form; PUT /wps/feedback): a question type and free text
 * between the manifest's word bounds, sent to the merchant. The text is checked before sending and
 * kept on any failure, which shows the catalogue's message (SPEC section 8); a sent form thanks the
 * visitor with the server's reference and empties the text.
 */
import { useId, useState, type FormEvent } from 'react';
import type { FeedbackFormProps } from '../../schemas/widgets';
import { SCREENS_TEXTS, type ScreensTextKey } from '../../engine/i18n/texts/screens';
import { errorTextKey } from '../portal-context/errorText';
import { usePortalData } from '../portal-context/PortalData';
import { useText, type TextKey } from '../portal-context/useText';
import { ScreenPage } from '../screen-page/ScreenPage';
import './feedback-form.css';

export const QUESTION_TYPES = ['suggestion', 'problem', 'payment', 'other'] as const;
type QuestionType = (typeof QUESTION_TYPES)[number];

const TYPE_TEXT: Record<QuestionType, ScreensTextKey> = {
  suggestion: 'feedback.type.suggestion', problem: 'feedback.type.problem', payment: 'feedback.type.payment', other: 'feedback.type.other',
};

/** Words of a text: runs of non-space characters. */
export function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; id: number } | { kind: 'failed'; message: TextKey };

export function FeedbackFormWidget({ minWords = 5, maxWords = 500 }: FeedbackFormProps) {
  const t = useText(SCREENS_TEXTS);
  const caller = usePortalData().useCaller();
  const ids = useId();
  const [type, setType] = useState<QuestionType>('suggestion');
  const [content, setContent] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [checked, setChecked] = useState(false);
  const low = Math.min(minWords, maxWords);
  const words = wordCount(content);
  const problem = words < low ? t('feedback.tooShort', { min: low }) : words > maxWords ? t('feedback.tooLong', { max: maxWords }) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem !== undefined || state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      const { id } = await caller.call('feedback', { questionType: type, content: content.trim() });
      setState({ kind: 'sent', id });
      setContent('');
      setChecked(false);
    } catch (error) {
      setState({ kind: 'failed', message: errorTextKey(error) });
    }
  };

  const showProblem = checked && problem !== undefined;
  return (
    <ScreenPage id="feedback" title={t('feedback.title')}>
      <p className="screen-page__note">{t('feedback.intro')}</p>
      <form className="screen-page__card feedback-form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="feedback-form__field" htmlFor={`${ids}-type`}>
          <span>{t('feedback.type')}</span>
          <select id={`${ids}-type`} value={type} onChange={(e) => setType(e.target.value as QuestionType)}>
            {QUESTION_TYPES.map((q) => <option key={q} value={q}>{t(TYPE_TEXT[q])}</option>)}
          </select>
        </label>
        <label className="feedback-form__field" htmlFor={`${ids}-content`}>
          <span>{t('feedback.content')}</span>
          <textarea
            id={`${ids}-content`}
            rows={6}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            aria-invalid={showProblem}
            aria-describedby={`${ids}-count${showProblem ? ` ${ids}-problem` : ''}`}
          />
        </label>
        <p id={`${ids}-count`} className="screen-page__note">{t('feedback.words', { count: words, min: low, max: maxWords })}</p>
        {showProblem && <p id={`${ids}-problem`} className="feedback-form__error" role="alert">{problem}</p>}
        {state.kind === 'failed' && <p className="feedback-form__error" role="alert">{t(state.message)}</p>}
        {state.kind === 'sent' && <p className="feedback-form__sent" role="status">{t('feedback.sent', { id: state.id })}</p>}
        <div>
          <button type="submit" className="wl-button wl-button--primary" disabled={state.kind === 'sending'}>{t('feedback.submit')}</button>
        </div>
      </form>
    </ScreenPage>
  );
}
