/**
 * What the content table holds: its kinds of rows and the shape each kind's data is stored in (the
 * served shape: a row's data is sent as it is), and the names of the promotion types.
 */
import type { Language } from '../../../schemas/domain';
import type { Announcement, Banner, Winner } from '../../../schemas/api/home';
import type { Country, DomainRoute, HelpTerm, Promotion } from '../../../schemas/api/system';

/** The kinds of content rows. */
export const CONTENT_KINDS = {
  banner: 'banner',
  announcement: 'announcement',
  promotion: 'promotion',
  help: 'help',
  winner: 'winner',
  country: 'country',
  domainRoute: 'domainRoute',
  /** Announcements for agents only (the agent centre's agentAnnouncement page). */
  agentAnnouncement: 'agentAnnouncement',
} as const;

export type ContentKind = (typeof CONTENT_KINDS)[keyof typeof CONTENT_KINDS];

/** A text in each language. */
export type Localized = Record<Language, string>;

/** A banner as stored: the served fields. */
export type StoredBanner = Banner;
/** An announcement as stored (one row per language). */
export type StoredAnnouncement = Announcement;
/** A promotion as stored (one row per language). */
export type StoredPromotion = Promotion;
/** A winner as stored. */
export type StoredWinner = Winner;
export type StoredHelpTerm = HelpTerm;
export type StoredCountry = Country;
export type StoredDomainRoute = DomainRoute;

/** The name of each promotion type, as the promotions page groups them. */
export const PROMOTION_TYPE_NAMES: Record<Promotion['type'], Localized> = {
  DEPOSIT: { pt: 'Depósito', en: 'Deposit' },
  REBATE: { pt: 'Reembolso', en: 'Rebate' },
  REFERRAL: { pt: 'Indicação', en: 'Referral' },
  VIP: { pt: 'VIP', en: 'VIP' },
  EVENT: { pt: 'Eventos', en: 'Events' },
};
