/**
 * The ledger module's public face: what other modules, the routes and the operator commands may use.
 * Everything else in this folder is its own (the lint rule of the server's house enforces it).
 */
export { payBonus, prepareBonus, type BonusKind, type BonusPayout } from './bonus';
export { INSUFFICIENT_FUNDS, IdempotencyConflict, refusalOf, requestHash, withIdempotencyKey, type Keyed } from './idempotency';
export { postKeyed } from './keyedPosting';
export { HOUSE, LedgerError, balanceOf, ensureAccounts, houseAccount, inTransaction, memberAccount, memberWallets, post, type AccountRef, type Book, type Executor, type Tx } from './ledger';
export {
  accountEntryPage, entryPage, entryTotals, entryTotalsByMeta, groupFlowsBetween, memberFlowsBetween, realStakesOf, roundPage, roundTotals, roundTotalsByGameType,
  stakeRanking, stakesAndWinsOf, walletAccountIds, type EntryFilter, type EntryRecord, type EntryTotals, type GroupFlows, type KindFilter, type MemberFlows,
  type RoundFilter, type RoundRecord, type RoundTotals,
} from './history';
export { depositsAndBetsOf, type DepositsAndBets } from './memberFigures';
export { centsToNumber, formatMoney, parseAmount } from './money';
export { openAccount } from './opening';
export { pauseAt } from './pausePoints';
export { transferAmounts, walletBalances } from './reads';
