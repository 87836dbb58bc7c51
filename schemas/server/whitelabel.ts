import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { GAME_TYPES, SWITCHES } from '../domain';

/** The white-label switches the server sends; `referral` is the public REFERRAL promotion, not a switch here. */
export const WHITELABEL_SWITCHES = SWITCHES.filter(
  (s): s is Exclude<(typeof SWITCHES)[number], 'referral'> => s !== 'referral',
) as readonly WhitelabelSwitchName[];
export type WhitelabelSwitchName = Exclude<(typeof SWITCHES)[number], 'referral'>;

const switchProperties = Object.fromEntries(
  WHITELABEL_SWITCHES.map((s) => [s, { type: 'boolean' }]),
) as Record<WhitelabelSwitchName, { type: 'boolean' }>;

/** Body of the white-label value without `$id`, so other schemas can embed it (one `$id` per ajv instance). */
export const whitelabelValueSchema = {
  title: 'White-label response value',
  description: 'Switches of SPEC section 6 and the game-type menu. The server wins over the manifest.',
  type: 'object',
  properties: {
    ...switchProperties,
    socialLogin: { type: 'boolean', description: 'Social login (and its SMS provider) is offered.' },
    menu: {
      type: 'array',
      description: 'Game types the merchant turned on or off.',
      items: {
        type: 'object',
        properties: {
          gameType: { type: 'string', enum: GAME_TYPES },
          enabled: { type: 'boolean' },
        },
        required: ['gameType', 'enabled'],
        additionalProperties: false,
      },
    },
  },
  required: [
    'usernameRegistration',
    'mobileRegistration',
    'registrationSms',
    'mobilePasswordOnRegistration',
    'phonePasswordReset',
    'agentPolicy',
    'passwordExpiry',
  ],
  additionalProperties: false,
} as const satisfies JSONSchema;

/** `/wps/system/whitelabel` response value. */
export const whitelabelSchema = {
  $id: 'server/whitelabel',
  ...whitelabelValueSchema,
} as const satisfies JSONSchema;

export type Whitelabel = FromSchema<typeof whitelabelSchema>;
export type WhitelabelMenuEntry = NonNullable<Whitelabel['menu']>[number];
