import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { LOTTERY_FAMILIES, PRIZE_MODES } from './vocabulary';

/** Lottery games (routes /lottery, /seaLottery, /vnLottery; query gameCode; login needed). */
export const lotteryGamePropsSchema = {
  $id: 'widget/lottery-game',
  title: 'Lottery game props',
  description: 'Lottery game list and betting page of one prize mode; the gameCode query picks the game.',
  type: 'object',
  properties: {
    prizeMode: { type: 'string', enum: PRIZE_MODES, description: "Prize mode of the game list; the route's when absent." },
    families: {
      type: 'array',
      items: { type: 'string', enum: LOTTERY_FAMILIES },
      minItems: 1,
      uniqueItems: true,
      default: LOTTERY_FAMILIES,
      description: 'Lottery families offered, in order.',
    },
    showDrawHistory: { type: 'boolean', default: true, description: 'Show the opened numbers of recent draws.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type LotteryGameProps = FromSchema<typeof lotteryGamePropsSchema>;
