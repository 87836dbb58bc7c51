import type { Seed } from '../../schemas/seed';

/** The seed a tenant without `seed.json` gets: a broad catalogue (RNG above 10 vendors, so the large drop menu shows). */
export const DEFAULT_SEED = {
  schemaVersion: 1,
  switches: {
    usernameRegistration: true,
    mobileRegistration: false,
    registrationSms: false,
    mobilePasswordOnRegistration: false,
    phonePasswordReset: true,
    agentPolicy: true,
    passwordExpiry: false,
    referral: true,
  },
  vendors: {
    ELOTT: ['ELOTT'],
    LOTT: ['LOTT', 'VNL', 'SEAL'],
    LIVE: ['EVO', 'SEXY', 'DG'],
    SPORTS: ['SBO', 'SABA', 'SV3'],
    FISH: ['JDB', 'FC', 'JL'],
    RNG: ['PG', 'PP', 'JDB', 'CQ9', 'JL', 'FC', 'PT', 'EG2', 'BGS', 'HAB', 'SPADE', 'MG'],
    PVP: ['KY', 'V8'],
    ESPORTS: ['IMES', 'TF', 'AV'],
    INHOUSE: ['SPB'],
  },
  agent: { contractTypes: ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] },
  smsExpiryMinutes: 5,
  status: 0,
} as const satisfies Seed;
