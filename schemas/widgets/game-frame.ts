import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { GAME_FRAME_MODES } from './vocabulary';

/** Game pages (routes /seamless, /lottert, /vnlottery, /sealottery) with the side menu hidden. */
export const gameFramePropsSchema = {
  $id: 'widget/game-frame',
  title: 'Game frame props',
  description: 'Full-page frame that launches a seamless vendor game or a lottery game page.',
  type: 'object',
  properties: {
    mode: { type: 'string', enum: GAME_FRAME_MODES, description: "seamless or lottery; the route's when absent." },
    showToolbar: { type: 'boolean', default: true, description: 'Back, refresh and fullscreen buttons above the game.' },
    allowFullscreen: { type: 'boolean', default: true },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type GameFrameProps = FromSchema<typeof gameFramePropsSchema>;
