/**
 * The pages the server serves besides the portal: the demo game page (the launch hosts' page, framed
 * by the portal) and the customer-service page the site permission's paths lead to. Plain HTML and
 * CSS in the tenant's colours, no script at all: the Content-Security-Policy forbids inline script.
 */
import { VENDOR_DISPLAY_NAMES } from '../../engine/profiles/index';
import { hashString } from '../../engine/profiles/seededRandom';
import type { TenantInfo } from '../modules/tenants/index';
import { formatMoney } from '../modules/ledger/index';
import { SPIN_STAKES } from '../modules/catalogue/index';
import { paletteOf } from './artwork';
import { escapeMarkup } from './escapeMarkup';

/** What the page shows in real mode for a valid launch: the balance, the spin form, the last spin. */
export interface RealPanel {
  balance: string;
  action: string;
  fields: Record<string, string>;
  last?: { stake: string; win: string };
  /** Why the last spin booked nothing. */
  refused?: 'insufficient' | 'expired' | 'played';
}

const REFUSED_TEXTS = {
  pt: { insufficient: 'Saldo insuficiente', expired: 'Esta rodada expirou; gire de novo', played: 'Esta rodada já foi jogada' },
  en: { insufficient: 'Insufficient balance', expired: 'This round has expired; spin again', played: 'This round was already played' },
} as const;

/** The demo game page: the game's name and vendor, the mode, and spinning reels in CSS (no script: the policy allows none). */
export function demoGameHtml(tenant: TenantInfo, game: { gameName: string; vassalage: string; gameType: string } | undefined, mode: 'real' | 'demo', language: 'pt' | 'en', real?: RealPanel): string {
  const p = paletteOf(tenant);
  const t = language === 'pt'
    ? { demo: 'Modo de demonstração', real: 'Modo real (servidor de demonstração, sem dinheiro real)', balance: 'Saldo', spin: 'Girar', missing: 'Jogo não encontrado' }
    : { demo: 'Demo mode', real: 'Real mode (demo server, no real money)', balance: 'Balance', spin: 'Spin', missing: 'Game not found' };
  const title = game ? game.gameName : t.missing;
  const symbols = ['7', '★', '♦', '♣', '♥', '$'];
  const reels = game
    ? [0, 1, 2].map((i) => {
        const start = hashString(`${game.gameName}/${i}`) % symbols.length;
        const strip = Array.from({ length: symbols.length * 2 }, (_, k) => `<span>${symbols[(start + k) % symbols.length] ?? '7'}</span>`).join('');
        return `<div class="reel"><div class="strip s${i}">${strip}</div></div>`;
      }).join('')
    : '';
  const body = game
    ? `<header><h1>${escapeMarkup(game.gameName)}</h1><p class="meta">${escapeMarkup((VENDOR_DISPLAY_NAMES as Record<string, string>)[game.vassalage] ?? game.vassalage)} · ${escapeMarkup(game.gameType)}</p></header>`
      + `<p class="mode ${mode}">${mode === 'demo' ? t.demo : t.real}</p>`
      + `<div class="machine">${reels}</div>`
      + `<p class="balance">${t.balance}: <strong>${real ? escapeMarkup(real.balance) : mode === 'demo' ? '2,000.00' : '0.00'}</strong></p>`
      + (real
        ? (real.refused ? `<p class="last" role="alert">${REFUSED_TEXTS[language][real.refused]}</p>` : '')
          + (real.last ? `<p class="last">${language === 'pt' ? 'Aposta' : 'Stake'} ${escapeMarkup(real.last.stake)} · ${language === 'pt' ? 'Ganho' : 'Win'} ${escapeMarkup(real.last.win)}</p>` : '')
          + `<form class="spin" method="post" action="${escapeMarkup(real.action)}">`
          + Object.entries(real.fields).map(([k, v]) => `<input type="hidden" name="${escapeMarkup(k)}" value="${escapeMarkup(v)}">`).join('')
          + `<select name="stake" aria-label="${language === 'pt' ? 'Aposta' : 'Stake'}">${SPIN_STAKES.map((c) => `<option value="${c.toString()}">${formatMoney(c)}</option>`).join('')}</select>`
          + `<button type="submit">${t.spin}</button></form>`
        : `<label class="spin"><input type="checkbox"><span>${t.spin}</span></label>`)
    : `<header><h1>${t.missing}</h1></header>`;
  return `<!doctype html><html lang="${language === 'pt' ? 'pt' : 'en'}"><head><meta charset="utf-8">`
    + `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(title)} · ${escapeMarkup(tenant.name)}</title>`
    + `<style>`
    + `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;`
    + `font-family:Inter,Arial,sans-serif;background:${p.background};color:${p.text}}`
    + `h1{margin:0;font-size:28px;text-align:center}.meta{margin:4px 0 0;color:${p.textMuted};text-align:center}`
    + `.mode{padding:4px 12px;border-radius:999px;font-size:13px;background:${p.surfaceRaised};border:1px solid ${p.border}}.mode.demo{color:${p.accent}}.mode.real{color:${p.primary}}`
    + `.machine{display:flex;gap:10px;padding:16px;border-radius:16px;background:${p.surface};border:3px solid ${p.primary}}`
    + `.reel{width:80px;height:96px;overflow:hidden;border-radius:10px;background:${p.surfaceRaised}}`
    + `.strip{display:flex;flex-direction:column}.strip span{height:96px;line-height:96px;text-align:center;font-size:48px;color:${p.primary}}`
    + `.spin input{position:absolute;opacity:0}.spin span{display:inline-block;padding:10px 32px;border-radius:999px;background:${p.primary};color:${p.primaryText};font-weight:700;cursor:pointer}`
    + `@keyframes roll{from{transform:translateY(0)}to{transform:translateY(-${96 * symbols.length}px)}}`
    + `body:has(.spin input:checked) .s0{animation:roll .5s linear 3}body:has(.spin input:checked) .s1{animation:roll .4s linear 5}body:has(.spin input:checked) .s2{animation:roll .3s linear 8}`
    + `.balance{margin:0;color:${p.textMuted}}`
    + `form.spin{display:flex;gap:8px}form.spin select,form.spin button{padding:10px 16px;border-radius:999px;border:1px solid ${p.border};font:inherit}`
    + `form.spin button{background:${p.primary};color:${p.primaryText};font-weight:700;cursor:pointer}.last{margin:0;color:${p.accent}}`
    + `</style></head><body>${body}</body></html>`;
}

