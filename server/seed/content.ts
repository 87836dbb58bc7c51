/**
 * Demo content of one tenant, built deterministically from its code, name and catalogue: banners,
 * announcements, promotions, the winner board, help-centre terms, country dialling codes and fast
 * lines. Each row is a `content` row: kind, language (or null) and position, the data as JSON.
 */
import { BANNER_GROUPS, type GameType, type Language } from '../../schemas/domain';
import type { Announcement } from '../../schemas/api/home';
import type { Promotion } from '../../schemas/api/system';
import { seededRandom } from '../../engine/profiles/seededRandom';
import {
  CONTENT_KINDS, type Localized, type StoredAnnouncement, type StoredBanner, type StoredCountry, type StoredDomainRoute, type StoredHelpTerm, type StoredPromotion,
  type StoredWinner,
} from '../modules/content/index';
import type { content } from '../modules/content/schema';
import type { GameRow } from './catalogue';
import { WINNER_NAMES } from './wordLists';
import { formatMoney } from '../modules/ledger/index';

export type ContentRow = typeof content.$inferInsert;

/** Banner artwork titles: a banner is a picture drawn for the market, in the tenant's default language. */
const BANNER_TITLES: Record<(typeof BANNER_GROUPS)[number], readonly Localized[]> = {
  w_login: [
    { pt: 'Que bom ver você de novo', en: 'Welcome back' },
    { pt: 'Entre e jogue', en: 'Log in and play' },
    { pt: 'Seus jogos esperam por você', en: 'Your games are waiting' },
  ],
  w_register: [
    { pt: 'Cadastre-se hoje', en: 'Join today' },
    { pt: 'Bônus no primeiro depósito', en: 'Bonus on your first deposit' },
    { pt: 'Cadastro em um minuto', en: 'Sign up in one minute' },
  ],
  w_forget: [
    { pt: 'Proteja sua conta', en: 'Secure your account' },
    { pt: 'Redefina sua senha com segurança', en: 'Reset your password safely' },
  ],
  w_home: [
    { pt: 'Cashback semanal', en: 'Weekly cashback' },
    { pt: 'Slots novos toda semana', en: 'New slots every week' },
    { pt: 'Noites de cassino ao vivo', en: 'Live casino nights' },
    { pt: 'Indique um amigo', en: 'Refer a friend' },
    { pt: 'Fim de semana turbinado nos esportes', en: 'Sports weekend boost' },
  ],
  w_leftmenu: [
    { pt: 'Clube VIP', en: 'VIP club' },
    { pt: 'Missões diárias', en: 'Daily missions' },
    { pt: 'Baixe o aplicativo', en: 'Download the app' },
  ],
};

function banners(tenant: string, random: () => number, gameRows: readonly GameRow[], language: Language): ContentRow[] {
  const rows: ContentRow[] = [];
  const linkages = ['NONE', 'INTERNAL', 'EXTERNAL', 'GAME', 'PROMOTION'] as const;
  let position = 0;
  for (const groupName of BANNER_GROUPS) {
    const titles = BANNER_TITLES[groupName];
    const count = 1 + Math.floor(random() * Math.min(4, titles.length));
    for (let i = 0; i < count; i++) {
      const id = `${groupName}-${i + 1}`;
      const linkageType = linkages[Math.floor(random() * linkages.length)] ?? 'NONE';
      const game = gameRows[Math.floor(random() * gameRows.length)];
      const linkageUrl =
        linkageType === 'INTERNAL' ? '/promotions'
        : linkageType === 'EXTERNAL' ? 'https://example.com/'
        : linkageType === 'GAME' ? (game?.nodeId ?? '')
        : linkageType === 'PROMOTION' ? String(PROMOTIONS[i % PROMOTIONS.length]?.id ?? 101)
        : '';
      const data: StoredBanner = { id, groupName, title: titles[i]?.[language] ?? id, url: `/img/banners/${id}.svg`, linkageType, linkageUrl };
      rows.push({ tenant, kind: CONTENT_KINDS.banner, language: null, position: position++, data });
    }
  }
  return rows;
}

