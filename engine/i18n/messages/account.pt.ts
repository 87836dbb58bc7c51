/** Portuguese catalogue texts of one area (account): the same keys as account.en.ts. */
import type { ACCOUNT_MESSAGES_EN } from './account.en';

export const ACCOUNT_MESSAGES_PT: Record<keyof typeof ACCOUNT_MESSAGES_EN, string> = {
  'weekday.mon': 'Seg',
  'weekday.tue': 'Ter',
  'weekday.wed': 'Qua',
  'weekday.thu': 'Qui',
  'weekday.fri': 'Sex',
  'weekday.sat': 'Sáb',
  'weekday.sun': 'Dom',
  // ---- account (keys of this area go above this line) ----
  'header.balance': 'Saldo',
  'header.hideBalance': 'Ocultar saldo',
  'header.refreshBalance': 'Atualizar saldo',
  'header.trial': 'Teste',
  'header.unreadMessages_one': '{count} mensagem não lida',
  'header.unreadMessages_other': '{count} mensagens não lidas',
  'header.memberInfo': 'Dados do membro',
  // ---- register (keys of this area go above this line) ----
};
