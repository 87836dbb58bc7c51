/** The request hash stored with an idempotency key: what the request does, never its secrets. */
import { describe, expect, it } from 'vitest';
import { requestHash } from './idempotency';

describe('requestHash', () => {
  it('leaves the payment password out (it is stored with the key), and still tells other bodies apart', () => {
    const body = { amount: '50.00', paymentPassword: '135790' };
    expect(requestHash('withdraw', 7, body)).toBe(requestHash('withdraw', 7, { ...body, paymentPassword: '000000' }));
    expect(requestHash('withdraw', 7, body)).toBe(requestHash('withdraw', 7, { amount: '50.00' }));
    expect(requestHash('withdraw', 7, body)).not.toBe(requestHash('withdraw', 7, { ...body, amount: '50.01' }));
    expect(requestHash('withdraw', 7, body)).not.toBe(requestHash('withdraw', 8, body));
    expect(requestHash('withdraw', 7, body)).not.toBe(requestHash('transferUpline', 7, body));
  });
});
