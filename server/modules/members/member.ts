import type { members } from './schema';

/**
 * A member's row. Its own module because session.ts and members.ts both need it and session.ts
 * imports members.ts: declared in session.ts it made an import cycle.
 */
export type Member = typeof members.$inferSelect;
