/**
 * The members module's public face: what other modules, the routes and the operator commands may use.
 * Everything else in this folder is its own (the lint rule of the server's house enforces it).
 */
export { checkNewPassword, checkedMobile, liveRules } from './accountRules';
export { changePassword, mailTemporaryPassword, resetPasswordByPhone, type RecoveryRequest } from './credentials';
export { MAX_DOWNLINE_DEPTH, downlinesOf, isDownlineOf, uplineIdOf, type Downline } from './downlines';
export { lastLoginsOf, lockMemberRow, memberIdByAccount, memberNamesByIds, memberTypeOf, uplineOf, type MemberName } from './directory';
export { confirmLogin, logIn, type LoginRequest } from './login';
export { isAgentAccount, loginValue, memberByAccount, memberById, memberByMobile, memberInfoOf, needsIpVerification, normalizeAccount, rememberIp, revokeMemberSessions, setPassword, upgradeHash, verificationMethodsOf } from './members';
export { accountDataOf, closeAccount, type AccountData } from './privacy';
export { checkedNickname, displayNameOf, maskAccount } from './publicName';
export { pruneSessions } from './prune';
export { memberIdOfReferralCode, referralOf, type ReferralCurrency } from './referral';
export { addMember, agentWithCode, openTrialAccount, registerMember, type NewMember, type NewMemberOptions, type RegistrationRequest } from './registration';
export { securityCenter, signOutOthers } from './securityCenter';
export { memberProfileOf } from './profile';
export { createSession, memberOfToken, pauseSessions, requireMember, revokeSession, sessionMember, sessionStartOf, type Member, type RequireMemberOptions } from './session';
export { hashToken, tokenOf } from './sessionToken';
export {
  SOCIAL_CHANNELS, assertProviderAllowed, developmentSocialIdentity, loadSocialIdentityProvider, noSocialIdentity, socialIdentitySettingOf,
  type SocialIdentity, type SocialIdentityProvider, type SocialIdentitySetting, type SocialRefusal, type SocialVerification,
} from './socialIdentity';
export { acknowledgeRiskWarning, asksRiskWarning, requireRiskWarningAcknowledged } from './riskWarning';
