/**
 * The reference server's tables (Drizzle, PostgreSQL dialect; PGlite embedded or a real server).
 * Every row that belongs to a merchant carries its tenant code, and every query filters by it:
 * that is the tenant isolation. State that must hold across server instances (sessions, lock-outs,
 * rate counters, codes, captchas, used proof-of-work challenges) lives here, never in memory.
 */
export { tenantState } from './tenants';
export { members, sessions } from './members';
export { attempts, verificationCodes, captchas, usedChallenges, outbox, serverKeys, securitySettings } from './security';
export { vendors, games, gameCounts, favourites, recentGames, catalogueVersions } from './catalogue';
export { content, feedback, memberMessages } from './content';
export { ledgerAccounts, ledgerTransfers, ledgerEntries, idempotencyKeys } from './ledger';
export { walletSettings, deposits, withdrawals, paymentPasswords, memberUplines, scheduledRuns, openingBalances, withdrawalProofs, gameLaunches, gameRounds } from './wallet';
export { chatMessages, chatReads, chatTickets } from './chat';
export { lotteryDraws } from './lottery';
export { pointSettings, pointRewards, pointAccruals, pointRedemptions } from './points';
export { rebateSettings, rebateAccruals, rebateClaims } from './rebate';
export { agentSettings, agentContracts, agentSettlements, type StoredTier } from './agents';
export { rewardPromotions, rewardParticipations, missions, missionClaims } from './rewards';
export { promotionOffers, promotionApplications, type StoredImage } from './applications';
export { pushSockets } from './push';
// Red envelopes (issue 18)
export { redEnvelopes, redEnvelopeShares } from './envelopes';
