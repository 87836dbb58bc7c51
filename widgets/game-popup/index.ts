export { GamePopupWidget } from './GamePopupWidget';
export { GameIframe, type GameIframeProps } from './GameIframe';
export { GAME_SANDBOX_BASE, gameAllow, gameSandbox, isFrameableUrl } from './gameFrame';
