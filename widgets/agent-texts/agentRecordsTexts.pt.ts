import type { AGENT_RECORDS_TEXTS_EN } from './agentRecordsTexts.en';

/** Portuguese texts of the agent's reports; keys as in agentRecordsTexts.en.ts. */
export const AGENT_RECORDS_TEXTS_PT: Record<keyof typeof AGENT_RECORDS_TEXTS_EN, string> = {
  'revenue.caption': 'Relatório de receita por período de dividendos',
  'revenue.period': 'Período',
  'revenue.gross': 'Receita bruta',
  'revenue.bonus': 'Custo de bônus',
  'revenue.fees': 'Taxas',
  'revenue.net': 'Receita líquida',
  'revenue.carryIn': 'Transportado',
  'revenue.base': 'Base',
  'revenue.rate': 'Taxa',
  'revenue.commission': 'Comissão',
  'revenue.carryOut': 'A transportar',
  'revenue.how': 'Receita líquida = receita bruta − custo de bônus − taxas. Base = receita líquida + transportado. Comissão = base × taxa, arredondada para baixo ao centavo, quando a base é positiva; uma base negativa passa para o período seguinte.',
  'revenue.check': '{gross} − {bonus} − {fees} = {net}; {net} + {carryIn} = {base}; × {rate} = {commission}',
  'revenue.export': 'Exportar CSV',
  'revenue.total': 'Total',
  'revenue.none': 'Nenhum período de dividendos liquidado ainda.',

  'notices.list': 'Anúncios para agentes',
  'records.downline': 'Subordinado',
  'records.allDownlines': 'Toda a equipe',
  'records.branchHint': 'Escolher um agente subordinado inclui a equipe dele.',
  'records.account': 'Conta',
  'records.houseResult': 'Resultado da casa',
  'records.teamBets': 'Apostas da equipe',
  'records.statements': 'Lucros e perdas por subordinado',
  'records.transactions': 'Transações dos subordinados',
  'records.level': 'Nível {depth}',
};
