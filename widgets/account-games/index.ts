export { ACCOUNT_GAMES_PARAMS, AccountGamesWidget, accountListOf } from './AccountGamesWidget';
