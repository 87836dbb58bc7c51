import type { PrivacyTextEntry } from './privacyTexts.en';

/** Textos em português da seção "Seus dados" da central de segurança (as mesmas chaves de privacyTexts.en.ts). */
export const PRIVACY_TEXTS_PT: Record<PrivacyTextEntry, string> = {
  'privacy.title': 'Seus dados',
  'privacy.intro': 'Baixe uma cópia dos dados pessoais que guardamos sobre você ou encerre sua conta.',
  'privacy.download': 'Baixar meus dados',
  'privacy.downloading': 'Preparando seu arquivo…',
  'privacy.downloaded': 'Seus dados foram salvos como {file}',
  'privacy.close': 'Encerrar minha conta',
  'privacy.closeTitle': 'Encerrar sua conta',
  'privacy.closeWarning': 'O encerramento é definitivo: você sairá da conta e não poderá entrar de novo. Seus registros de apostas e pagamentos são mantidos, como a lei exige.',
  'privacy.password': 'Sua senha de acesso',
  'privacy.passwordRequired': 'Digite sua senha',
  'privacy.confirmClose': 'Encerrar conta',
  'privacy.cancel': 'Cancelar',
  'privacy.closed': 'Sua conta foi encerrada. Você saiu da conta.',
};
