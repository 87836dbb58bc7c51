/**
 * English texts of the header's lazy parts: the notice bell and the VIP label (widgets/app-header/extras/, signed-in/): they ship with those chunks (useText(HEADER_TEXTS)),
 * not in the catalogue every page loads. Keys shared with header.pt.ts.
 */
export const HEADER_TEXTS_EN = {
  'header.notices': 'Announcements',
  'header.unreadNotices': '{count} new',
  'header.vip': 'VIP level {level}',
} as const;

export type HeaderTextKey = keyof typeof HEADER_TEXTS_EN;
