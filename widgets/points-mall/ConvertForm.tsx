/**
 * Converting points to cash: whole multiples of the tenant's step, at least its minimum, within the
 * balance (checked here before sending, and by the server), with the payment password; one
 * idempotency key per submission, so a retry after a lost answer converts once. A failure keeps what
 * the member typed and shows the catalogue message.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PointBalanceValue } from '../../schemas/api/points';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { errorTextKey } from '../kit/ui/errorText';
import { formatCurrency } from '../kit/money/amounts';
import { useText, type TextKey } from '../portal-context/useText';
import { useIdempotentSubmit } from '../kit/money/useIdempotentSubmit';
import { PasswordField, PointsField, checkPassword } from './PointsKit';
import { MoneyNote } from '../kit/money/MoneyNote';
import { formatPoints, usePointsText } from './usePointsText';

/** The answers a points booking may change. */
export const POINT_READS = ['pointBalance', 'pointReward', 'redeemPointList', 'pointDetails', 'balance', 'walletSummary', 'memberTransactions'] as const;

/** '1.00' -> 100n (the server's money strings have exactly 2 decimals). */
const centsOf = (money: string): bigint => BigInt(money.replace('.', ''));
/** 100n -> '1.00'. */
const moneyOfCents = (cents: bigint): string => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;

/** Why typed points do not convert, or undefined when they do. */
export function convertProblem(text: string, info: Pick<PointBalanceValue, 'balance' | 'convertPoints' | 'minConvertPoints'>, t: ReturnType<typeof usePointsText>, language: 'pt' | 'en'): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return t('convert.required');
  if (!/^[1-9][0-9]{0,12}$/.test(trimmed)) return t('convert.format');
  const points = BigInt(trimmed);
  if (points < BigInt(info.minConvertPoints)) return t('convert.belowMin', { min: formatPoints(info.minConvertPoints, language) });
  if (points % BigInt(info.convertPoints) !== 0n) return t('convert.step', { step: formatPoints(info.convertPoints, language) });
  if (points > BigInt(info.balance)) return t('convert.aboveBalance', { points: formatPoints(info.balance, language) });
  return undefined;
}

export function ConvertForm({ info }: { info: PointBalanceValue }) {
  const { view } = usePortal();
  const t = usePointsText();
  const text = useText();
  const { call, invalidate } = usePortalData().useCaller();
  const { submit, busy } = useIdempotentSubmit();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [pointsError, setPointsError] = useState<string | undefined>(undefined);
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<TextKey | undefined>(undefined);
  const [done, setDone] = useState<string | undefined>(undefined);
  const money = (amount: string) => formatCurrency(amount, view.language, info.currencySymbol);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    setFailure(undefined);
    const problem = convertProblem(points, info, t, view.language);
    const passwordProblem = checkPassword(password, t);
    setPointsError(problem);
    setPasswordError(passwordProblem);
    if (problem !== undefined || passwordProblem !== undefined) return;
    const body = { points: points.trim(), paymentPassword: password };
    try {
      const answer = await submit(body, (key) => call('convertPoint', body, { idempotencyKey: key }));
      if (answer === undefined) return;
      setDone(t('convert.done', { points: formatPoints(answer.points, view.language), amount: money(answer.amount) }));
      setPoints('');
      setPassword('');
    } catch (error) {
      setFailure(errorTextKey(error));
    } finally {
      void invalidate([...POINT_READS]);
    }
  };

  const typed = points.trim();
  const worth = pointsError === undefined && /^[1-9][0-9]{0,12}$/.test(typed) && BigInt(typed) % BigInt(info.convertPoints) === 0n
    ? t('convert.worth', { amount: money(moneyOfCents((BigInt(typed) / BigInt(info.convertPoints)) * centsOf(info.convertAmount))) })
    : undefined;

  return (
    <form className="points-form" onSubmit={(e) => { void send(e); }} noValidate aria-busy={busy} data-testid="points-convert">
      <h2 className="points-form__title">{t('convert.title')}</h2>
      <PointsField
        label={t('convert.points')}
        value={points}
        onChange={setPoints}
        error={pointsError}
        inputMode="numeric"
        maxLength={13}
        hint={[t('convert.hint', { step: formatPoints(info.convertPoints, view.language), min: formatPoints(info.minConvertPoints, view.language), amount: money(info.convertAmount) }), worth].filter(Boolean).join(' ')}
        testId="convert-points"
      />
      <PasswordField value={password} onChange={setPassword} error={passwordError} />
      <div className="points-form__actions">
        <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{t('convert.submit')}</button>
      </div>
      {failure !== undefined && (
        <MoneyNote tone="error">
          {text(failure)}
          {failure === 'error.paymentPasswordNotSet' && <> <Link to="/member?page=securityCenter">{t('redeem.toSecurity')}</Link></>}
        </MoneyNote>
      )}
      {done !== undefined && <MoneyNote tone="ok" testId="convert-done">{done}</MoneyNote>}
    </form>
  );
}
