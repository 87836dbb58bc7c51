export { GameCategoryMenuWidget } from './GameCategoryMenuWidget';
