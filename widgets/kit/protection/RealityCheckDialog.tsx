/**
 * The reality check (issue 38): time played in this session and the net result of play since sign-in, with
 * "continue", "stop for now" (closes the game popup and leaves a game page) and "take a break" (the
 * responsible-gaming page's time-out choice). A modal dialog that must be answered: opened after a
 * game popup, it sits above it in the top layer.
 */
import { useNavigate, useLocation } from 'react-router-dom';
import { ModalDialog } from '../ui/ModalDialog';
import { usePortalActions, usePortalData } from '../../portal-context/PortalData';
import { usePortal } from '../../portal-context/PortalContext';
import { formatMinor, minorOfMoney } from '../money/wireAmounts';
import { hoursAndMinutes, intervalsPassed, type PlaySession } from './protection';
import { useProtectionText } from './useProtectionText';
// Its own: over a game page the member centre's styles are not loaded.
import '../money/money-kit.css';
import './reality-check.css';

/** Paths of the game pages a "stop for now" leaves (SPEC section 2: /seamless and the lottery pages). */
const GAME_PAGES = ['/seamless', '/lottert', '/vnlottery', '/sealottery', '/lottery', '/seaLottery', '/vnLottery'];

export function RealityCheckDialog({ session, intervalMinutes, onAnswered }: { session: PlaySession; intervalMinutes: number; onAnswered(next: PlaySession): void }) {
  const t = useProtectionText();
  const { view } = usePortal();
  const { closeModal } = usePortalActions();
  const { useCall } = usePortalData();
  // The result of real play since the session's sign-in, from the server's ledger: a deposit or a
  // withdrawal in between is no win or loss. The balance answer gives the currency's symbol.
  const played = useCall('rgSession', undefined, { staleTime: 0 });
  const balance = useCall('balance');
  const navigate = useNavigate();
  const location = useLocation();
  const now = Date.now();
  const { hours, minutes } = hoursAndMinutes(now - session.startedAt);
  const result = played.data === undefined ? undefined : minorOfMoney(played.data.result);
  const symbol = balance.data?.currencySymbol ?? '';
  const answer = () => onAnswered({ ...session, answered: Math.max(session.answered + 1, intervalsPassed(session.startedAt, intervalMinutes, Date.now())) });

  const stop = () => {
    closeModal();
    if (GAME_PAGES.some((p) => location.pathname.toLowerCase() === p.toLowerCase())) navigate('/');
    answer();
  };
  const takeBreak = () => {
    closeModal();
    navigate('/member?page=responsibleGaming#pause');
    answer();
  };

  return (
    <ModalDialog title={t('rg.realityTitle')} role="alertdialog" layer="message" className="reality-check" testId="reality-check">
      <div className="money-form">
        <p>{t('rg.realityPlayed', { duration: t('rg.hoursMinutes', { hours, minutes }) })}</p>
        {result !== undefined && (
          <p data-testid="reality-result">{t('rg.realityResult', { result: `${result < 0 ? '−' : result > 0 ? '+' : ''}${symbol} ${formatMinor(Math.abs(result), view.language)}` })}</p>
        )}
        <div className="money-form__actions">
          <button type="button" className="wl-button wl-button--primary" onClick={answer}>{t('rg.continue')}</button>
          <button type="button" className="wl-button" onClick={stop}>{t('rg.stop')}</button>
          <button type="button" className="wl-button" onClick={takeBreak}>{t('rg.takeBreak')}</button>
        </div>
      </div>
    </ModalDialog>
  );
}
