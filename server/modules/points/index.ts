/**
 * The points module's public face: what other modules, the routes and the operator commands may use.
 * Everything else in this folder is its own (the lint rule of the server's house enforces it).
 */
export { accruePoints, convertPoints, decideRedemption, pointBalance, pointConfig, pointDetails, pointRewardList, pointSettingsOf, pointsEnabled, redeemList, redeemReward, redemptionNumber, type PointSettings } from './points';
