export { LoginModalWidget } from './LoginModalWidget';
export { LoginForm, smsLoginOffered, SMS_CODE_PATTERN } from './LoginForm';
export type { LoginFormProps, LoginMode } from './LoginForm';
