export { WinnerBoardWidget, splitWinners } from './WinnerBoardWidget';
