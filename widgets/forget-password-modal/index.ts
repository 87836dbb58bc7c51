export { ForgetPasswordModalWidget } from './ForgetPasswordModalWidget';
export type { ResetMode } from './ForgetPasswordModalWidget';
