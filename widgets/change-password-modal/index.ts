export { ChangePasswordModalWidget } from './ChangePasswordModalWidget';
