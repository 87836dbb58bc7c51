export { HelpModalWidget } from './HelpModalWidget';
