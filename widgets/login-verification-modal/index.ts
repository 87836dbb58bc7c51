export { LoginVerificationModalWidget, AUTHENTICATOR_PATTERN } from './LoginVerificationModalWidget';
