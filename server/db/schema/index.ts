/**
 * The reference server's tables (Drizzle, PostgreSQL dialect; PGlite embedded or a real server).
 * Every row that belongs to a merchant carries its tenant code, and every query filters by it:
 * that is the tenant isolation. State that must hold across server instances (sessions, lock-outs,
 * rate counters, codes, captchas, used proof-of-work challenges) lives here, never in memory.
 */
export { tenantState } from '../../modules/tenants/schema';
export { members, sessions } from '../../modules/members/schema';
export { attempts, verificationCodes, captchas, usedChallenges, outbox, serverKeys, securitySettings } from '../../modules/security/schema';
export { vendors, games, gameCounts, favourites, recentGames, catalogueVersions, gameLaunches, gameRounds, gamePlaySpans } from '../../modules/catalogue/schema';
export { content } from '../../modules/content/schema';
export { memberMessages, feedback } from '../../modules/messages/schema';
export { ledgerAccounts, ledgerTransfers, ledgerEntries, idempotencyKeys } from '../../modules/ledger/schema';
export { walletSettings, deposits, withdrawals, scheduledRuns, withdrawalProofs } from '../../modules/wallet/schema';
export { paymentPasswords } from '../../modules/security/schema';
export { memberUplines, memberSocialLinks, memberSignUps } from '../../modules/members/schema';
export { openingBalances } from '../../modules/ledger/schema';
export { chatMessages, chatReads, chatTickets } from '../../modules/messages/chatSchema';
export { lotteryDraws } from '../../modules/lottery/schema';
export { pointSettings, pointRewards, pointAccruals, pointRedemptions } from '../../modules/points/schema';
export { rebateSettings, rebateAccruals, rebateClaims } from '../../modules/rewards/rebateSchema';
export { agentSettings, agentContracts, agentSettlements, type StoredTier } from '../../modules/agents/schema';
export { rewardPromotions, rewardParticipations, missions, missionClaims } from '../../modules/rewards/schema';
export { promotionOffers, promotionApplications, type StoredImage } from '../../modules/applications/schema';
export { pushSockets } from '../../modules/messages/pushSchema';
// Red envelopes (issue 18)
export { redEnvelopes, redEnvelopeShares } from '../../modules/envelopes/schema';
export { databaseFunctions } from '../sqlFunctions';
// Responsible gaming (issue 38)
export { rgLimitChanges, rgExclusions, rgReopenRequests, rgRealityChecks } from '../../modules/responsibleGaming/schema';
