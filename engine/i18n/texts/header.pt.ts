import type { HeaderTextKey } from './header.en';

/** Portuguese texts of the header's lazy parts (see header.en.ts). */
export const HEADER_TEXTS_PT: Record<HeaderTextKey, string> = {
  'header.notices': 'Anúncios',
  'header.unreadNotices': '{count} novos',
  'header.vip': 'Nível VIP {level}',
};
