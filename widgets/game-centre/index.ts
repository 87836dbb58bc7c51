export { GameCentreWidget, classificationsOf, routeGameType } from './GameCentreWidget';
export { LOBBY_PARAMS, normaliseSearch, readLobbyState, writeLobbyState } from './lobbyState';
export type { LobbyState } from './lobbyState';
