/** Portuguese texts of the promotion application form (same keys as applyTexts.en.ts). */
import type { APPLY_TEXTS_EN } from './applyTexts.en';

export const APPLY_TEXTS_PT: Record<keyof typeof APPLY_TEXTS_EN, string> = {
  'apply.heading': 'Candidatar-se a esta promoção',
  'apply.bonus': 'Bônus quando concedido: {amount}',
  'apply.open': 'Candidatar-se',
  'apply.comment': 'Comentário',
  'apply.commentHint': 'Até {max} caracteres · {count} digitados',
  'apply.commentTooLong': 'O comentário pode ter no máximo {max} caracteres.',
  'apply.images': 'Imagens',
  'apply.imagesHint': 'PNG ou JPG, no máximo {size} MB cada, no máximo {max} imagens.',
  'apply.imageType': '{name}: só são aceites imagens PNG ou JPG.',
  'apply.imageSize': '{name}: a imagem tem mais de {size} MB.',
  'apply.imageCount': 'No máximo {max} imagens.',
  'apply.remove': 'Remover {name}',
  'apply.send': 'Enviar candidatura',
  'apply.sending': 'Enviando…',
  'apply.sent': 'Candidatura {id} enviada. Avisaremos aqui.',
  'apply.status': 'A sua candidatura {id}',
  'apply.status.applying': 'Em análise',
  'apply.status.issued': 'Concedida',
  'apply.status.rejected': 'Rejeitada',
  'apply.sentAt': 'Enviada {date}',
  'apply.remark': 'Observação: {remark}',
  'apply.again': 'Pode candidatar-se de novo.',
  'apply.signIn': 'Entre com uma conta real para se candidatar.',
};
