import type { FromSchema } from 'json-schema-to-ts';
import type { predicateSchema } from '../schemas/common';
import type {
  IconEntry, IconName,
  AgentPage, ContractType, FeatureName, FooterBlock, GameType, LazyGroup, Language, MemberPage,
  SessionKind, SideMenuBlock, SocialChannel, SwitchName, ThemeName, ThemeToken, VendorCode,
} from '../schemas/domain';
import type { WidgetId } from '../schemas/widgets/catalogue';
import type { SignUpField, SignUpLimit } from '../schemas/jurisdiction';
import type { AccountRules, RegistrationForm } from './registration';

/** A declarative condition on the viewing session, stored in the resolved site and evaluated by `view`. */
export type Predicate = FromSchema<typeof predicateSchema> & { anyOf?: Predicate[] };

/** Text in every supported language. */
export type LocalizedText = Record<Language, string>;

export interface ResolvedPlacement {
  id: string;
  widget: WidgetId;
  lazyGroup: LazyGroup;
  props: Record<string, unknown>;
  when?: Predicate;
}

export interface RouteGuard {
  /** Guests are redirected to /login. */
  login: boolean;
  /** Non-agents are replaced to /agent. */
  agent: boolean;
  /** Trial accounts get 'in_need_true_account'. */
  trialBlocked: boolean;
}

export type RouteLayout = 'portal' | 'agent';

export interface ResolvedRoute {
  id: string;
  path: string;
  aliases: string[];
  page: string;
  title: LocalizedText;
  widgets: ResolvedPlacement[];
  guard: RouteGuard;
  layout: RouteLayout;
  /** False on the game pages (/seamless, /lottert, /vnlottery, /sealottery). */
  sideMenu: boolean;
  lazyGroup: LazyGroup;
  /** Modal the route opens over its page (/login, /register). */
  modal?: 'login' | 'register';
  /** Game type a centre route lists. */
  gameType?: GameType;
  /** Query parameters the route reads. */
  query?: string[];
  builtIn: boolean;
}

export interface NavItem {
  id: string;
  path: string;
  label: LocalizedText;
  gameType?: GameType;
}

export interface VendorMenuEntry {
  vassalage: string;
  displayName: string;
  icon: string;
}

export interface VendorMenu {
  gameType: GameType;
  vendors: VendorMenuEntry[];
  /** Large layout when more than 10 vendors exist. */
  layout: 'compact' | 'large';
}

export interface SideMenuItem {
  id: string;
  label: LocalizedText;
  path?: string;
  when?: Predicate;
}

export interface SideMenuEntry {
  id: SideMenuBlock;
  label: LocalizedText;
  when?: Predicate;
  items?: SideMenuItem[];
  /** Promotions block: how many promotions show before "more". */
  promotionCount?: number;
}

export interface ResolvedFooter {
  blocks: FooterBlock[];
  vendorLogos: VendorCode[];
  social: { id: SocialChannel; url: string }[];
  copyright?: LocalizedText;
  /** The layout's own links of the help block (footer.links), after the built-in ones. */
  links: { path: string; label: LocalizedText }[];
}

export interface MemberMenuEntry {
  id: MemberPage;
  path: string;
  label: LocalizedText;
  /** Count source; the red badge shows when the count is above 0. */
  badge?: 'missionLeaderboard' | 'messageV2' | 'rewardCenter';
  /** The page's widgets (layout `pages["member-<id>"]`), shown inside the member-centre frame. */
  widgets: ResolvedPlacement[];
  when?: Predicate;
}

export interface AgentMenuEntry {
  id: AgentPage;
  path: string;
  label: LocalizedText;
  contract?: ContractType;
  /** The page's widgets (layout `pages["agent-<id>"]`), shown inside the agent-centre frame. */
  widgets: ResolvedPlacement[];
  when?: Predicate;
}

export type StatusScreen = 'normal' | 'maintenance' | 'regionRestricted';

export interface ResolvedStatus {
  code: 0 | 1 | 2;
  screen: StatusScreen;
  ip?: string;
  customerServiceUrl?: string;
}

export interface ResolvedTheme {
  default: ThemeName;
  switchable: boolean;
  tokens: Record<ThemeName, Record<ThemeToken, string>>;
}

