export { RescueTaskWidget } from './RescueTaskWidget';
