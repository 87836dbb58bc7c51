export { LotteryGameWidget } from './LotteryGameWidget';
export { gameTypeOfPrizeMode, groupByFamily, LOTTERY_MAX_PAGES, LOTTERY_PAGE_SIZE, prizeModeOfPath, type FamilyGroup } from './lotteryGames';
