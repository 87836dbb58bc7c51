/**
 * The catalogue module's public face: what other modules, the routes and the operator commands may use.
 * Everything else in this folder is its own (the lint rule of the server's house enforces it).
 */
export { HTTP_POLICIES, answerOf, catalogueOf, markPrivate, sendAnswer, sendPublic } from './catalogue';
export { launchPanel, spinDemoGame, type LaunchPanel, type SpinOutcome, type SpinRefusal, type SpinRequest } from './demoGame';
export {
  FLAG_CLASSIFICATIONS, addFavourite, classificationOfGameCode, favouriteGamesPage, favouriteMarks, favouriteNodeIds, findGame, gameCodesOfTypes, gameMenusOf, gameOf, gameTypesWithVendors, hotGamesOf,
  launchGame, listKeyOf, listQueryOf, listRequestOf, lobbyPage, newGameVendorsOf, recentGamesOf, removeFavourite, toGame, trialLaunch, vendorDisplayName,
  vendorGameTypesOf, type FavouriteTarget, type GameRecord, type LaunchTarget, type ListRequest, type ListValues,
} from './games';
export { IMAGE_CDNS, LAUNCH_CDNS } from './hosts';
export { popularGamesOf, roomListOf, vnGameMenuOf, vnRecentGamesOf } from './menus';
export { SPIN_STAKES, lastSpin, launchOf, openRound, registerLaunch, settleRound, type Launch } from './rounds';
export { vendorNamesOf } from './vendorWallets';
export { minutesPlayedIn, netLossIn, stakesIn } from './playUsage';
