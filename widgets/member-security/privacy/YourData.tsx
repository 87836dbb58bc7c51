/**
 * "Your data" in the security centre (LGPD, Lei 13.709/2018 art. 18): the member downloads the
 * personal data the server keeps as a JSON file, or closes the account. A lazy chunk with its own
 * texts: the security centre loads it after its first paint, the home route never.
 */
import { useState } from 'react';
import { errorTextKey } from '../../kit/ui/errorText';
import { MoneyNote } from '../../kit/money/MoneyNote';
import { usePortalData } from '../../portal-context/PortalData';
import { usePortalSession } from '../../portal-context/PortalSession';
import { useText } from '../../portal-context/useText';
import { CloseAccountDialog } from './CloseAccountDialog';
import { personalDataFile, saveFile } from './personalDataFile';
import { usePrivacyText } from './usePrivacyText';

export function YourData() {
  const t = usePrivacyText();
  const text = useText();
  const { call } = usePortalData().useCaller();
  const { member } = usePortalSession();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | undefined>(undefined);
  const [closing, setClosing] = useState(false);

  const download = async () => {
    setBusy(true);
    setNote(undefined);
    try {
      const file = personalDataFile(await call('personalData'), member?.account ?? 'account');
      saveFile(file);
      setNote({ tone: 'ok', text: t('privacy.downloaded', { file: file.name }) });
    } catch (error) {
      setNote({ tone: 'error', text: text(errorTextKey(error)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="member-security__block" aria-labelledby="security-your-data" data-testid="your-data">
      <h2 id="security-your-data" className="money-form__section">{t('privacy.title')}</h2>
      <p className="money-field__hint">{t('privacy.intro')}</p>
      <div className="money-form__actions member-security__actions">
        <button type="button" className="wl-button" disabled={busy} aria-busy={busy} onClick={() => { void download(); }}>
          {t(busy ? 'privacy.downloading' : 'privacy.download')}
        </button>
        <button type="button" className="wl-button" onClick={() => setClosing(true)}>{t('privacy.close')}</button>
      </div>
      {note !== undefined && <MoneyNote tone={note.tone} testId="your-data-note">{note.text}</MoneyNote>}
      {closing && <CloseAccountDialog onClose={() => setClosing(false)} />}
    </section>
  );
}
