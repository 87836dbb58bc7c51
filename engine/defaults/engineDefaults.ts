import { CONTRACT_TYPES, DEFAULT_FOOTER_VENDORS, FEATURES, SWITCHES, type IconEntry, type IconName } from '../../schemas/domain';
import { CURRENT_SCHEMA_VERSION } from '../migrate/migrateManifest';

/** The name of the first merge layer, as `explain` and the provenance maps give it. */
export const ENGINE_DEFAULT_LAYER = 'engine default';

/**
 * The first merge layer: what a merchant gets when neither its preset nor its manifest says
 * otherwise. Both values pass the manifest schemas (a test checks it).
 */
export const ENGINE_DEFAULT_FEATURES = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  languages: { default: 'pt', supported: ['pt', 'en'] },
  theme: {
    default: 'dark',
    dark: {
      primary: '#f5b400', primaryText: '#1a1300', accent: '#3ad29f', background: '#0f1420', surface: '#171e2e',
      surfaceRaised: '#202a3f', text: '#f2f4f8', textMuted: '#a7b0c2', border: '#2b3650', danger: '#ff5c6c',
      success: '#37c978', warning: '#ffb347', badge: '#ff3b30',
    },
    light: {
      primary: '#c98a00', primaryText: '#1a1300', accent: '#0f8f6a', background: '#f5f7fb', surface: '#ffffff',
      surfaceRaised: '#eef1f7', text: '#141a26', textMuted: '#556070', border: '#d5dbe6', danger: '#c62836',
      success: '#1f8a4c', warning: '#a85d00', badge: '#d92c20',
    },
  },
  switches: Object.fromEntries(SWITCHES.map((s) => [s, true])),
  features: Object.fromEntries(FEATURES.map((f) => [f, true])),
  gameTypes: { hidden: [] },
  agent: { contractTypes: [...CONTRACT_TYPES] },
  social: [],
  // The responsible-gaming page's texts (issue 38) until a merchant writes its own: a short
  // self-assessment after the common screening questions, and help open to players of any market.
  responsibleGaming: {
    selfAssessment: [
      { id: 'moreTime', text: { pt: 'Você joga por mais tempo ou com mais dinheiro do que pretendia?', en: 'Do you play for longer or with more money than you meant to?' } },
      { id: 'chasing', text: { pt: 'Você volta a jogar para recuperar o que perdeu?', en: 'Do you go back to win back what you lost?' } },
      { id: 'borrowing', text: { pt: 'Você já pediu dinheiro emprestado ou vendeu algo para jogar?', en: 'Have you borrowed money or sold something to play?' } },
      { id: 'hiding', text: { pt: 'Você esconde de pessoas próximas quanto joga?', en: 'Do you hide from people close to you how much you play?' } },
      { id: 'restless', text: { pt: 'Você fica inquieto ou irritado quando tenta jogar menos?', en: 'Do you feel restless or irritable when you try to play less?' } },
    ],
    helpOrganisations: [
      { id: 'gamblersAnonymous', name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org', description: { pt: 'Grupos de apoio mútuo em vários países.', en: 'Mutual support groups in many countries.' } },
      { id: 'gamcare', name: 'GamCare', url: 'https://www.gamcare.org.uk', phone: '0808 8020 133', description: { pt: 'Apoio gratuito e confidencial (Reino Unido).', en: 'Free, confidential support (United Kingdom).' } },
      { id: 'cvv', name: 'CVV — Centro de Valorização da Vida', url: 'https://cvv.org.br', phone: '188', description: { pt: 'Apoio emocional gratuito, 24 horas (Brasil).', en: 'Free emotional support, 24 hours (Brazil).' } },
    ],
  },
} as const;

/** One icon per menu entry; manifests name others (layout `icons`). */
export const DEFAULT_ICONS: Record<IconEntry, IconName> = {
  collapse: 'chevrons-left', home: 'house', gameSearch: 'search', bonus: 'gift', invite: 'user-plus', rescueTask: 'life-buoy',
  vip: 'crown', pointMall: 'gem', gameTypes: 'gamepad-2', promotions: 'megaphone', appDownload: 'smartphone', customerService: 'headset',
  chatRoom: 'message-circle', language: 'languages', social: 'share-2', favorite: 'heart', ELOTT: 'ticket', LOTT: 'clover',
  LIVE: 'tv', SPORTS: 'trophy', FISH: 'fish', RNG: 'cherry', PVP: 'swords', ESPORTS: 'joystick', INHOUSE: 'dices',
};

export const ENGINE_DEFAULT_LAYOUT = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  pages: {
    home: [
      { widget: 'banner-carousel' },
      { widget: 'notice-marquee' },
      { widget: 'game-category-menu' },
      { widget: 'home-game-rows' },
      { widget: 'winner-board' },
    ],
    promotions: [{ widget: 'promotion-list' }],
    gameCenter: [{ widget: 'game-centre', props: { variant: 'centre' } }],
    gameListCenter: [{ widget: 'game-centre', props: { variant: 'list' } }],
    accountGames: [{ widget: 'account-games' }],
    lottery: [{ widget: 'lottery-game' }],
    seamless: [{ widget: 'game-frame' }],
    pointMall: [{ widget: 'points-mall' }],
    member: [{ widget: 'member-centre' }],
    help: [{ widget: 'help-centre' }],
    agent: [{ widget: 'agent-login' }],
    agentHome: [{ widget: 'agent-centre' }],
    appDownload: [{ widget: 'app-download' }],
    lineSpeed: [{ widget: 'line-speed-test' }],
    feedback: [{ widget: 'feedback-form' }],
    winners: [{ widget: 'winners-list' }],
    vip: [{ widget: 'vip-levels' }],
    rescueTask: [{ widget: 'rescue-task' }],
  },
  navigation: { hiddenGameTypes: [], showPromotions: true, vendorMenu: { enabled: true, homeVendors: 5, homeHotGames: 12 } },
  sideMenu: { collapsed: false, blocks: { promotions: { promotionCount: 6 } }, hiddenGameTypes: [] },
  footer: { hidden: [], vendorLogos: [...DEFAULT_FOOTER_VENDORS] },
  icons: DEFAULT_ICONS,
  memberMenu: { hidden: [] },
  agentMenu: { hidden: [] },
} as const;
