/** Portuguese texts of the member centre's second part (see member2Texts.en.ts). */
import type { MEMBER2_TEXTS_EN } from './member2Texts.en';

export const MEMBER2_TEXTS_PT: Record<keyof typeof MEMBER2_TEXTS_EN, string> = {
  'messages.list': 'Mensagens',
  'messages.unread': '{count} não lidas',
  'messages.none': 'Nenhuma mensagem.',
  'messages.new': 'Nova',
  'messages.markAllRead': 'Marcar todas como lidas',
  'messages.allRead': 'Todas as mensagens foram marcadas como lidas.',
  'messages.open': 'Abrir mensagem: {title}',
  'messages.delete': 'Excluir',
  'messages.deleted': 'Mensagem excluída.',
  'messages.close': 'Fechar',
  'messages.sentAt': 'Enviada em {date}',
  'messages.loading': 'Abrindo a mensagem…',
  'messages.previous': 'Página anterior',
  'messages.next': 'Próxima página',
  'messages.page': 'Página {page} de {pages}',
};
