import type { EnvelopesTextKey } from './envelopes.en';

/** Textos em português das recusas dos envelopes vermelhos (as mesmas chaves de envelopes.en.ts). */
export const ENVELOPES_TEXTS_PT: Record<EnvelopesTextKey, string> = {
  'error.envelopeTooSmall': 'O valor deve dar a cada destinatário pelo menos 0,01',
  'error.envelopeNotOpen': 'Este envelope vermelho já foi resgatado ou devolvido',
  'error.envelopeExpired': 'Este envelope vermelho expirou',
};
