/**
 * One platform message in a dialog: opening it marks it read on the server (the badges count down
 * through the push and the invalidated counts); its HTML body is sanitised with the notice modal's
 * DOMPurify configuration before it is shown (useSanitizer loads it with the first message).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import type { MessageValue } from '../../schemas/api/messages';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { usePortalData } from '../portal-context/PortalData';
import { errorTextKey } from '../kit/ui/errorText';
import { useSanitizer } from '../kit/sanitize/useSanitizer';
import { useText } from '../portal-context/useText';
import { useMemberText } from '../member-texts/useMemberText';
import { MoneyNote } from '../kit/money/MoneyNote';
import { formatTime } from '../kit/records/formatTime';

function Body({ message }: { message: MessageValue }) {
  const t = useMemberText();
  const sanitizer = useSanitizer();
  const clean = useMemo(() => (sanitizer.data === undefined ? undefined : sanitizer.data(message.body)), [sanitizer.data, message.body]);
  return (
    <>
      <p className="money-field__hint">{t('messages.sentAt', { date: formatTime(message.createdAt) })}</p>
      {clean === undefined
        ? <p role="status">{t('messages.loading')}</p>
        : <div className="member-messages__body" data-testid="message-body" dangerouslySetInnerHTML={{ __html: clean }} />}
    </>
  );
}

export function MessageDialog({ id, title, onClose, onDeleted }: { id: number; title: string; onClose(): void; onDeleted(): void }) {
  const t = useMemberText();
  const text = useText();
  const { call, invalidate } = usePortalData().useCaller();
  const bodyId = useId();
  const [message, setMessage] = useState<MessageValue | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailure(undefined);
    call('readMessage', { id }).then(
      (value) => {
        if (!live) return;
        setMessage(value);
        void invalidate(['inbox', 'unreadCount']);
      },
      (error: unknown) => live && setFailure(text(errorTextKey(error))),
    );
    return () => {
      live = false;
    };
  }, [id, attempt, call, invalidate, text]);

  const remove = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await call('deleteMessage', { id });
      void invalidate(['inbox', 'unreadCount']);
      onDeleted();
    } catch (error) {
      setFailure(text(errorTextKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={message?.title ?? title} onClose={onClose} className="member-messages__dialog" testId="message-dialog">
      <div id={bodyId}>
        {message !== undefined && <Body message={message} />}
        {message === undefined && failure === undefined && <p role="status">{t('messages.loading')}</p>}
      </div>
      {failure !== undefined && <MoneyNote tone="error">{failure}</MoneyNote>}
      <div className="money-form__actions">
        {message === undefined && failure !== undefined && (
          <button type="button" className="wl-button" onClick={() => setAttempt((n) => n + 1)}>{t('centre.retry')}</button>
        )}
        <button type="button" className="wl-button" disabled={busy} onClick={() => { void remove(); }}>{t('messages.delete')}</button>
        <button type="button" className="wl-button wl-button--primary" onClick={onClose}>{t('messages.close')}</button>
      </div>
    </ModalDialog>
  );
}