/** The customer-service page the site permission's encrypted paths lead to (no live agent behind it). */
export function supportHtml(tenant: TenantInfo, ticket: string, language: 'pt' | 'en'): string {
  const p = paletteOf(tenant);
  const t = language === 'pt'
    ? { title: 'Atendimento ao cliente', body: 'Este é o servidor de demonstração: não há um atendente ao vivo. Seu protocolo:' }
    : { title: 'Customer service', body: 'This is the demo server: no live agent answers here. Your reference:' };
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>${t.title} · ${escapeMarkup(tenant.name)}</title><style>body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;`
    + `font-family:Inter,Arial,sans-serif;background:${p.background};color:${p.text}}h1{margin:0;color:${p.primary}}code{color:${p.accent}}</style></head>`
    + `<body><h1>${t.title}</h1><p>${escapeMarkup(tenant.name)}</p><p>${t.body} <code>${escapeMarkup(ticket)}</code></p></body></html>`;
}

/**
 * The page's policy with its form-action replaced by `formActions`: the portal frames the game page
 * in a sandbox without allow-same-origin, so its origin is opaque and `form-action 'self'` would
 * refuse the spin form; the page names its own origin instead. Everything else stays the server's
 * policy as the app set it on the answer.
 */
export function withFormActions(policy: string, formActions: readonly string[]): string {
  const directive = `form-action ${formActions.join(' ')}`;
  const parts = policy.split(';').map((part) => part.trim()).filter((part) => part.length > 0);
  const at = parts.findIndex((part) => part === 'form-action' || part.startsWith('form-action '));
  if (at === -1) parts.push(directive);
  else parts[at] = directive;
  return parts.join(';');
}
