import type { ResponsibleGamingTextKey } from './responsibleGaming.en';

/** Textos em português das recusas do jogo responsável (as mesmas chaves de responsibleGaming.en.ts). */
export const RESPONSIBLE_GAMING_TEXTS_PT: Record<ResponsibleGamingTextKey, string> = {
  'error.rgLimitReached': 'Isso ultrapassaria seu limite de {0}: você ainda pode usar {1} neste(a) {2}',
  'error.rgExcluded': 'Sua conta está pausada até {0} a seu pedido',
  'error.rgClosed': 'Sua autoexclusão terminou: peça a reabertura da conta, ela reabre 24 horas depois',
  'error.rgNotAllowed': 'Esta opção não é oferecida aqui',
};
