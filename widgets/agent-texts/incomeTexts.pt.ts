import type { INCOME_TEXTS_EN } from './incomeTexts.en';

/** Portuguese texts of the agent's own figures; keys as in incomeTexts.en.ts. */
export const INCOME_TEXTS_PT: Record<keyof typeof INCOME_TEXTS_EN, string> = {
  'income.title': 'Minha renda',
  'income.type': 'Tipo de contrato',
  'income.period': 'Período liquidado',
  'income.rate': 'Taxa',
  'income.base': 'Base',
  'income.amount': 'Renda',
  'income.paidAt': 'Pago em',
  'income.byType': 'Renda por tipo de contrato',
  'income.total': 'Renda total',
  'income.payouts': '{count} pagamentos',
  'loss.title': 'Perdas dos usuários por subordinado',
  'loss.sort': 'Ordem',
  'loss.sortLossDesc': 'Maior perda primeiro',
  'loss.sortLossAsc': 'Menor perda primeiro',
  'loss.sortAccount': 'Por conta',
  'loss.validBet': 'Aposta válida',
  'loss.loss': 'Perda líquida',
  'loss.lossHint': 'Perda líquida = aposta válida - ganho - bônus. Negativa: o subordinado saiu ganhando.',
  'loss.direct': 'Direto',
  'loss.indirect': 'Indireto (sob {parent})',
  'loss.relation': 'Relação',
  'account.title': 'Lançamentos da minha conta',
  'account.balance': 'Saldo atual: {amount}',
  'account.balanceHint': 'O saldo do lançamento mais recente é o saldo da sua carteira.',
};
