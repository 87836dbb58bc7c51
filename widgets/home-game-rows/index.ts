export { HOME_ROW_MAX_GAMES, HomeGameRowsWidget, rowLimit, visibleRows } from './HomeGameRowsWidget';
