/**
 * The form state of a money page that sends an amount with the payment password (withdraw, transfer
 * to the upline): the amount within the page's limits, the six-digit password checked beside its
 * field, the booking with the submission's idempotency key, and the confirmation text. A refused or
 * failed request keeps both fields as typed; a booked one clears them.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useMemberText } from '../../member-texts/useMemberText';
import { useAmountInput, type AmountInput } from './AmountField';
import { minorOfMoney, moneyOfMinor } from './wireAmounts';
import { useBooking } from './useBooking';
import type { TextKey } from '../../portal-context/useText';

/** The limits an info answer gives: money strings. */
export interface MoneyLimits {
  readonly minAmount: string;
  readonly maxAmount: string;
  readonly available: string;
}

export interface PasswordedBody {
  amount: string;
  paymentPassword: string;
}

export interface PasswordedAmount {
  amount: AmountInput;
  password: string;
  setPassword(value: string): void;
  passwordError: string | undefined;
  busy: boolean;
  failure: TextKey | undefined;
  /** The text shown once booked, until the next submission. */
  done: string | undefined;
  submit(event: FormEvent): void;
}

export function usePasswordedAmount<T>(
  info: MoneyLimits,
  send: (body: PasswordedBody, key: string) => Promise<T>,
  doneText: (answer: T, body: PasswordedBody) => string,
): PasswordedAmount {
  const t = useMemberText();
  const limits = useMemo(() => ({ min: minorOfMoney(info.minAmount), max: minorOfMoney(info.maxAmount), available: minorOfMoney(info.available) }), [info.minAmount, info.maxAmount, info.available]);
  const amount = useAmountInput(limits);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const { book, busy, failure } = useBooking();
  const [done, setDone] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    const minor = amount.check();
    const passwordOk = /^\d{6}$/.test(password);
    setPasswordError(passwordOk ? undefined : t(password === '' ? 'withdraw.passwordRequired' : 'security.paymentRule'));
    if (minor === undefined || !passwordOk) return;
    const body = { amount: moneyOfMinor(minor), paymentPassword: password };
    void book(body, (key) => send(body, key)).then((answer) => {
      if (answer === undefined) return;
      setDone(doneText(answer, body));
      amount.reset();
      setPassword('');
    });
  };

  return { amount, password, setPassword, passwordError, busy, failure, done, submit };
}
