import type { AgentsTextKey } from './agents.en';

/** Textos em português das recusas das chamadas de agente (as mesmas chaves de agents.en.ts). */
export const AGENTS_TEXTS_PT: Record<AgentsTextKey, string> = {
  'error.notYourDownline': 'Esta conta não está na sua rede',
  'error.contractRateAboveUpline': 'A taxa de um subordinado não pode ser maior que a do seu superior',
  'error.contractNotPending': 'Esta oferta de contrato já não está aberta',
  'error.contractInvalid': 'O contrato não é válido: verifique o período e as faixas',
};
