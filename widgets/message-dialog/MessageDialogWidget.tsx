/**
 * Message dialog (SPEC section 8: info, warning and success dialogs with a confirm button; confirm
 * dialogs such as 'in_sure_logout' with confirm and cancel). It shows the message the shell's message
 * host hands it and answers through `useMessageRequest()`; Escape answers "no".
 */
import type { MessageDialogProps } from '../../schemas/widgets';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { useMessageRequest } from '../portal-context/PortalModals';
import { useText } from '../portal-context/useText';
import './message-dialog.css';

export function MessageDialogWidget(_props: MessageDialogProps) {
  const t = useText();
  const { message, answer } = useMessageRequest();
  const text = typeof message.text === 'string' ? t(message.text, message.params) : message.text.raw;
  const title = t(`messageDialog.title.${message.tone}`);
  return (
    <ModalDialog
      title={title}
      onClose={() => answer(false)}
      role="alertdialog"
      layer="message"
      className={`message-dialog message-dialog--${message.tone}`}
      testId="message-dialog"
    >
      <p className="message-dialog__text">{text}</p>
      <div className="message-dialog__actions">
        {message.tone === 'confirm' && (
          <button type="button" className="wl-button" onClick={() => answer(false)}>{t('messageDialog.cancel')}</button>
        )}
        <button type="button" className="wl-button wl-button--primary" onClick={() => answer(true)}>{t('messageDialog.confirm')}</button>
      </div>
    </ModalDialog>
  );
}
