/**
 * English catalogue texts of one area, the home page's widgets (banners, notices, winners, game categories, home games), the lobby and the game launch. Keys are shared with home.pt.ts; messages.en.ts
 * gathers the areas into the catalogue.
 */
export const HOME_MESSAGES_EN = {
  'bannerCarousel.label': 'Featured',
  'noticeMarquee.label': 'Announcements',
  'noticeModal.pages': 'Announcement pages',
  'noticeModal.previous': 'Previous',
  'noticeModal.next': 'Next',
  'noticeModal.page': 'Page {page} of {total}',
  'winnerBoard.title': 'Big winners',
  'winnerBoard.top': 'Top winners',
  'winnerBoard.recent': 'More winners',
  'gameCategoryMenu.label': 'Game categories',
  'gameCategoryMenu.scrollBack': 'Scroll categories back',
  'gameCategoryMenu.scrollForward': 'Scroll categories forward',
  'homeGames.label': 'Games',
  'homeGames.hot': 'Hot games',
  'homeGames.hotBadge': 'HOT',
  'homeGames.more': 'More',
  'homeGames.moreOf': 'More {category}',
  'homeGames.all': 'All categories',
  'lobby.hotBadge': 'HOT',
  'lobby.favourite': 'Favourite {name}',
  'lobby.play': 'Play',
  'lobby.playGame': 'Play {name}',
  'lobby.demo': 'Demo',
  'lobby.demoGame': 'Demo {name}',
  'lobby.pages': 'Pages',
  'lobby.previous': 'Previous',
  'lobby.next': 'Next',
  'lobby.page': 'Page {page}',
  // ---- lobby (keys of this area go above this line) ----
  'publicAnnouncement.title': 'Announcement',
  'vendorDropMenu.hotGames': 'Hot games',
  'vendorDropMenu.play': 'Play {game}',
  // ---- launch (keys of this area go above this line) ----
} as const;