interface AnnouncementTemplate {
  type: Announcement['promotionType'];
  execution: Announcement['execution'];
  title: Localized;
  content: Localized;
}

const ANNOUNCEMENTS: readonly AnnouncementTemplate[] = [
  {
    type: 'B', execution: 'B',
    title: { pt: 'Bem-vindo ao {name}', en: 'Welcome to {name}' },
    content: { pt: '<p>Bem-vindo! Cadastre-se e receba um <strong>bônus de boas-vindas</strong>.</p>', en: '<p>Welcome! Sign up and get a <strong>welcome bonus</strong>.</p>' },
  },
  {
    type: 'B', execution: 'A',
    title: { pt: 'Manutenção programada', en: 'Scheduled maintenance' },
    content: { pt: '<p>Manutenção do sistema na <em>terça-feira, 03:00-05:00</em>.</p>', en: '<p>System maintenance on <em>Tuesday, 03:00-05:00</em>.</p>' },
  },
  {
    type: 'B', execution: 'A',
    title: { pt: 'Novos jogos de slots', en: 'New slot games' },
    content: { pt: '<p>Novos jogos chegaram ao lobby. <a href="/rng">Jogue agora</a>.</p>', en: '<p>New games arrived in the lobby. <a href="/rng">Play now</a>.</p>' },
  },
  {
    type: 'PL', execution: 'A',
    title: { pt: 'Depósitos via PIX', en: 'Deposits by PIX' },
    content: { pt: '<p>Os depósitos via PIX são creditados em minutos.</p>', en: '<p>PIX deposits are credited within minutes.</p>' },
  },
  {
    type: 'PL', execution: 'B',
    title: { pt: 'Jogo responsável', en: 'Responsible gaming' },
    content: { pt: '<p>Jogue com responsabilidade. Apenas maiores de 18 anos.</p>', en: '<p>Play responsibly. Over 18s only.</p>' },
  },
  {
    type: 'PU', execution: 'A',
    title: { pt: 'Cashback semanal', en: 'Weekly cashback' },
    content: { pt: '<p>Receba até <strong>10% de cashback</strong> todas as segundas-feiras.</p>', en: '<p>Get up to <strong>10% cashback</strong> every Monday.</p>' },
  },
  {
    type: 'PU', execution: 'B',
    title: { pt: 'Cadastre-se hoje', en: 'Sign up today' },
    content: { pt: '<p>Crie sua conta e experimente os jogos grátis.</p><ul><li>Slots</li><li>Pesca</li></ul>', en: '<p>Create your account and try the free games.</p><ul><li>Slots</li><li>Fishing</li></ul>' },
  },
  {
    type: 'PU', execution: 'F',
    title: { pt: 'Obrigado por se juntar a nós', en: 'Thank you for joining' },
    content: { pt: '<p>Seu primeiro depósito tem um <strong>bônus de 100%</strong>.</p>', en: '<p>Your first deposit gets a <strong>100% bonus</strong>.</p>' },
  },
  {
    type: 'PR', execution: 'A',
    title: { pt: 'Torneio de slots', en: 'Slot tournament' },
    content: { pt: '<p>Prêmios diários para os 20 melhores jogadores.</p>', en: '<p>Daily prizes for the top 20 players.</p>' },
  },
  {
    type: 'PR', execution: 'B',
    title: { pt: 'Convide um amigo', en: 'Invite a friend' },
    content: { pt: '<p>Ganhe uma recompensa para cada amigo que se cadastrar.</p>', en: '<p>Earn a reward for every friend who signs up.</p>' },
  },
  {
    type: 'H', execution: 'A',
    title: { pt: 'Feriado: horário do suporte', en: 'Holiday support hours' },
    content: { pt: '<p>O suporte ao cliente funciona 24 horas durante o feriado.</p>', en: '<p>Customer support is open 24 hours during the holiday.</p>' },
  },
  {
    type: 'H', execution: 'B',
    title: { pt: 'Saques rápidos', en: 'Fast withdrawals' },
    content: { pt: '<p>Saques processados em <em>menos de 10 minutos</em>.</p>', en: '<p>Withdrawals processed in <em>under 10 minutes</em>.</p>' },
  },
];

