export { WinnersListWidget } from './WinnersListWidget';
