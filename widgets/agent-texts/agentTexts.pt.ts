import type { AGENT_TEXTS_EN } from './agentTexts.en';
import { CONTRACT_TEXTS_PT } from './contractTexts.pt';
import { TEAM_TEXTS_PT } from './teamTexts.pt';
import { AGENT_RECORDS_TEXTS_PT } from './agentRecordsTexts.pt';
import { INCOME_TEXTS_PT } from './incomeTexts.pt';

/** Textos em português do centro do agente (as mesmas chaves de agentTexts.en.ts). */
export const AGENT_TEXTS_PT: Record<keyof typeof AGENT_TEXTS_EN, string> = {
  'centre.menu': 'Centro do agente',
  'centre.clock': 'Hora ({gmt})',
  'centre.greeting': 'Agente {name}',
  'centre.signOut': 'Sair',
  'centre.noPage': 'Esta página ainda não está disponível.',

  'error.notYourDownline': 'Esta conta não está na sua rede',
  'error.contractRateAboveUpline': 'A taxa de um subordinado não pode ser maior que a do seu superior',
  'error.contractNotPending': 'Esta oferta de contrato já não está aberta',
  'error.contractInvalid': 'O contrato não é válido: verifique o período e as faixas',

  ...CONTRACT_TEXTS_PT,
  ...TEAM_TEXTS_PT,
  ...AGENT_RECORDS_TEXTS_PT,
  ...INCOME_TEXTS_PT,
};
