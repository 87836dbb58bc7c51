/**
 * The calls of the member centre, the points mall and the agent centre: loaded by the request
 * function with the first of them, off the home route. Every one needs a session (a test holds it).
 */
import type { BetsValue, BonusValue, DepositListValue, DepositMethodsValue, DepositValue, FundsConsolidatedValue, MerchantWalletValue, ProfitValue, SecurityCenterValue, SignOutOthersValue, TransactionsValue, TransferUplineInfoValue, TransferUplineValue, PlayStandingValue, WalletSummaryValue, WalletTransferValue, WithdrawConfirmValue, WithdrawInfoValue, WithdrawListValue, WithdrawValue, betsQuerySchema, bonusQuerySchema, depositBodySchema, depositListQuerySchema, paymentPasswordBodySchema, profitQuerySchema, transactionsQuerySchema, transferUplineBodySchema, walletTransferBodySchema, withdrawBodySchema, withdrawConfirmBodySchema, withdrawListQuerySchema } from './wallet';

import type { AgentContractsValue, AgentInfoValue, AgentTransferValue, ContractView, DownlinesValue, OverviewValue, ProcessContractValue, SettlementsValue, agentTransferBodySchema, downlinesQuerySchema, offerContractBodySchema, overviewQuerySchema, processContractBodySchema, settlementsQuerySchema } from './agent';
import type { AgentAnnouncementsQuery, RegisterDownlineValue, registerDownlineBodySchema, TeamBetsValue, TeamProfitLossValue, TeamTransactionsValue, teamBetsQuerySchema, teamProfitLossQuerySchema, teamTransactionsQuerySchema } from './agentRecords';
import type { AccountDetailsValue, AgentIncomeValue, UserLossValue, accountDetailsQuerySchema, agentIncomeQuerySchema, userLossQuerySchema } from './agentIncome';
import { call, defineCallTable, type Empty, type NoParams, type Sent } from './callDefinition';
import type { ClaimEnvelopeValue, ReceivedEnvelopesValue, SendEnvelopeValue, SentEnvelopesValue, claimEnvelopeBodySchema, envelopesQuerySchema, sendEnvelopeBodySchema } from './envelopes';

import type { AffiliateValue, MemberIconValue, MemberProfileValue, affiliateQuerySchema, changePasswordBodySchema, forgotByEmailBodySchema, forgotBySmsBodySchema, registerBodySchema, setPasswordByPhoneBodySchema } from './account';
import type { FavouriteChangeValue, GameItemsValue, LaunchValue, favouriteBodySchema, favouriteRemoveQuerySchema, launchQuerySchema } from './games';
import type { AnnouncementsValue, FeedbackValue, feedbackBodySchema } from './home';
import type { DeleteMessageValue, InboxValue, MessageValue, ReadAllValue, deleteMessageQuerySchema, inboxQuerySchema, messageBodySchema } from './messages';
import type { ChallengeValue, LoginValue, PublicKeyValue, RiskWarningValue, SmsSentValue, TokenValue, freeplayBodySchema, loginBodySchema, loginVerificationBodySchema, smsNoLoginBodySchema, smsRegisterBodySchema } from './session';
import type { OpenedNumbersValue, openedNumbersQuerySchema, popularQuerySchema, roomListQuerySchema, vnGameMenuQuerySchema } from './lottery';
import type { ChatModelsValue, ChatUnreadValue, LaunchChatValue, chatModelsQuerySchema, launchChatQuerySchema } from './chat';
import type { ConvertValue, PointBalanceValue, PointConfigValue, PointDetailsValue, PointRewardValue, RedeemListValue, RedeemValue, convertBodySchema, pointDetailsQuerySchema, redeemBodySchema, redeemListQuerySchema } from './points';
import type { RebateClaimValue, RebateValue, rebateClaimBodySchema } from './rebate';
import type { PlayStatusValue, ResponsibleGamingValue, RgSessionValue, rgLimitBodySchema, rgPauseBodySchema, rgRealityCheckBodySchema } from './responsibleGaming';
import type { ApplicationsValue, PromotionApplication } from './applications';
import type { ReferralValue } from './referral';
import type { AvailablePromotionsValue, ClaimMissionValue, ClaimPromotionValue, JoinPromotionValue, MissionLeaderboardValue, MissionSummaryValue, PromotionClaimListValue, leaderboardQuerySchema, missionBodySchema, promotionBodySchema, promotionClaimListQuerySchema, rewardsQuerySchema } from './rewards';
import type { DomainRouteValue, HelpCenterValue, LocationValue, helpCenterQuerySchema } from './system';
import type { PersonalDataValue, closeAccountBodySchema } from './privacy';


