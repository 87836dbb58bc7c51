/**
 * The responsible-gaming module's public face: what other modules, the routes and the operator
 * commands may use. Everything else in this folder is its own (the lint rule of the server's house).
 */
export { DEFAULT_POLICY, LIMIT_KINDS, LIMIT_PERIODS, assertMayPlay, loginScopeOf, pausedDuring, policyOf, assertWithinLimit, endOf, limitIn, limitPeriodOf, limitsOf, playStatusOf, realityCheckOf, requestReopen, setLimit, setLimitInTransaction, setRealityCheck, startExclusion, type Duration, type ExclusionRequest, type LimitKind, type LimitPeriod, type LimitRequest, type MemberScope, type PlayStatus, type Policy } from './responsibleGaming';
export { roomLeft, type LimitState } from './limitTimeline';
export { rgHistoryOf, type HistoryEntry } from './history';
export { pauseWithPassword } from './pause';
export { DURATIONS, durationName, playResultSince, protectionOverview, statusValue, type MinutesUsage, type MoneyUsage } from './overview';
export { protectionHistoryOf, type ProtectionHistory } from './personalData';
