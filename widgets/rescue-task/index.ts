export { RescueTaskWidget, RESCUE_TIERS } from './RescueTaskWidget';