export const MEMBER_CALLS = defineCallTable({
  walletTransfer: call<WalletTransferValue, Sent<typeof walletTransferBodySchema>>()({ path: '/wps/relay/GCS_walletTransfer', method: 'POST', moduleId: null, token: 'required', idempotent: true }),
  merchantWallet: call<MerchantWalletValue, NoParams>()({ path: '/wps/relay/GCS_merchantWallet', method: 'GET', moduleId: 'COMM3', token: 'required' }),
  inbox: call<InboxValue, Sent<typeof inboxQuerySchema>>()({ path: '/wps/relay/CSP_getInbox', method: 'GET', moduleId: 'INBOX3', token: 'required' }),
  // Platform messages (reference server additions; schemas/api/messages.ts)
  readMessage: call<MessageValue, Sent<typeof messageBodySchema>>()({ path: '/wps/relay/CSP_readMessage', method: 'POST', moduleId: 'INBOX3', token: 'required' }),
  readAllMessages: call<ReadAllValue, NoParams>()({ path: '/wps/relay/CSP_readAllMessages', method: 'POST', moduleId: 'INBOX3', token: 'required' }),
  deleteMessage: call<DeleteMessageValue, Sent<typeof deleteMessageQuerySchema>>()({ path: '/wps/relay/CSP_deleteMessage', method: 'DELETE', moduleId: 'INBOX3', token: 'required' }),
  // Reward centre and missions (schemas/api/rewards.ts; joinPromotion and claimMission are reference server additions)
  availablePromotions: call<AvailablePromotionsValue, Sent<typeof rewardsQuerySchema>>()({ path: '/wps/relay/MCSFE_getAvailablePromotions', method: 'GET', moduleId: 'REWCEN3', token: 'required' }),
  promotionClaimList: call<PromotionClaimListValue, Sent<typeof promotionClaimListQuerySchema>>()({ path: '/wps/relay/MCS2_getPromotionClaimList', method: 'GET', moduleId: 'REWCEN3', token: 'required' }),
  claimRafflePromotion: call<ClaimPromotionValue, Sent<typeof promotionBodySchema>>()({ path: '/wps/relay/MCS2_claimRafflePromotion', method: 'POST', moduleId: 'REWCEN3', token: 'required', idempotent: true }),
  joinPromotion: call<JoinPromotionValue, Sent<typeof promotionBodySchema>>()({ path: '/wps/relay/MCSFE_joinPromotion', method: 'POST', moduleId: 'REWCEN3', token: 'required' }),
  missionSummary: call<MissionSummaryValue, Sent<typeof rewardsQuerySchema>>()({ path: '/wps/relay/MCSFE_getMissionSummaryDetails', method: 'GET', moduleId: null, token: 'required' }),
  missionLeaderboard: call<MissionLeaderboardValue, Sent<typeof leaderboardQuerySchema>>()({ path: '/wps/relay/MCSFE_getMissionLeaderboard', method: 'GET', moduleId: null, token: 'required' }),
  claimMission: call<ClaimMissionValue, Sent<typeof missionBodySchema>>()({ path: '/wps/relay/MCSFE_claimMissionReward', method: 'POST', moduleId: null, token: 'required', idempotent: true }),
  chatUnread: call<ChatUnreadValue, NoParams>()({ path: '/wps/relay/CBS_unreadCount', method: 'GET', moduleId: 'CBS3', token: 'required' }),
  chatModels: call<ChatModelsValue, Sent<typeof chatModelsQuerySchema>>()({ path: '/wps/relay/CBS_modelList', method: 'GET', moduleId: 'CBS3', token: 'required' }),
  launchChat: call<LaunchChatValue, Sent<typeof launchChatQuerySchema>>()({ path: '/wps/relay/CBS_launchChat', method: 'GET', moduleId: 'CBS3', token: 'required' }),
  memberTransactions: call<TransactionsValue, Sent<typeof transactionsQuerySchema>>()({ path: '/wps/relay/ODSFE2_MemTransDet', method: 'GET', moduleId: 'MEMTRANS3', token: 'required' }),
  // Member centre money pages (reference server additions; schemas/api/wallet.ts)
  walletSummary: call<WalletSummaryValue, NoParams>()({ path: '/wps/v2/wallets/summary', method: 'GET', moduleId: 'WALLET3', token: 'required' }),
  playStanding: call<PlayStandingValue, NoParams>()({ path: '/wps/v2/wallets/standing', method: 'GET', moduleId: 'WALLET3', token: 'required' }),
  depositMethods: call<DepositMethodsValue, NoParams>()({ path: '/wps/v2/wallets/deposit/methods', method: 'GET', moduleId: 'DEPOSIT3', token: 'required' }),
  deposit: call<DepositValue, Sent<typeof depositBodySchema>>()({ path: '/wps/v2/wallets/deposit', method: 'POST', moduleId: 'DEPOSIT3', token: 'required', idempotent: true }),
  depositList: call<DepositListValue, Sent<typeof depositListQuerySchema>>()({ path: '/wps/v2/wallets/deposit/list', method: 'GET', moduleId: 'DEPOSIT3', token: 'required' }),
  withdrawInfo: call<WithdrawInfoValue, NoParams>()({ path: '/wps/v2/wallets/withdraw/info', method: 'GET', moduleId: 'WITHDRAW3', token: 'required' }),
  withdraw: call<WithdrawValue, Sent<typeof withdrawBodySchema>>()({ path: '/wps/v2/wallets/withdraw', method: 'POST', moduleId: 'WITHDRAW3', token: 'required', encrypted: true, idempotent: true }),
  withdrawList: call<WithdrawListValue, Sent<typeof withdrawListQuerySchema>>()({ path: '/wps/v2/wallets/withdraw/list', method: 'GET', moduleId: 'WITHDRAW3', token: 'required' }),
  withdrawConfirm: call<WithdrawConfirmValue, Sent<typeof withdrawConfirmBodySchema>>()({ path: '/wps/v2/wallets/withdraw/confirm', method: 'POST', moduleId: 'WITHDRAWCONF3', token: 'required' }),
  paymentPassword: call<Empty, Sent<typeof paymentPasswordBodySchema>>()({ path: '/wps/v2/member/paymentPassword', method: 'POST', moduleId: 'PAYPASS3', token: 'required', encrypted: true }),
  bettingRecord: call<BetsValue, Sent<typeof betsQuerySchema>>()({ path: '/wps/v2/wallets/bets', method: 'GET', moduleId: 'BETREC3', token: 'required' }),
  profit: call<ProfitValue, Sent<typeof profitQuerySchema>>()({ path: '/wps/v2/wallets/profit', method: 'GET', moduleId: 'PROFIT3', token: 'required' }),
  bonusDetails: call<BonusValue, Sent<typeof bonusQuerySchema>>()({ path: '/wps/v2/wallets/bonus', method: 'GET', moduleId: 'BONUS3', token: 'required' }),
  transferUplineInfo: call<TransferUplineInfoValue, NoParams>()({ path: '/wps/v2/wallets/transferUpline/info', method: 'GET', moduleId: 'TRANSUPLINE3', token: 'required' }),
  transferUpline: call<TransferUplineValue, Sent<typeof transferUplineBodySchema>>()({ path: '/wps/v2/wallets/transferUpline', method: 'POST', moduleId: 'TRANSUPLINE3', token: 'required', encrypted: true, idempotent: true }),
  securityCenter: call<SecurityCenterValue, NoParams>()({ path: '/wps/v2/member/securityCenter', method: 'GET', moduleId: 'SECCEN3', token: 'required' }),
  signOutOthers: call<SignOutOthersValue, NoParams>()({ path: '/wps/v2/member/sessions/signOutOthers', method: 'POST', moduleId: 'SECCEN3', token: 'required' }),
  // Points
  pointBalance: call<PointBalanceValue, NoParams>()({ path: '/wps/relay/MCS2_getPointBalance', method: 'GET', moduleId: 'PTSYS3', token: 'required' }),
  pointReward: call<PointRewardValue, NoParams>()({ path: '/wps/relay/MCS2_getPointReward', method: 'GET', moduleId: 'PTSYS3', token: 'required' }),
  redeemPointReward: call<RedeemValue, Sent<typeof redeemBodySchema>>()({ path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', method: 'POST', moduleId: 'PTSYS3', token: 'required', encrypted: true, idempotent: true }),
  redeemPointList: call<RedeemListValue, Sent<typeof redeemListQuerySchema>>()({ path: '/wps/relay/MCS2_getRedeemPointList', method: 'GET', moduleId: 'PTSYS3', token: 'required' }),
  pointConfig: call<PointConfigValue, NoParams>()({ path: '/wps/relay/MCS2_getPointConfig', method: 'GET', moduleId: 'PTSYS3', token: 'required' }),
  convertPoint: call<ConvertValue, Sent<typeof convertBodySchema>>()({ path: '/wps/relay/passwordCheck/MCS2_convertPoint', method: 'POST', moduleId: 'PTSYS3', token: 'required', encrypted: true, idempotent: true }),
  // Point details (reference server addition; schemas/api/points.ts)
  pointDetails: call<PointDetailsValue, Sent<typeof pointDetailsQuerySchema>>()({ path: '/wps/relay/MCS2_getPointDetails', method: 'GET', moduleId: 'PTSYS3', token: 'required' }),
  // Manual rebate (reference server additions; schemas/api/rebate.ts)
  rebate: call<RebateValue, NoParams>()({ path: '/wps/v2/rebate', method: 'GET', moduleId: 'REBATE3', token: 'required' }),
  claimRebate: call<RebateClaimValue, Sent<typeof rebateClaimBodySchema>>()({ path: '/wps/v2/rebate/claim', method: 'POST', moduleId: 'REBATE3', token: 'required', idempotent: true }),
  // Responsible gaming (reference server additions; schemas/api/responsibleGaming.ts, issue 38)
  responsibleGaming: call<ResponsibleGamingValue, NoParams>()({ path: '/wps/v2/member/responsibleGaming', method: 'GET', moduleId: 'RESPGAME3', token: 'required' }),
  rgSetLimit: call<ResponsibleGamingValue, Sent<typeof rgLimitBodySchema>>()({ path: '/wps/v2/member/responsibleGaming/limit', method: 'POST', moduleId: 'RESPGAME3', token: 'required' }),
  rgPause: call<PlayStatusValue, Sent<typeof rgPauseBodySchema>>()({ path: '/wps/v2/member/responsibleGaming/pause', method: 'POST', moduleId: 'RESPGAME3', token: 'required', encrypted: true }),
  rgSession: call<RgSessionValue, NoParams>()({ path: '/wps/v2/member/responsibleGaming/session', method: 'GET', moduleId: 'RESPGAME3', token: 'required' }),
  rgReopen: call<PlayStatusValue, NoParams>()({ path: '/wps/v2/member/responsibleGaming/reopen', method: 'POST', moduleId: 'RESPGAME3', token: 'required' }),
  rgRealityCheck: call<ResponsibleGamingValue, Sent<typeof rgRealityCheckBodySchema>>()({ path: '/wps/v2/member/responsibleGaming/realityCheck', method: 'POST', moduleId: 'RESPGAME3', token: 'required' }),
  // LGPD: the member's data export and the account's closure (reference server additions; schemas/api/privacy.ts)
  personalData: call<PersonalDataValue, NoParams>()({ path: '/wps/v2/member/personalData', method: 'GET', moduleId: 'SECCEN3', token: 'required' }),
  closeAccount: call<Empty, Sent<typeof closeAccountBodySchema>>()({ path: '/wps/v2/member/close', method: 'POST', moduleId: 'SECCEN3', token: 'required' }),
  // The risk warning acknowledged after a login (reference server addition; issue 39)
  acknowledgeRiskWarning: call<RiskWarningValue, NoParams>()({ path: '/wps/v2/member/riskWarning', method: 'POST', moduleId: 'RESPGAME3', token: 'required' }),
  // Promotion applications (reference server additions; schemas/api/applications.ts): multipart form of the promotions page's "apply"
  applyPromotion: call<PromotionApplication, FormData>()({ path: '/wps/v2/promotions/apply', method: 'POST', moduleId: 'REWCEN3', token: 'required', multipart: true }),
  promotionApplications: call<ApplicationsValue, NoParams>()({ path: '/wps/v2/promotions/applications', method: 'GET', moduleId: 'REWCEN3', token: 'required' }),
  // The member's referral (reference server addition; schemas/api/referral.ts)
  referral: call<ReferralValue, NoParams>()({ path: '/wps/v2/referral', method: 'GET', moduleId: 'REFERRAL3', token: 'required' }),
  // Agent contracts: accept, reject or terminate an upline's offer (writes; schemas/api/agent.ts)
  processRealTimeSalaryContract: call<ProcessContractValue, Sent<typeof processContractBodySchema>>()({ path: '/wps/relay/MCSFE_processRealTimeSalaryContract', method: 'POST', moduleId: 'RTSALARY3', token: 'required' }),
  processDividend: call<ProcessContractValue, Sent<typeof processContractBodySchema>>()({ path: '/wps/relay/MCS2_processDividendReq', method: 'POST', moduleId: 'SIGNCONDIV3', token: 'required' }),
  processDailySalary: call<ProcessContractValue, Sent<typeof processContractBodySchema>>()({ path: '/wps/relay/MCS2_processDailySalContract', method: 'POST', moduleId: 'DAILYSALCONT3', token: 'required' }),
  processHourSalary: call<ProcessContractValue, Sent<typeof processContractBodySchema>>()({ path: '/wps/relay/MCS2_processContractHourSalary', method: 'POST', moduleId: 'HOURSAL3', token: 'required' }),
  // Agent centre (reference server additions; schemas/api/agent.ts)
  agentInfo: call<AgentInfoValue, NoParams>()({ path: '/wps/v2/agent/info', method: 'GET', moduleId: 'AGENT3', token: 'required' }),
  agentContracts: call<AgentContractsValue, NoParams>()({ path: '/wps/v2/agent/contracts', method: 'GET', moduleId: 'AGENT3', token: 'required' }),
  agentOfferContract: call<ContractView, Sent<typeof offerContractBodySchema>>()({ path: '/wps/v2/agent/contracts/offer', method: 'POST', moduleId: 'AGENT3', token: 'required' }),
  agentSettlements: call<SettlementsValue, Sent<typeof settlementsQuerySchema>>()({ path: '/wps/v2/agent/settlements', method: 'GET', moduleId: 'AGENT3', token: 'required' }),
  agentOverview: call<OverviewValue, Sent<typeof overviewQuerySchema>>()({ path: '/wps/v2/agent/overview', method: 'GET', moduleId: 'AGENT3', token: 'required' }),
  agentDownlines: call<DownlinesValue, Sent<typeof downlinesQuerySchema>>()({ path: '/wps/v2/agent/downlines', method: 'GET', moduleId: 'AGENT3', token: 'required' }),
  agentTransfer: call<AgentTransferValue, Sent<typeof agentTransferBodySchema>>()({ path: '/wps/v2/agent/transfer', method: 'POST', moduleId: 'AGENT3', token: 'required', encrypted: true, idempotent: true }),
  // Agent records: team betting, profit and loss, downline transactions (reference server additions; schemas/api/agentRecords.ts)
  agentTeamBets: call<TeamBetsValue, Sent<typeof teamBetsQuerySchema>>()({ path: '/wps/v2/agent/records/bets', method: 'GET', moduleId: 'AGENT3', token: 'required' }),
  agentProfitLoss: call<TeamProfitLossValue, Sent<typeof teamProfitLossQuerySchema>>()({ path: '/wps/v2/agent/records/profitLoss', method: 'GET', moduleId: 'AGENT3', token: 'required' }),
  agentAnnouncements: call<AnnouncementsValue, AgentAnnouncementsQuery>()({ path: '/wps/v2/agent/announcements', method: 'GET', moduleId: 'AGENT3', token: 'required' }),
  agentRegister: call<RegisterDownlineValue, Sent<typeof registerDownlineBodySchema>>()({ path: '/wps/v2/agent/register', method: 'POST', moduleId: 'AGENT3', token: 'required', encrypted: true }),
  agentTeamTransactions: call<TeamTransactionsValue, Sent<typeof teamTransactionsQuerySchema>>()({ path: '/wps/v2/agent/records/transactions', method: 'GET', moduleId: 'AGENT3', token: 'required' }),
  // The agent's own money pages: my income, user loss, account details (reference server additions; schemas/api/agentIncome.ts)
  agentIncome: call<AgentIncomeValue, Sent<typeof agentIncomeQuerySchema>>()({ path: '/wps/v2/agent/income', method: 'GET', moduleId: 'AGENT3', token: 'required' }),
  agentUserLoss: call<UserLossValue, Sent<typeof userLossQuerySchema>>()({ path: '/wps/v2/agent/userLoss', method: 'GET', moduleId: 'AGENT3', token: 'required' }),
  agentAccountDetails: call<AccountDetailsValue, Sent<typeof accountDetailsQuerySchema>>()({ path: '/wps/v2/agent/accountDetails', method: 'GET', moduleId: 'AGENT3', token: 'required' }),
  // Red envelopes: an agent sends, its downlines claim (reference server additions; schemas/api/envelopes.ts)
  agentSendEnvelope: call<SendEnvelopeValue, Sent<typeof sendEnvelopeBodySchema>>()({ path: '/wps/v2/agent/envelopes', method: 'POST', moduleId: 'AGENT3', token: 'required', encrypted: true, idempotent: true }),
  agentEnvelopes: call<SentEnvelopesValue, Sent<typeof envelopesQuerySchema>>()({ path: '/wps/v2/agent/envelopes', method: 'GET', moduleId: 'AGENT3', token: 'required' }),
  envelopes: call<ReceivedEnvelopesValue, Sent<typeof envelopesQuerySchema>>()({ path: '/wps/v2/envelopes', method: 'GET', moduleId: 'REWCEN3', token: 'required' }),
  claimEnvelope: call<ClaimEnvelopeValue, Sent<typeof claimEnvelopeBodySchema>>()({ path: '/wps/v2/envelopes/claim', method: 'POST', moduleId: 'REWCEN3', token: 'required', idempotent: true }),
});

/**
 * Calls made on a visitor's action (signing in, registering, a reset, a launch, a favourite), never
 * read as a query: any token rule. Loaded with the member calls.
 */
export const ACTION_CALLS = defineCallTable({
  login: call<LoginValue, Sent<typeof loginBodySchema>>()({ path: '/wps/session/login', method: 'POST', moduleId: 'COMM3', token: 'none', encrypted: true }),
  loginVerify: call<LoginValue, Sent<typeof loginVerificationBodySchema>>()({ path: '/wps/session/login/verification', method: 'POST', moduleId: 'LOGINIPVERF3', token: 'none', encrypted: true }),
  logout: call<Empty, NoParams>()({ path: '/wps/session/logout', method: 'DELETE', moduleId: 'COMM3', token: 'required' }),
  freePlay: call<LoginValue, Sent<typeof freeplayBodySchema>>()({ path: '/wps/session/login/freeplay', method: 'POST', moduleId: 'FREEPLAY3', token: 'none' }),
  memberIcon: call<MemberIconValue, NoParams>()({ path: '/wps/member/info/icon', method: 'GET', moduleId: 'PROFPIC3', token: 'required' }),
  memberProfile: call<MemberProfileValue, NoParams>()({ path: '/wps/member/profile', method: 'GET', moduleId: 'COMM3', token: 'required' }),
  fundsConsolidated: call<FundsConsolidatedValue, NoParams>()({ path: '/wps/member/info/funds/consolidated', method: 'GET', moduleId: 'COMM3', token: 'required' }),
  changePassword: call<Empty, Sent<typeof changePasswordBodySchema>>()({ path: '/wps/member/password', method: 'POST', moduleId: 'PASS3', token: 'required', encrypted: true }),
  forgetPasswordByEmail: call<Empty, Sent<typeof forgotByEmailBodySchema>>()({ path: '/wps/member/password/email', method: 'POST', moduleId: 'COMM3', token: 'none', form: true }),
  findPasswordByPhone: call<SmsSentValue, Sent<typeof forgotBySmsBodySchema>>()({ path: '/wps/member/password/sms', method: 'POST', moduleId: 'PWRESETSMS3', token: 'none' }),
  setPasswordByPhone: call<TokenValue, Sent<typeof setPasswordByPhoneBodySchema>>()({ path: '/wps/member/password/verification', method: 'POST', moduleId: 'CHNGPASSVERIF3', token: 'none', encrypted: true }),
  smsNoLogin: call<SmsSentValue, Sent<typeof smsNoLoginBodySchema>>()({ path: '/wps/verification/sms/noLogin', method: 'POST', moduleId: 'VERIFICATION3', token: 'none' }),
  smsRegister: call<SmsSentValue, Sent<typeof smsRegisterBodySchema>>()({ path: '/wps/verification/sms/register', method: 'POST', moduleId: 'REGMOBVERF3', alternateModuleIds: ['MOBILENUMREG3'], token: 'none' }),
  securityConfig: call<unknown>()({ path: '/wps/v2/member/securityConfig', method: 'GET', moduleId: 'COMM3', token: 'required' }),
  updateLanguage: call<unknown>()({ path: '/wps/member/language', method: 'POST', moduleId: 'COMM3', token: 'required' }),
  register: call<TokenValue, Sent<typeof registerBodySchema>>()({ path: '/wps/member/register', method: 'POST', moduleId: 'REG3', token: 'none', encrypted: true }),
  registerMobile: call<TokenValue, Sent<typeof registerBodySchema>>()({ path: '/wps/member/register/mobile', method: 'PUT', moduleId: 'MOBILENUMREG3', token: 'none', encrypted: true }),
  affiliateCheck: call<AffiliateValue, Sent<typeof affiliateQuerySchema>>()({ path: '/wps/agent/affiliate', method: 'GET', moduleId: 'AFFMAN3', token: 'none' }),
  publicKey: call<PublicKeyValue, NoParams>()({ path: '/wps/system/publicKey', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  humanCheckChallenge: call<ChallengeValue, NoParams>()({ path: '/wps/session/challenge', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  location: call<LocationValue, NoParams>()({ path: '/wps/system/location', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  domainRoute: call<DomainRouteValue, NoParams>()({ path: '/wps/system/domainRoute', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  settingsConsolidated: call<unknown>()({ path: '/wps/system/settings/consolidated', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  templates: call<unknown>()({ path: '/wps/system/templates', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  helpCenter: call<HelpCenterValue, Sent<typeof helpCenterQuerySchema>>()({ path: '/wps/system/helpCenter', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  vnGameMenu: call<GameItemsValue, Sent<typeof vnGameMenuQuerySchema>>()({ path: '/lgw/vn/games/game_menu', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  vnGameMenuRecent: call<GameItemsValue, Sent<typeof vnGameMenuQuerySchema>>()({ path: '/lgw/vn/games/game_menu/recent', method: 'GET', moduleId: 'COMM3', token: 'required' }),
  lottRecent: call<unknown>()({ path: '/lgw/games/game_menus/recent', method: 'GET', moduleId: 'COMM3', token: 'required' }),
  launchGame: call<LaunchValue, Sent<typeof launchQuerySchema>>()({ path: '/wps/game/launchGame', method: 'GET', moduleId: 'GAMELO3', token: 'required' }),
  trialGame: call<LaunchValue, Sent<typeof launchQuerySchema>>()({ path: '/wps/relay/GCS_gameTrialLaunch', method: 'GET', moduleId: null, token: 'none' }),
  gameLaunchFB: call<LaunchValue, Sent<typeof launchQuerySchema>>()({ path: '/wps/relay/GCS_gameLaunchFB', method: 'GET', moduleId: null, token: 'none' }),
  addFavourite: call<FavouriteChangeValue, Sent<typeof favouriteBodySchema>>()({ path: '/wps/relay/MCSFE_addFavoriteGameV2', method: 'POST', moduleId: 'GAMELO3', token: 'required' }),
  removeFavourite: call<FavouriteChangeValue, Sent<typeof favouriteRemoveQuerySchema>>()({ path: '/wps/relay/MCSFE_removeFavoriteGameV2', method: 'DELETE', moduleId: 'GAMELO3', token: 'required' }),
  roomList: call<GameItemsValue, Sent<typeof roomListQuerySchema>>()({ path: '/wps/relay/GLS2_roomList', method: 'GET', moduleId: null, token: 'none' }),
  vnOpenedNumbers: call<OpenedNumbersValue, Sent<typeof openedNumbersQuerySchema>>()({ path: '/lgw/vn/numeros/opened/game', method: 'GET', moduleId: 'AGEANNOUNCE3', token: 'none' }),
  lottoOpenedNumbers: call<OpenedNumbersValue, Sent<typeof openedNumbersQuerySchema>>()({ path: '/lotto/lgw/games/opened/numero', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  popular: call<GameItemsValue, Sent<typeof popularQuerySchema>>()({ path: '/lgw/games/popular', method: 'GET', moduleId: 'AGEANNOUNCE3', token: 'none' }),
  feedback: call<FeedbackValue, Sent<typeof feedbackBodySchema>>()({ path: '/wps/feedback', method: 'PUT', moduleId: 'FEEDBACK3', token: 'none' }),
});
