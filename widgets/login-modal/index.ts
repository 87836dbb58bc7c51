export { LoginModalWidget } from './LoginModalWidget';
export { LoginForm, smsLoginOffered } from './LoginForm';
export type { LoginFormProps, LoginMode } from './LoginForm';