/** The agents' announcements (server HTML like the players', sanitised where it is shown). */
const AGENT_ANNOUNCEMENTS: readonly { title: Localized; content: Localized }[] = [
  {
    title: { pt: 'Novo relatório de receitas', en: 'New revenue report' },
    content: {
      pt: '<p>O <strong>relatório de receitas</strong> mostra cada período de dividendos: receita bruta, bónus, taxas, receita líquida, taxa e comissão.</p>',
      en: '<p>The <strong>revenue report</strong> breaks each dividend period down: gross revenue, bonus cost, fees, net revenue, rate and commission.</p>',
    },
  },
  {
    title: { pt: 'Salário em tempo real', en: 'Real-time salary' },
    content: {
      pt: '<p>O salário em tempo real é liquidado <em>a cada 5 minutos</em> sobre as apostas válidas da sua equipe.</p><ul><li>Sem mínimo</li><li>Pago na carteira principal</li></ul>',
      en: '<p>Real-time salary settles <em>every 5 minutes</em> on your team\'s valid bets.</p><ul><li>No minimum</li><li>Paid into your main wallet</li></ul>',
    },
  },
  {
    title: { pt: 'Horário do apoio aos agentes', en: 'Agent support hours' },
    content: {
      pt: '<p>Apoio aos agentes: segunda a sexta, 12:00-21:00.</p><img src="x" onerror="alert(1)" alt="">',
      en: '<p>Agent support: Monday to Friday, 12:00-21:00.</p><img src="x" onerror="alert(1)" alt="">',
    },
  },
];

function agentAnnouncements(tenant: string): ContentRow[] {
  const rows: ContentRow[] = [];
  const base = Date.UTC(2026, 9, 1, 12, 0, 0);
  AGENT_ANNOUNCEMENTS.forEach((a, i) => {
    for (const language of ['pt', 'en'] as const) {
      const data: StoredAnnouncement = {
        id: i + 1, title: a.title[language], content: a.content[language], promotionType: 'B', execution: 'A', publishTime: new Date(base + i * 86_400_000).toISOString(),
      };
      rows.push({ tenant, kind: CONTENT_KINDS.agentAnnouncement, language, position: i, data });
    }
  });
  return rows;
}

function announcements(tenant: string, name: string): ContentRow[] {
  const rows: ContentRow[] = [];
  const base = Date.UTC(2025, 0, 6, 9, 0, 0);
  ANNOUNCEMENTS.forEach((a, i) => {
    for (const language of ['pt', 'en'] as const) {
      const data: StoredAnnouncement = {
        id: i + 1,
        title: a.title[language].replace('{name}', name),
        content: a.content[language],
        promotionType: a.type,
        execution: a.execution,
        publishTime: new Date(base + i * 86_400_000).toISOString(),
      };
      rows.push({ tenant, kind: CONTENT_KINDS.announcement, language, position: i, data });
    }
  });
  return rows;
}

interface PromotionTemplate {
  id: number;
  type: Promotion['type'];
  title: Localized;
  content: Localized;
}

