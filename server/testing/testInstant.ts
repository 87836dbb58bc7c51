/**
 * The instant every test starts at (server tests' clocks, the seeded templates, the e2e server's
 * CLOCK_START and the browsers' clocks): by default a Wednesday, mid-month, mid-afternoon in the
 * tenants' zone (America/Sao_Paulo, UTC-3), so a whole run stays inside one day, one week and one
 * month. Seeded history is relative to it (server/seed/), so records, periods and charts show the
 * same rows in every run. `npm run test:dates` runs the date-sensitive tests at other instants
 * (TEST_INSTANT, an ISO instant) to show that the calendar does not matter.
 */
export const TEST_INSTANT: string = instantOf(process.env['TEST_INSTANT']) ?? '2026-06-17T14:00:00.000-03:00';

function instantOf(text: string | undefined): string | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  if (Number.isNaN(new Date(text).getTime())) throw new Error(`TEST_INSTANT is not an instant: ${text}`);
  return text.trim();
}
