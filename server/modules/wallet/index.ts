/**
 * The wallet module's public face: what other modules, the routes and the operator commands may use.
 * Everything else in this folder is its own (the lint rule of the server's house enforces it).
 */
export { mainBalance } from './balances';
export { isoOf, type MemberContext } from './context';
export { amountWithin, listDeposits, pendingDeposits, requestDeposit } from './deposits';
export { operatorDeposit, operatorWithdrawal, referenceNumber } from './operator';
export type { WalletOutcome, WalletOutcomeEvent, WalletOutcomeTeller } from './outcomes';
export { oldestPendingWithdrawals } from './pending';
export { bets, bonuses, kindFiltersOf, lastTransactions, playStanding, profit, rangeOf, transactions, typeOf } from './records';
export { startFreePlay } from './freePlay';
export { startWalletScheduler } from './scheduler';
export { walletSettingsOf, type WalletSettings } from './settings';
export { gameWalletsTotal, merchantWallet, transferUpline, transferUplineInfo, walletTransfer, type VendorNames } from './transfers';
export { balanceView, depositMethods, fundsConsolidated, walletSummary, withdrawInfo } from './views';
export { confirmWithdrawal, listWithdrawals, requestWithdrawal, withdrawalCounts } from './withdrawals';
export { depositsIn } from './protection';
export { moneyDataOf, type MoneyData } from './personalData';
