/**
 * The content module's public face: what other modules, the routes and the operator commands may use.
 * Everything else in this folder is its own (the lint rule of the server's house enforces it).
 */
export {
  agentAnnouncementPage, announcementPage, bannerById, bannersOf, contentOf, countriesOf, domainRoutesOf, helpTermsOf, placeContentFirst,
  promotionById, promotionExists, promotionsOf, replaceDomainRoutes, winnersOf, type AnnouncementPage,
} from './content';
export {
  CONTENT_KINDS, PROMOTION_TYPE_NAMES, type ContentKind, type Localized, type StoredAnnouncement, type StoredBanner, type StoredCountry,
  type StoredDomainRoute, type StoredHelpTerm, type StoredPromotion, type StoredWinner,
} from './kinds';
export { requestedLanguageOf } from './language';
