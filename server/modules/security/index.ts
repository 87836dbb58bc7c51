/**
 * The security module's public face: what other modules, the routes and the operator commands may use.
 * Everything else in this folder is its own (the lint rule of the server's house enforces it).
 */
export { CAPTCHA_AFTER_FAILURES, IP_LOCK_MINUTES, clearFailures, failureState, recordFailure, requireQuota, takeQuota } from './attempts';
export { consumeCaptcha, createCaptcha } from './captcha';
export { checkCode, codeMessage, deliver, hasLiveCode, languageOf, sixDigits, spendIfMatches, storeCode } from './codes';
export { encrypted } from './encryptedBody';
export { outboxMessages } from './outbox';
export { pruneAttempts, pruneCaptchas, pruneUsedChallenges, pruneVerificationCodes } from './prune';
export { createHumanCheckChallenge, requireHumanCheck } from './humanCheck';
export { LIMITS, limitsOf, sessionIdleMinutesOf, writeLimits, type Limits } from './limits';
export { PRODUCTION_SCRYPT, burnVerification, hashPassword, needsRehash, verifyPassword } from './passwords';
export { checkPaymentPassword, confirmLoginPassword, paymentPasswordHash, setPaymentPassword, storeNewPaymentPassword } from './paymentPassword';
export { sendSmsCode } from './sendCode';
export { encryptionKey } from './serverKeys';
export { matchingTotpStep } from './totp';
