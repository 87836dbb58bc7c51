/** Portuguese catalogue texts of one area (home and lobby): the same keys as home.en.ts. */
import type { HOME_MESSAGES_EN } from './home.en';

export const HOME_MESSAGES_PT: Record<keyof typeof HOME_MESSAGES_EN, string> = {
  'bannerCarousel.label': 'Destaques',
  'noticeMarquee.label': 'Avisos',
  'noticeModal.pages': 'Páginas de avisos',
  'noticeModal.previous': 'Anterior',
  'noticeModal.next': 'Próxima',
  'noticeModal.page': 'Página {page} de {total}',
  'winnerBoard.title': 'Grandes vencedores',
  'winnerBoard.top': 'Maiores vencedores',
  'winnerBoard.recent': 'Mais vencedores',
  'gameCategoryMenu.label': 'Categorias de jogos',
  'gameCategoryMenu.scrollBack': 'Rolar categorias para trás',
  'gameCategoryMenu.scrollForward': 'Rolar categorias para a frente',
  'homeGames.label': 'Jogos',
  'homeGames.hot': 'Jogos em alta',
  'homeGames.hotBadge': 'Em alta',
  'homeGames.more': 'Mais',
  'homeGames.moreOf': 'Mais de {category}',
  'homeGames.all': 'Todas as categorias',
  'lobby.hotBadge': 'Em alta',
  'lobby.favourite': 'Favoritar {name}',
  'lobby.play': 'Jogar',
  'lobby.playGame': 'Jogar {name}',
  'lobby.demo': 'Demo',
  'lobby.demoGame': 'Demo de {name}',
  'lobby.pages': 'Páginas',
  'lobby.previous': 'Anterior',
  'lobby.next': 'Próxima',
  'lobby.page': 'Página {page}',
  // ---- lobby (keys of this area go above this line) ----
  'publicAnnouncement.title': 'Comunicado',
  'vendorDropMenu.hotGames': 'Jogos em alta',
  'vendorDropMenu.play': 'Jogar {game}',
  // ---- launch (keys of this area go above this line) ----
};
