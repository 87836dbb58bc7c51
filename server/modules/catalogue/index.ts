/**
 * The catalogue module's public face: what other modules, the routes and the operator commands may use.
 * Everything else in this folder is its own (the lint rule of the server's house enforces it).
 */
export { HTTP_POLICIES, answerOf, catalogueOf, markPrivate, sendAnswer, sendPublic } from './catalogue';
export { SPIN_STAKES, lastSpin, launchOf, openRound, registerLaunch, settleRound, type Launch } from './rounds';
export { netLossIn, stakesIn } from './playUsage';
