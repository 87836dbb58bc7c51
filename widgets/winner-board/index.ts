export { WinnerBoardWidget, amountFormatter, splitWinners } from './WinnerBoardWidget';