const PROMOTIONS: readonly PromotionTemplate[] = [
  {
    id: 101, type: 'DEPOSIT',
    title: { pt: 'Bônus de 100% no primeiro depósito', en: '100% first deposit bonus' },
    content: { pt: '<h3>Como participar</h3><ol><li>Cadastre-se</li><li>Deposite pelo menos 20</li><li>Receba o bônus</li></ol>', en: '<h3>How to take part</h3><ol><li>Sign up</li><li>Deposit at least 20</li><li>Receive the bonus</li></ol>' },
  },
  {
    id: 102, type: 'REBATE',
    title: { pt: 'Cashback semanal de 10%', en: '10% weekly cashback' },
    content: { pt: '<p>Cashback sobre as perdas líquidas, pago às segundas-feiras.</p>', en: '<p>Cashback on net losses, paid every Monday.</p>' },
  },
  {
    id: 103, type: 'REFERRAL',
    title: { pt: 'Convide amigos e ganhe', en: 'Invite friends and earn' },
    content: { pt: '<p>Compartilhe seu código de convite e ganhe por cada amigo ativo.</p>', en: '<p>Share your invitation code and earn for every active friend.</p>' },
  },
  {
    id: 104, type: 'VIP',
    title: { pt: 'Clube VIP', en: 'VIP club' },
    content: { pt: '<p>Suba de nível e desbloqueie prêmios exclusivos.</p>', en: '<p>Level up and unlock exclusive rewards.</p>' },
  },
  {
    id: 105, type: 'EVENT',
    title: { pt: 'Torneio semanal de slots', en: 'Weekly slot tournament' },
    content: { pt: '<p>Os 20 melhores jogadores dividem o prêmio.</p>', en: '<p>The top 20 players share the prize pool.</p>' },
  },
  {
    id: 106, type: 'DEPOSIT',
    title: { pt: 'Recarga de fim de semana', en: 'Weekend reload' },
    content: { pt: '<p>50% extra nos depósitos de sábado e domingo.</p>', en: '<p>50% extra on Saturday and Sunday deposits.</p>' },
  },
  {
    id: 107, type: 'REBATE',
    title: { pt: 'Cashback diário em esportes', en: 'Daily sports rebate' },
    content: { pt: '<p>Até 0,8% sobre todas as apostas esportivas.</p>', en: '<p>Up to 0.8% on every sports bet.</p>' },
  },
  {
    id: 108, type: 'EVENT',
    title: { pt: 'Roda da sorte', en: 'Lucky wheel' },
    content: { pt: '<p>Gire a roda todos os dias para ganhar prêmios.</p>', en: '<p>Spin the wheel every day to win prizes.</p>' },
  },
];

function promotions(tenant: string): ContentRow[] {
  const rows: ContentRow[] = [];
  PROMOTIONS.forEach((p, i) => {
    for (const language of ['pt', 'en'] as const) {
      const data: StoredPromotion = {
        id: p.id,
        title: p.title[language],
        type: p.type,
        content: p.content[language],
        image: `/img/promotions/${p.id}.svg?language=${language}`,
        startTime: '2025-01-01T00:00:00.000Z',
        endTime: '2026-12-31T23:59:59.000Z',
      };
      rows.push({ tenant, kind: CONTENT_KINDS.promotion, language, position: i, data });
    }
  });
  return rows;
}

function winners(tenant: string, random: () => number, gameRows: readonly GameRow[]): ContentRow[] {
  const list: { cents: number; winner: StoredWinner }[] = [];
  for (let i = 0; i < 40 && gameRows.length > 0; i++) {
    const name = WINNER_NAMES[Math.floor(random() * WINNER_NAMES.length)] ?? 'player';
    const digits = String(Math.floor(random() * 100)).padStart(2, '0');
    const game = gameRows[Math.floor(random() * gameRows.length)] as GameRow;
    // Wins spread over three orders of magnitude, in cents.
    const cents = Math.floor(50_000 * Math.pow(500, random()));
    list.push({
      cents,
      winner: {
        customerName: `${name.slice(0, 2)}***${digits}`,
        winAmount: formatMoney(BigInt(cents)),
        gameName: game.gameName,
        gameType: game.gameType as GameType,
        vassalage: game.vassalage,
      },
    });
  }
  list.sort((a, b) => b.cents - a.cents);
  return list.map(({ winner }, position) => ({ tenant, kind: CONTENT_KINDS.winner, language: null, position, data: winner }));
}

