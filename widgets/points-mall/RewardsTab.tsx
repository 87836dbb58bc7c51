/**
 * The redeem tab: the rewards with their points and amount requirements, and whether the member
 * qualifies; redeeming one opens a dialog (quantity, the receiving address for an item, the payment
 * password) that sends the redemption with one idempotency key per submission. A failure keeps what
 * was typed; a success closes the dialog and says the redemption is in process.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MAX_REDEEM_QUANTITY, MAX_ADDRESS_LENGTH, type PointReward, type PointRewardValue } from '../../schemas/api/points';
import { DataStatus } from '../kit/ui/DataStatus';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { errorTextKey } from '../kit/ui/errorText';
import { formatCurrency } from '../kit/money/amounts';
import { useText, type TextKey } from '../portal-context/useText';
import { useIdempotentSubmit } from '../kit/money/useIdempotentSubmit';
import { POINT_READS } from './ConvertForm';
import { PasswordField, PointsField, checkPassword } from './PointsKit';
import { MoneyNote } from '../kit/money/MoneyNote';
import { formatPoints, usePointsText } from './usePointsText';

function RedeemDialog({ reward, onClose, onDone }: { reward: PointReward; onClose(): void; onDone(id: string): void }) {
  const { view } = usePortal();
  const t = usePointsText();
  const text = useText();
  const { call, invalidate } = usePortalData().useCaller();
  const { submit, busy } = useIdempotentSubmit();
  const quantityId = useId();
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [addressError, setAddressError] = useState<string | undefined>(undefined);
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<TextKey | undefined>(undefined);
  const name = reward.name[view.language];
  const count = Number(quantity);
  const total = (BigInt(reward.points) * BigInt(count)).toString();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const addressProblem = reward.type === 'item' && address.trim() === '' ? t('redeem.addressRequired') : undefined;
    const passwordProblem = checkPassword(password, t);
    setAddressError(addressProblem);
    setPasswordError(passwordProblem);
    if (addressProblem !== undefined || passwordProblem !== undefined) return;
    const body = { rewardId: reward.id, quantity: count, paymentPassword: password, ...(reward.type === 'item' ? { address: address.trim() } : {}) };
    try {
      const answer = await submit(body, (key) => call('redeemPointReward', body, { idempotencyKey: key }));
      if (answer !== undefined) onDone(answer.record.id);
    } catch (error) {
      setFailure(errorTextKey(error));
    } finally {
      void invalidate([...POINT_READS]);
    }
  };

  return (
    <ModalDialog title={t('redeem.title', { name })} onClose={onClose} className="points-dialog" testId="redeem-dialog">
      <form className="points-form" onSubmit={(e) => { void send(e); }} noValidate aria-busy={busy}>
        <div className="money-field">
          <label className="money-field__label" htmlFor={quantityId}>{t('redeem.quantity')}</label>
          <select id={quantityId} className="money-field__input" value={quantity} onChange={(e) => setQuantity(e.target.value)}>
            {Array.from({ length: MAX_REDEEM_QUANTITY }, (_, i) => <option key={i + 1} value={String(i + 1)}>{i + 1}</option>)}
          </select>
          <p className="money-field__hint" data-testid="redeem-total">{t('redeem.total', { points: formatPoints(total, view.language) })}</p>
        </div>
        {reward.type === 'item' && (
          <PointsField label={t('redeem.address')} value={address} onChange={setAddress} error={addressError} maxLength={MAX_ADDRESS_LENGTH} multiline testId="redeem-address" />
        )}
        <PasswordField value={password} onChange={setPassword} error={passwordError} />
        {failure !== undefined && (
          <MoneyNote tone="error">
            {text(failure)}
            {failure === 'error.paymentPasswordNotSet' && <> <Link to="/member?page=securityCenter">{t('redeem.toSecurity')}</Link></>}
          </MoneyNote>
        )}
        <div className="points-form__actions">
          <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{t('redeem.submit')}</button>
          <button type="button" className="wl-button" onClick={onClose}>{t('redeem.cancel')}</button>
        </div>
      </form>
    </ModalDialog>
  );
}

function Rewards({ value }: { value: PointRewardValue }) {
  const { view } = usePortal();
  const t = usePointsText();
  const [open, setOpen] = useState<PointReward | undefined>(undefined);
  const [done, setDone] = useState<string | undefined>(undefined);
  const money = (amount: string) => formatCurrency(amount, view.language, value.currencySymbol);
  const betCents = BigInt(value.totalBets.replace('.', ''));
  return (
    <>
      {done !== undefined && <MoneyNote tone="ok" testId="redeem-done">{done}</MoneyNote>}
      <ul className="points-rewards" aria-label={t('reward.list')} data-testid="points-rewards">
        {value.list.map((r) => {
          const name = r.name[view.language];
          const short = BigInt(value.balance) < BigInt(r.points);
          const missing = BigInt(r.amountRequirement.replace('.', '')) - betCents;
          const blocked = !r.meetsAmount ? t('reward.locked', { amount: money(`${missing / 100n}.${(missing % 100n).toString().padStart(2, '0')}`) }) : short ? t('reward.short') : undefined;
          return (
            <li key={r.id} className="points-reward" data-reward={r.id}>
              <span className="points-reward__type">{t(`reward.type.${r.type}`)}</span>
              <h3 className="points-reward__name">{name}</h3>
              <p className="points-reward__points">{t('reward.points', { points: formatPoints(r.points, view.language) })}</p>
              <p className="money-field__hint">{r.amountRequirement === '0.00' ? t('reward.noRequirement') : t('reward.requirement', { amount: money(r.amountRequirement) })}</p>
              {blocked !== undefined && <p className="money-field__hint" data-testid="reward-blocked">{blocked}</p>}
              <button
                type="button"
                className="wl-button wl-button--primary"
                disabled={blocked !== undefined}
                aria-label={t('reward.redeemName', { name })}
                onClick={() => { setDone(undefined); setOpen(r); }}
              >
                {t('reward.redeem')}
              </button>
            </li>
          );
        })}
      </ul>
      {open !== undefined && (
        <RedeemDialog
          key={open.id}
          reward={open}
          onClose={() => setOpen(undefined)}
          onDone={(id) => { setOpen(undefined); setDone(t('redeem.done', { id })); }}
        />
      )}
    </>
  );
}

export function RewardsTab() {
  const rewards = usePortalData().useCall('pointReward');
  return <DataStatus result={rewards} isEmpty={(v) => v.list.length === 0}>{(value) => <Rewards value={value} />}</DataStatus>;
}
