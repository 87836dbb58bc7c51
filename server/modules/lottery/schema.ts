/** Lottery draws the reference server makes on a schedule per lottery game (server/modules/lottery/draws.ts). */
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    gameCode: text('game_code').notNull(),
    /** The draw's UTC day and its place in the day ('20261125-0843'): one draw per game and period. */
    drawNo: text('draw_no').notNull(),
    /** The opened numbers, comma-separated, in drawing order. */
    numbers: text('numbers').notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
  },
  // Unique per game and period: two instances drawing the same period keep one draw.
  (t) => [uniqueIndex('lottery_draws_game_period').on(t.tenant, t.gameCode, t.drawNo), index('lottery_draws_recent').on(t.tenant, t.gameCode, t.drawnAt)],
);