/** Everything the shell needs to render one merchant's site, before a session is known. */
export interface ResolvedSite {
  tenant: { code: string; name: string; merchantCode: string; domains: string[]; title: LocalizedText; logo?: string; favicon?: string };
  status: ResolvedStatus;
  languages: { default: Language; supported: Language[] };
  theme: ResolvedTheme;
  switches: Record<SwitchName, boolean>;
  features: Record<FeatureName, boolean>;
  routes: ResolvedRoute[];
  navigation: {
    top: NavItem[];
    vendorMenus: VendorMenu[];
    vendorMenuEnabled: boolean;
    homeVendors: number;
    homeHotGames: number;
  };
  sideMenu: { collapsed: boolean; blocks: SideMenuEntry[] };
  footer: ResolvedFooter;
  registrationForm: RegistrationForm;
  /** The password and mobile rules of every account form (engine/registration/resolveAccountRules.ts). */
  accountRules: AccountRules;
  memberMenu: MemberMenuEntry[];
  agentMenu: AgentMenuEntry[];
  hosts: { imageCDNs: string[]; launchGameCDNs: string[] };
  customerService: { csType: string; path: string }[];
  /** The icon of each menu entry (engine defaults, then the manifests' `icons`). */
  icons: Record<IconEntry, IconName>;
  /** Copy overrides per language, applied over the interface texts by the shell. */
  copy: Partial<Record<Language, Record<string, string>>>;
  /** The responsible-gaming page's texts (features.json `responsibleGaming`, engine defaults below). */
  responsibleGaming: ResolvedResponsibleGaming;
  /**
   * What sign-up asks beyond the registration form (features.json `registration.signUp`, a
   * jurisdiction's defaults below): the portal's form draws it and the server enforces it.
   */
  signUp: ResolvedSignUp;
}

/** Sign-up's extra fields, limits and risk warning; all empty and off without `registration.signUp`. */
export interface ResolvedSignUp {
  fields: SignUpField[];
  /** The age a birth date must reach (by the tenant's local date); 18 when the manifest names none. */
  minimumAge: number;
  limits: SignUpLimit[];
  /** The risk warning is acknowledged at sign-up and after every login. */
  riskWarning: boolean;
}

/** The self-assessment's questions and the help organisations the responsible-gaming page lists. */
export interface ResolvedResponsibleGaming {
  selfAssessment: { id: string; text: LocalizedText }[];
  helpOrganisations: { id: string; name: string; url?: string; phone?: string; description?: LocalizedText }[];
}

/** Who is looking: the input of the `view` stage. */
export interface SessionContext {
  kind: SessionKind;
  /** Public REFERRAL promotion state (availablePromo REFERRAL.enabled). */
  referral?: boolean;
  /** Contract types the agent holds. */
  contracts?: ContractType[];
}

export type RouteAccess =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: '/login' }
  | { kind: 'replace'; to: '/agent'; notice?: 'in_need_true_account' | 'error.nonAgent' }
  | { kind: 'notice'; notice: 'in_need_true_account' };

export interface ViewRoute {
  id: string;
  path: string;
  aliases: string[];
  title: string;
  /** A merchant route's title, which the shell shows as the page's heading and in the document title. */
  heading?: string;
  layout: RouteLayout;
  sideMenu: boolean;
  lazyGroup: LazyGroup;
  access: RouteAccess;
  widgets: { id: string; widget: WidgetId; props: Record<string, unknown> }[];
  modal?: 'login' | 'register';
  gameType?: GameType;
  query?: string[];
}

export interface ViewMenuItem {
  id: string;
  label: string;
  path?: string;
}

/** The resolved site projected for one session and language. */
export interface SiteView {
  language: Language;
  session: SessionKind;
  screen: StatusScreen;
  statusText?: { title: string; body: string };
  routes: ViewRoute[];
  navigation: ViewMenuItem[];
  sideMenu: { id: SideMenuBlock; label: string; items?: ViewMenuItem[] }[];
  header: {
    mode: 'guest' | 'member';
    avatarMenu: ViewMenuItem[];
    showMessageCount: boolean;
    showBalance: boolean;
  };
  memberMenu: (ViewMenuItem & { badge?: MemberMenuEntry['badge']; widgets: ViewRoute['widgets'] })[];
  agentMenu: (ViewMenuItem & { widgets: ViewRoute['widgets'] })[];
  footer: { blocks: FooterBlock[]; vendorLogos: VendorCode[]; social: { id: SocialChannel; url: string }[]; copyright?: string; links: { path: string; label: string }[] };
}
