/**
 * Sign-up's fixed lists (a jurisdiction's `registration.signUp`, issue 39), shared by the manifest
 * schema, the register call's schema, the portal's form and the server. A leaf module without imports:
 * the registration popup's chunk takes it without pulling the manifest schemas along.
 */

/** The periods a limit chosen at sign-up runs over (the responsible-gaming limits' periods). */
export const SIGN_UP_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type SignUpLimitPeriod = (typeof SIGN_UP_LIMIT_PERIODS)[number];

/**
 * The genders sign-up offers: a fixed list, so the operator's reports count alike. No "prefer not to
 * say": the law asks for the gender (Portaria SPA/MF 1.231/2024 art. 31); "other" covers the rest.
 */
export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
