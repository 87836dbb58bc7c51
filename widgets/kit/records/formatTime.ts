/**
 * Times of the records as the member reads them: the day and the minute in the member's own time
 * zone, '25/11/2026 14:05' in Portuguese and in English alike (day first, as both audiences write
 * it). Written out rather than through Intl: its first formatter loads locale data on the main thread.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatDay(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
