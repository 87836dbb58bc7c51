/**
 * The platform message of a deposit's or a withdrawal's outcome (SPEC section 4: credited, approved,
 * rejected, failed), written in the decision's transaction and announced on the unread channel, whose
 * push (server/routes/messages.ts) also carries the member's balance: the header's balance moves
 * with the message, without a refresh. Written in the tenant's default language (a message is stored
 * once, as the operator's are).
 */
import type { Language } from '../../../schemas/domain';
import type { TenantInfo } from '../tenants/index';
import type { WalletOutcome, WalletOutcomeEvent, WalletOutcomeTeller } from '../wallet/index';
import { memberMessages } from './schema';
import { announceUnread } from './unreadPush';

type Wording = Record<WalletOutcome['kind'], Record<WalletOutcomeEvent, string>>;

const TITLES: Record<Language, Wording> = {
  pt: {
    deposit: { credited: 'Depósito {ref} creditado', approved: 'Depósito {ref} aprovado', rejected: 'Depósito {ref} recusado', failed: 'Depósito {ref} falhou' },
    withdrawal: { credited: 'Saque {ref} creditado', approved: 'Saque {ref} aprovado', rejected: 'Saque {ref} recusado', failed: 'Saque {ref} falhou' },
  },
  en: {
    deposit: { credited: 'Deposit {ref} credited', approved: 'Deposit {ref} approved', rejected: 'Deposit {ref} rejected', failed: 'Deposit {ref} failed' },
    withdrawal: { credited: 'Withdrawal {ref} credited', approved: 'Withdrawal {ref} approved', rejected: 'Withdrawal {ref} rejected', failed: 'Withdrawal {ref} failed' },
  },
};

const BODIES: Record<Language, Record<WalletOutcomeEvent, string>> = {
  pt: {
    credited: 'O valor de {amount} foi creditado na sua carteira principal.',
    approved: 'O valor de {amount} foi pago. Confirme o recebimento em Saque.',
    rejected: 'O pedido de {amount} foi recusado. Um valor retido voltou à sua carteira principal.',
    failed: 'O pedido de {amount} falhou. Contacte o serviço de apoio ao cliente.',
  },
  en: {
    credited: 'The amount of {amount} was credited to your main wallet.',
    approved: 'The amount of {amount} was paid. Please confirm receipt under Withdraw.',
    rejected: 'The request of {amount} was rejected. Any amount held is back in your main wallet.',
    failed: 'The request of {amount} failed. Please contact customer service.',
  },
};

/** The message's title and body in a language (exported for the tests). */
export function walletOutcomeText(outcome: WalletOutcome, language: Language): { title: string; body: string } {
  const fill = (text: string) => text.replace('{ref}', outcome.reference).replace('{amount}', outcome.amount);
  return { title: fill(TITLES[language][outcome.kind][outcome.event]), body: `<p>${fill(BODIES[language][outcome.event])}</p>` };
}

/** The teller the wallet's decisions take: stores the message for the member and announces it. */
export function walletOutcomeTeller(tenants: readonly TenantInfo[]): WalletOutcomeTeller {
  const languages = new Map(tenants.map((t) => [t.code, t.compiled.features.languages?.default === 'en' ? 'en' : 'pt'] as const));
  return async (tx, outcome, now) => {
    const { title, body } = walletOutcomeText(outcome, languages.get(outcome.tenant) ?? 'pt');
    await tx.insert(memberMessages).values({ tenant: outcome.tenant, memberId: outcome.memberId, title, body, createdAt: now });
    await announceUnread(tx, outcome.tenant, outcome.memberId);
  };
}
