/**
 * The API client's public surface: the call table, the client, its errors and messages, and the
 * TanStack Query hooks. The rest of src/ imports only from here.
 */
export { ApiError, messageKeyForStatus } from './apiError';
export type { ApiErrorInit, ApiErrorKind } from './apiError';
export { CALL_NAMES, CALL_TABLE, call, isCallName } from '../../schemas/api/callTable';
export type {
  BodyParams, CallArgs, CallDefinition, CallModuleId, CallOptions, CallName, CallParams, CallTable, CallTypes, CallValue, HttpMethod, NoParams,
  QueryParams, QueryScalar, QueryValue, TokenRule,
} from '../../schemas/api/callTable';
export { encryptPayload, importServerKey } from './encryptPayload';
export type { EncryptedBody, ServerKey } from './encryptPayload';
export { describeError, errorMessageKey } from './messages';
export {
  API_QUERY_ROOT, ApiClientProvider, apiQueryKey, useApiCaller, useApiQuery, useApiQueryKey, fetchServerSnapshot, sessionKeyOf, shouldRetryApiError, useAnnouncements,
  useApiClient, useBalance, useBanners, useGameList, useGameMenus, useHotGames, useMemberInfo, useMerchantPromotions,
  useRegisterSettings, useSitePermission, useSystemStatus, useWhitelabel, useWinnerBoard,
} from './queries';
export type { AnnouncementType, ApiClientContextValue, ApiQueryOptions, SnapshotCache, ApiClientProviderProps, BannerGroupName } from './queries';
export { DEFAULT_TIMEOUT_MS, buildUrl, createApiClient, fetchStaticJson, formEncode, primedKeyOf } from './request';
export type { ApiClient, ApiClientConfig } from './request';