const HELP_TERMS: readonly { term: string; title: Localized; content: Localized }[] = [
  {
    term: 'about',
    title: { pt: 'Sobre nós', en: 'About us' },
    content: { pt: '<p>{name} é uma plataforma de jogos online licenciada.</p>', en: '<p>{name} is a licensed online gaming platform.</p>' },
  },
  {
    term: 'terms',
    title: { pt: 'Termos e condições', en: 'Terms and conditions' },
    content: { pt: '<p>Ao usar o site, você aceita estes termos. Apenas maiores de 18 anos.</p>', en: '<p>By using the site you accept these terms. Over 18s only.</p>' },
  },
  {
    term: 'privacy',
    title: { pt: 'Política de privacidade', en: 'Privacy policy' },
    content: { pt: '<p>Tratamos seus dados pessoais com cuidado e nunca os vendemos.</p>', en: '<p>We handle your personal data with care and never sell it.</p>' },
  },
  {
    term: 'responsibleGaming',
    title: { pt: 'Jogo responsável', en: 'Responsible gaming' },
    content: { pt: '<p>Defina limites e faça pausas. Se precisar de ajuda, fale com o suporte.</p>', en: '<p>Set limits and take breaks. If you need help, contact support.</p>' },
  },
  {
    term: 'deposit',
    title: { pt: 'Como depositar', en: 'How to deposit' },
    content: { pt: '<ol><li>Abra a carteira</li><li>Escolha o método</li><li>Confirme o valor</li></ol>', en: '<ol><li>Open the wallet</li><li>Choose a method</li><li>Confirm the amount</li></ol>' },
  },
  {
    term: 'withdraw',
    title: { pt: 'Como sacar', en: 'How to withdraw' },
    content: { pt: '<p>Os saques exigem uma conta bancária verificada.</p>', en: '<p>Withdrawals need a verified bank account.</p>' },
  },
  {
    term: 'faq',
    title: { pt: 'Perguntas frequentes', en: 'Frequently asked questions' },
    content: { pt: '<h4>Esqueci minha senha</h4><p>Use a opção de recuperação na janela de login.</p>', en: '<h4>I forgot my password</h4><p>Use the recovery option in the login window.</p>' },
  },
];

function helpTerms(tenant: string, name: string): ContentRow[] {
  const rows: ContentRow[] = [];
  HELP_TERMS.forEach((t, i) => {
    for (const language of ['pt', 'en'] as const) {
      const data: StoredHelpTerm = { term: t.term, title: t.title[language], content: t.content[language].replace('{name}', name) };
      rows.push({ tenant, kind: CONTENT_KINDS.help, language, position: i, data });
    }
  });
  return rows;
}

const COUNTRIES: readonly StoredCountry[] = [
  { countryCode: 'BR', countryDialingCode: '+55', countryName: 'Brazil' },
  { countryCode: 'PT', countryDialingCode: '+351', countryName: 'Portugal' },
  { countryCode: 'US', countryDialingCode: '+1', countryName: 'United States' },
  { countryCode: 'VN', countryDialingCode: '+84', countryName: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '+66', countryName: 'Thailand' },
  { countryCode: 'PH', countryDialingCode: '+63', countryName: 'Philippines' },
  { countryCode: 'ID', countryDialingCode: '+62', countryName: 'Indonesia' },
  { countryCode: 'MY', countryDialingCode: '+60', countryName: 'Malaysia' },
  { countryCode: 'IN', countryDialingCode: '+91', countryName: 'India' },
  { countryCode: 'AO', countryDialingCode: '+244', countryName: 'Angola' },
  { countryCode: 'MZ', countryDialingCode: '+258', countryName: 'Mozambique' },
  { countryCode: 'GB', countryDialingCode: '+44', countryName: 'United Kingdom' },
];

function countries(tenant: string): ContentRow[] {
  return COUNTRIES.map((data, position) => ({ tenant, kind: CONTENT_KINDS.country, language: null, position, data: { ...data } }));
}

function domainRoutes(tenant: string, random: () => number): ContentRow[] {
  const count = 3 + Math.floor(random() * 2);
  return Array.from({ length: count }, (_, i): ContentRow => {
    const data: StoredDomainRoute = { url: `/?line=${i + 1}`, name: `Line ${i + 1}` };
    return { tenant, kind: CONTENT_KINDS.domainRoute, language: null, position: i, data };
  });
}

/** Every content row of a tenant; same code, name, games and default language, same rows. */
export function buildContent(tenant: string, name: string, gameRows: readonly GameRow[], defaultLanguage: Language): ContentRow[] {
  const random = seededRandom(`${tenant}/content`);
  return [
    ...banners(tenant, random, gameRows, defaultLanguage),
    ...announcements(tenant, name),
    ...agentAnnouncements(tenant),
    ...promotions(tenant),
    ...winners(tenant, random, gameRows),
    ...helpTerms(tenant, name),
    ...countries(tenant),
    ...domainRoutes(tenant, random),
  ];
}
