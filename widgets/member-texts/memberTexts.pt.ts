import type { MemberTextKey } from './memberTexts.en';
import { WALLET_TEXTS_PT } from './walletTexts.pt';
import { RECORDS_TEXTS_PT } from './recordsTexts.pt';
import { SECURITY_TEXTS_PT } from './securityTexts.pt';

/** Portuguese texts of the member centre's pages (the default language); keys as in memberTexts.en.ts. */
export const MEMBER_TEXTS_PT: Record<MemberTextKey, string> = {
  'centre.menu': 'Central do membro',
  'centre.badge_one': '{count} novo',
  'centre.badge_other': '{count} novos',
  'centre.noPage': 'Esta página ainda não está disponível.',
  'summary.title': 'Minha conta',
  'summary.balance': 'Saldo',
  'summary.pendingDeposits': 'Depósitos pendentes',
  'summary.pendingWithdrawals': 'Saques pendentes',
  'summary.lastTransactions': 'Últimas transações',
  'summary.none': 'Nenhuma transação ainda.',
  'summary.gameWallets': 'Nas carteiras de jogo',
  'summary.held': 'Retido',
  'summary.totalFunds': 'Fundos totais',
  'summary.awaiting_one': '{count} saque para confirmar',
  'summary.awaiting_other': '{count} saques para confirmar',
  'centre.summaryLink': 'Abrir',
  'centre.retry': 'Tentar novamente',

  ...WALLET_TEXTS_PT,
  ...RECORDS_TEXTS_PT,
  ...SECURITY_TEXTS_PT,
};
