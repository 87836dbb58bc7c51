/**
 * The activity statuses of a member and a reward promotion (SPEC section 4: join, claim, applying,
 * close, rejected, issued, claimed, process, signed, coming soon) as one state machine. What is
 * stored is the member's participation (none, signed, claimed, applying, rejected, issued); the status
 * shown is derived from it, the promotion's dates and the member's real bets since they count; an
 * event (join, claim, apply, approve, reject) is allowed only from the statuses listed here, so the
 * routes and the tests ask the same function.
 */

export const ACTIVITY_STATUSES = ['join', 'claim', 'applying', 'close', 'rejected', 'issued', 'claimed', 'process', 'signed', 'comingSoon'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const PROMOTION_ENTRIES = ['auto', 'join', 'apply'] as const;
export type PromotionEntry = (typeof PROMOTION_ENTRIES)[number];

export const PARTICIPATION_STATES = ['signed', 'claimed', 'applying', 'rejected', 'issued'] as const;
export type ParticipationState = (typeof PARTICIPATION_STATES)[number];

export const ACTIVITY_EVENTS = ['join', 'claim', 'apply', 'approve', 'reject'] as const;
export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number];

export interface PromotionRule {
  readonly entry: PromotionEntry;
  /** Real bets (cents) needed before the prize is claimable. */
  readonly turnover: bigint;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
}

/** The statuses a participation never leaves (the promotion's end does not change them). */
const SETTLED: ReadonlySet<ParticipationState> = new Set(['claimed', 'rejected', 'issued']);

/**
 * The status a member sees. `progress` is the member's real bets (cents) that count: since joining
 * for a join promotion, since the start (or ever) for an auto one.
 */
export function activityStatus(rule: PromotionRule, state: ParticipationState | undefined, progress: bigint, now: Date): ActivityStatus {
  if (state !== undefined && SETTLED.has(state)) return state;
  // An application already made waits for the operator even after the end.
  if (state === 'applying') return 'applying';
  if (rule.startsAt !== null && now < rule.startsAt) return 'comingSoon';
  if (rule.endsAt !== null && now >= rule.endsAt) return 'close';
  if (rule.entry === 'apply') return 'join';
  if (rule.entry === 'join' && state === undefined) return 'join';
  if (progress >= rule.turnover) return 'claim';
  // Joined (or automatic) and on the way: signed before the first counted bet, then in process.
  return progress > 0n ? 'process' : rule.entry === 'join' ? 'signed' : 'process';
}

export type Transition = { readonly ok: true; readonly state: ParticipationState } | { readonly ok: false; readonly refusal: 'invalid' | 'conflict'; readonly reason: string };

/**
 * What an event does from a status: the participation state it stores, or why it is refused (400 when
 * the event does not apply to this kind of promotion at all ('invalid'), 'conflict' when the member's status forbids it now).
 */
export function transition(entry: PromotionEntry, status: ActivityStatus, event: ActivityEvent): Transition {
  const refuse = (code: 400 | 409, reason: string): Transition => ({ ok: false, refusal: code === 409 ? 'conflict' : 'invalid', reason });
  switch (event) {
    case 'join':
      if (entry !== 'join') return refuse(400, `a ${entry} promotion is not joined`);
      return status === 'join' ? { ok: true, state: 'signed' } : refuse(409, `cannot join from ${status}`);
    case 'claim':
      if (entry === 'apply') return refuse(400, 'an applied promotion is issued by an operator, not claimed');
      return status === 'claim' ? { ok: true, state: 'claimed' } : refuse(409, `cannot claim from ${status}`);
    case 'apply':
      if (entry !== 'apply') return refuse(400, `a ${entry} promotion takes no application`);
      return status === 'join' ? { ok: true, state: 'applying' } : refuse(409, `cannot apply from ${status}`);
    case 'approve':
      if (entry !== 'apply') return refuse(400, `a ${entry} promotion has no application`);
      return status === 'applying' ? { ok: true, state: 'issued' } : refuse(409, `cannot approve from ${status}`);
    case 'reject':
      if (entry !== 'apply') return refuse(400, `a ${entry} promotion has no application`);
      return status === 'applying' ? { ok: true, state: 'rejected' } : refuse(409, `cannot reject from ${status}`);
  }
}
