import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, type DiagnosticCode } from '../../engine/index';
import { checkTenants } from '../../engine/cli/checkTenants';
import { PROJECT_ROOT } from '../../engine/cli/tenantFiles';
import { WIDGET_CATALOGUE, WIDGET_IDS } from '../../schemas/widgets/catalogue';

const FIXTURES = join(PROJECT_ROOT, 'tests/fixtures/diagnostics');

/** The diagnostics of the fixture's tenant "bad" with the fixture's code, as the CLI prints them. */
function diagnose(code: DiagnosticCode): string {
  const all = checkTenants(['bad'], join(FIXTURES, code));
  const own = all.filter((d) => d.code === code);
  expect(own.length, `fixture ${code} yields no ${code}; it yields ${all.map((d) => d.code).join(', ') || 'nothing'}`).toBeGreaterThan(0);
  return own.map((d) => formatDiagnostic(d).replace(`${join(FIXTURES, code)}/`, '')).join('\n');
}

// One bad fixture per diagnostic code; the wording is pinned so that changing it is deliberate.
describe('diagnostic codes', () => {
  it('has a fixture for every code the manifests can produce', () => {
    const codes: DiagnosticCode[] = [
      'COPY_KEY_UNKNOWN',
      'ENTRY_HIDDEN',
      'ENTRY_UNAVAILABLE',
      'EXTENDS_CYCLE',
      'EXTENDS_UNKNOWN',
      'FILE_MISSING',
      'HTML_REMOVED',
      'JSON_DUPLICATE_KEY',
      'JSON_SYNTAX',
      'JURISDICTION_FORBIDS',
      'JURISDICTION_REQUIRES',
      'JURISDICTION_REVIEW',
      'LANGUAGE_DEFAULT_UNSUPPORTED',
      'LANGUAGE_TEXT_MISSING',
      'LINK_UNKNOWN',
      'PAGE_EMPTY',
      'PAGE_UNKNOWN',
      'PATTERN_UNKNOWN',
      'PLACEMENT_DUPLICATE',
      'REGISTRATION_FIELD_CONFLICT',
      'REGISTRATION_FIELD_UNKNOWN',
      'REGISTRATION_SWITCH_OFF',
      'ROUTE_BUILTIN',
      'ROUTE_DUPLICATE',
      'ROUTE_INCOMPLETE',
      'ROUTE_PAGE_UNKNOWN',
      'ROW_UNAVAILABLE',
      'SCHEMA_ENUM',
      'SCHEMA_PATTERN',
      'SCHEMA_RANGE',
      'SCHEMA_REQUIRED',
      'SCHEMA_TYPE',
      'SCHEMA_UNIQUE',
      'SCHEMA_UNKNOWN_KEY',
      'SCHEMA_VERSION_MISSING',
      'SCHEMA_VERSION_TOO_NEW',
      'SERVER_RESPONSE_INVALID',
      'SERVER_WINS',
      'TEMPLATE_LENGTH_RANGE',
      'TENANT_CODE_MISMATCH',
      'THEME_CONTRAST',
      'THEME_DEFAULTS',
      'THEME_PARTIAL',
      'TENANT_DOMAIN_TAKEN',
      'TENANT_MERCHANT_CODE_TAKEN',
      'WIDGET_KIND',
      'WIDGET_PAGE_KIND',
      'WIDGET_PROPS',
      'WIDGET_UNKNOWN',
    ];
    expect(readdirSync(FIXTURES).sort()).toEqual([...codes].sort());
  });

  it('COPY_KEY_UNKNOWN', () => {
    expect(diagnose('COPY_KEY_UNKNOWN')).toMatchInlineSnapshot(`"tenants/bad/features.json:14:7 error COPY_KEY_UNKNOWN at /copy/en/nav.hoem: "nav.hoem" is not an interface text; did you mean "nav.home"?"`);
  });

  it('ENTRY_HIDDEN', () => {
    expect(diagnose('ENTRY_HIDDEN')).toMatchInlineSnapshot(`
      "tenants/bad/layout.json:4:55 error ENTRY_HIDDEN at /routes/0/page: route "club" shows the page "vip", which the tenant switches off (features.json "features": { "vip": false }): the menus leave it out, and this route would show it anyway; show another page, remove the route, or turn the feature on ("vip": true)
      tenants/bad/layout.json:7:71 error ENTRY_HIDDEN at /pages/home/0/props/rows/2: the home row "PVP" of "home-game-rows" on page "home" leads to a game type the tenant hides (features.json gameTypes.hidden): the row would never show; remove "PVP" from the rows, or from gameTypes.hidden to show the game type again
      tenants/bad/layout.json:9:15 error ENTRY_HIDDEN at /pages/home/1/props/html/pt: the link "/pvp" in the pt html of "welcome" on page "home" leads to the lobby of "PVP", a game type the tenant hides (features.json gameTypes.hidden): the path answers as an unknown one and the visitor lands on the home page; link to a page the site shows, or remove the link; or remove "PVP" from gameTypes.hidden
      tenants/bad/layout.json:9:15 error ENTRY_HIDDEN at /pages/home/1/props/html/pt: the link "/VIP/" in the pt html of "welcome" on page "home" leads to the page "vip", which the tenant switches off (features.json "features": { "vip": false }): no menu offers it; link to a page the site shows, or remove the link; or turn the feature on ("vip": true)
      tenants/bad/layout.json:10:15 error ENTRY_HIDDEN at /pages/home/1/props/html/en: the link "https://bad.localhost/pvp" in the en html of "welcome" on page "home" leads to the lobby of "PVP", a game type the tenant hides (features.json gameTypes.hidden): the path answers as an unknown one and the visitor lands on the home page; link to a page the site shows, or remove the link; or remove "PVP" from gameTypes.hidden
      tenants/bad/layout.json:10:15 error ENTRY_HIDDEN at /pages/home/1/props/html/en: the link "/member?page=missionLeaderboard" in the en html of "welcome" on page "home" leads to the member-centre page "missionLeaderboard", but the tenant switches it off (features.json "features": { "missionLeaderboard": false }): the centre opens on its default page instead; link to a page the site shows, or remove the link; or turn the feature on ("missionLeaderboard": true)
      tenants/bad/layout.json:14:62 error ENTRY_HIDDEN at /pages/member/0/props/defaultPage: "member-centre" on page "member" opens on the page "manualRebate", which the tenant hides from the menu (memberMenu.hidden); open on a page the menu shows, or remove "manualRebate" from memberMenu.hidden
      tenants/bad/layout.json:17:48 error ENTRY_HIDDEN at /sideMenu/blocks/vip/hidden: the side-menu block "vip" is set to show, but the tenant switches its feature off (features.json "features": { "vip": false }): the block never shows; remove "hidden": false from sideMenu.blocks.vip, or turn the feature on ("vip": true)"
    `);
  });

  it('ENTRY_UNAVAILABLE', () => {
    expect(diagnose('ENTRY_UNAVAILABLE')).toMatchInlineSnapshot(`
      "tenants/bad/layout.json:11:19 warning ENTRY_UNAVAILABLE at /pages/home/0/props/html/pt: the link "/fish" in the pt html of "welcome" on page "home" leads to the lobby of "FISH", which this server has no vendors for (or turned off): the path answers as an unknown one and the visitor lands on the home page; remove the link, or give FISH vendors (on the reference server: "vendors": { "FISH": [...] } in the tenant's seed.json)
      tenants/bad/layout.json:11:19 warning ENTRY_UNAVAILABLE at /pages/home/0/props/html/pt: the link "/rng?vassalage=JDB" in the pt html of "welcome" on page "home" asks for the vendor "JDB" in the RNG lobby, which this server does not offer there: the lobby opens on all its vendors; link to a vendor the lobby has ("PG"), or give RNG the vendor "JDB" (on the reference server: "vendors": { "RNG": [...] } in the tenant's seed.json)
      tenants/bad/layout.json:12:19 warning ENTRY_UNAVAILABLE at /pages/home/0/props/html/en: the link "/fish" in the en html of "welcome" on page "home" leads to the lobby of "FISH", which this server has no vendors for (or turned off): the path answers as an unknown one and the visitor lands on the home page; remove the link, or give FISH vendors (on the reference server: "vendors": { "FISH": [...] } in the tenant's seed.json)
      tenants/bad/layout.json:18:93 warning ENTRY_UNAVAILABLE at /pages/gameListCenter/0/props/vendor: "game-centre" on page "gameListCenter" selects the vendor "JDB" first, which this server does not offer for RNG: the lobby opens on all its vendors; select a vendor the lobby has ("PG"), or give RNG the vendor "JDB" (on the reference server: "vendors": { "RNG": [...] } in the tenant's seed.json)"
    `);
  });

  it('LINK_UNKNOWN', () => {
    expect(diagnose('LINK_UNKNOWN')).toMatchInlineSnapshot(`
      "tenants/bad/layout.json:11:19 error LINK_UNKNOWN at /pages/home/0/props/html/pt: the link "/promocoes" in the pt html of "welcome" on page "home" leads to no page of the site: the portal sends the visitor to the home page instead; did you mean "/promotions"?
      tenants/bad/layout.json:12:19 error LINK_UNKNOWN at /pages/home/0/props/html/en: the link "/member?page=withdrawl" in the en html of "welcome" on page "home" names the member-centre page "withdrawl", which does not exist: the centre opens on its default page instead; did you mean "page=withdraw"?"
    `);
  });

  // A jurisdiction's rule class each: the value the law forbids, where it is set; the missing
  // requirement, where it belongs; the review warning, and an acknowledgement that answers no rule.
  it('JURISDICTION_FORBIDS', () => {
    expect(diagnose('JURISDICTION_FORBIDS')).toMatchInlineSnapshot(`
      "tenants/bad/features.json:9:34 error JURISDICTION_FORBIDS at /tenant/domains/1: BR does not allow "www.badbets.com" (a production host must end with ".bet.br"): a licensed operator serves only .bet.br domains (with DNSSEC, one per brand); development hosts are exempt (Portaria SPA/MF 722/2024; IN SPA/MF 11/2024; BR rule BR-domains); serve the brand under a .bet.br domain (e.g. "marca.bet.br"), or use a development host (.localhost, .test, .example)
      tenants/bad/features.json:13:27 error JURISDICTION_FORBIDS at /legal/registrationNumber: BR does not allow "11.222.333/0001-82" (it is not a CNPJ with valid check digits): the site shows the operator's CNPJ (Lei 14.790/2023 art. 15 and 28; BR rule BR-legal-cnpj); add "registrationNumber": "00.000.000/0000-00" under "legal" (14 digits with valid check digits)
      tenants/bad/features.json:18:43 error JURISDICTION_FORBIDS at /payments/depositMethods/1: BR forbids "creditCard": deposits come only by PIX, TED, debit or prepaid card, from an account in the player's own name: credit card, crypto, cash and boleto are forbidden (Portaria SPA/MF 615/2024; BR rule BR-deposit-methods); remove the method from payments.depositMethods (allowed: pix, bankTransfer, debitCard, prepaidCard)
      tenants/bad/features.json:18:57 error JURISDICTION_FORBIDS at /payments/depositMethods/2: BR forbids "boleto": deposits come only by PIX, TED, debit or prepaid card, from an account in the player's own name: credit card, crypto, cash and boleto are forbidden (Portaria SPA/MF 615/2024; BR rule BR-deposit-methods); remove the method from payments.depositMethods (allowed: pix, bankTransfer, debitCard, prepaidCard)
      tenants/bad/features.json:19:31 error JURISDICTION_FORBIDS at /session/idleMinutes: BR does not allow 60 (it may be at most 30): a session ends after 30 minutes without activity (Portaria SPA/MF 1.207/2024; BR rule BR-session-idle); set "idleMinutes" to 30 or less, or remove it (the profile sets 30)
      tenants/bad/layout.json:5:26 error JURISDICTION_FORBIDS at /footer/copyright/pt: BR sets this value itself; tenant (tenants/bad/layout.json) may not: the footer carries the legal name, CNPJ, ordinance, address and contacts, the 18+ mark and the responsible-gaming message: the profile writes that text from "legal" (Lei 14.790/2023 art. 15 and 28; Portaria SPA/MF 1.231/2024 art. 12 and 13 I; BR rule BR-footer-legal-text); remove footer.copyright from the layout; the footer's text comes from "legal" in features.json
      tenants/bad/seed.json:17:26 error JURISDICTION_FORBIDS at /rewards/promotions/0/kind: BR forbids "firstDeposit": no bonus or advantage may be granted before a bet: a welcome, first-deposit, reload or no-deposit bonus is one (Lei 14.790/2023 art. 29 I; BR rule BR-bonus-before-bet); remove the promotion, or turn it into a reward earned by bets (a turnover above 0 and another kind)"
    `);
  });

  it('JURISDICTION_REQUIRES', () => {
    expect(diagnose('JURISDICTION_REQUIRES')).toMatchInlineSnapshot(`
      "tenants/bad/features.json:11:12 error JURISDICTION_REQUIRES at /legal/licence: BR requires legal.licence, which is missing: the site shows the ordinance of the Secretaria de Prêmios e Apostas that authorised the operator (Lei 14.790/2023 art. 15 and 28; BR rule BR-legal-licence); add "licence": "Portaria SPA/MF nº …" under "legal"
      tenants/bad/features.json:11:12 error JURISDICTION_REQUIRES at /legal/support/email: BR requires legal.support.email, which is missing: the site shows customer-service contacts (free service in Portuguese) (Lei 14.790/2023 art. 15 and 28; BR rule BR-support-email); add "support": { "email": "…" } under "legal"
      tenants/bad/features.json:11:12 error JURISDICTION_REQUIRES at /legal/support/phone: BR requires legal.support.phone, which is missing: the site shows customer-service contacts (free service in Portuguese) (Lei 14.790/2023 art. 15 and 28; BR rule BR-support-phone); add "phone": "…" under "legal"."support"
      tenants/bad/features.json:17:27 error JURISDICTION_REQUIRES at /registration/signUp/fields: BR requires "birthDate" here, which is missing: sign-up asks for the birth date: no one under 18 may play (Lei 14.790/2023 art. 26; BR rule BR-signup-birth-date); add "birthDate" to registration.signUp.fields
      tenants/bad/features.json:17:27 error JURISDICTION_REQUIRES at /registration/signUp/fields: BR requires "gender" here, which is missing: sign-up asks for the player's gender (Portaria SPA/MF 1.231/2024 art. 31, as amended by Portaria SPA/MF 2.579/2025; BR rule BR-signup-gender); add "gender" to registration.signUp.fields"
    `);
  });

  it('JURISDICTION_REVIEW', () => {
    // The missions' rule is acknowledged with a reason: only the loyalty prize is left to judge.
    expect(diagnose('JURISDICTION_REVIEW')).toMatchInlineSnapshot(`
      "tenants/bad/features.json:20:13 error JURISDICTION_REVIEW at /acknowledgements/1/id: "BR-rewards-afterbets" is not a review rule of the BR profile: the acknowledgement answers nothing; did you mean "BR-rewards-after-bets"?
      tenants/bad/seed.json:17:132 warning JURISDICTION_REVIEW at /rewards/promotions/0/turnover: BR asks a person to judge "500.00": a reward earned after bets (loyalty, turnover challenges) is allowed only where it is not an advantage that induces the bet; a person judges each one (Lei 14.790/2023 art. 29; BR rule BR-rewards-after-bets); remove them, or acknowledge the rule with the reason the rewards are lawful: "acknowledgements": [{ "id": "BR-rewards-after-bets", "reason": "…" }]"
    `);
  });

  it('THEME_DEFAULTS', () => {
    expect(diagnose('THEME_DEFAULTS')).toMatchInlineSnapshot(`"tenants/bad/features.json:15:18 warning THEME_DEFAULTS at /theme/dark/primary: the dark theme, shown by default, is defined only in part: primary, background from tenant (tenants/bad/features.json); primaryText, accent, surface, surfaceRaised, text, textMuted, border, danger, success, warning, badge from the engine's dark defaults, made for the engine's palette (every contrast pair passes); define "primaryText", "accent", "surface", "surfaceRaised", "text", "textMuted", "border", "danger", "success", "warning", "badge" beside the others under theme.dark, so the whole theme is the brand's"`);
  });

  it('EXTENDS_CYCLE', () => {
    expect(diagnose('EXTENDS_CYCLE')).toMatchInlineSnapshot(`"tenants/presets/two/layout.json:3:14 error EXTENDS_CYCLE at /extends: presets extend each other in a cycle through "one"; remove one "extends""`);
  });

  it('EXTENDS_UNKNOWN', () => {
    expect(diagnose('EXTENDS_UNKNOWN')).toMatchInlineSnapshot(`"tenants/bad/layout.json:4:14 error EXTENDS_UNKNOWN at /extends: there is no preset "bsae" with a layout manifest; there are no presets yet: create tenants/presets/bsae/, or remove "extends""`);
  });

  it('FILE_MISSING', () => {
    expect(diagnose('FILE_MISSING')).toMatchInlineSnapshot(`"tenants/bad error FILE_MISSING at /: tenants/bad/layout.json is missing; npm run tenants -- new <code> scaffolds both files"`);
  });

  it('HTML_REMOVED', () => {
    expect(diagnose('HTML_REMOVED')).toMatchInlineSnapshot(`
      "tenants/bad/layout.json:11:19 warning HTML_REMOVED at /pages/home/0/props/html/pt: the sanitiser removes href="javascript:openChat()" from <a> in the pt html of "welcome" on page "home": the visitor gets the link's text, which is not a link; link with https://, mailto: or tel:, or to a page of the site ("/help#terms")
      tenants/bad/layout.json:12:19 warning HTML_REMOVED at /pages/home/0/props/html/en: the sanitiser removes onclick="track()" from <p> in the en html of "welcome" on page "home": the visitor gets the <p> without the handler: nothing runs; remove onclick; operator HTML runs no script
      tenants/bad/layout.json:12:19 warning HTML_REMOVED at /pages/home/0/props/html/en: the sanitiser removes href="whatsapp://send?phone=351" from <a> in the en html of "welcome" on page "home": the visitor gets the link's text, which is not a link; link with https://, mailto: or tel:, or to a page of the site ("/help#terms")
      tenants/bad/layout.json:12:19 warning HTML_REMOVED at /pages/home/0/props/html/en: the sanitiser removes the element <script> in the en html of "welcome" on page "home": the visitor gets nothing in its place; remove <script>; operator HTML is text, links and images"
    `);
  });

  it('JSON_DUPLICATE_KEY', () => {
    expect(diagnose('JSON_DUPLICATE_KEY')).toMatchInlineSnapshot(`"tenants/bad/layout.json:4:3 error JSON_DUPLICATE_KEY at /navigation: the key "navigation" appears twice; only the last one would count; remove or merge the duplicate"`);
  });

  it('JSON_SYNTAX', () => {
    expect(diagnose('JSON_SYNTAX')).toMatchInlineSnapshot(`"tenants/bad/layout.json:9:1 error JSON_SYNTAX at /: invalid JSON: close brace expected; check for a missing comma, quote or bracket just before this place"`);
  });

  it('LANGUAGE_DEFAULT_UNSUPPORTED', () => {
    expect(diagnose('LANGUAGE_DEFAULT_UNSUPPORTED')).toMatchInlineSnapshot(`"tenants/bad/features.json:13:16 error LANGUAGE_DEFAULT_UNSUPPORTED at /languages/default: the default language "pt" is not among the supported ones (en); add "pt" to languages.supported"`);
  });

  it('LANGUAGE_TEXT_MISSING', () => {
    expect(diagnose('LANGUAGE_TEXT_MISSING')).toMatchInlineSnapshot(`
      "tenants/bad/features.json:15:7 error LANGUAGE_TEXT_MISSING at /copy/pt/nav.home: the text "nav.home" is overridden in pt but not in en: en visitors see the engine's text "Home"; add "nav.home": "…" under copy.en, or remove the override from copy.pt
      tenants/bad/layout.json:5:67 error LANGUAGE_TEXT_MISSING at /routes/0/title: the title of route "vip-club" has no en text: en visitors see the pt text "Clube VIP"; add "en": "…" beside "pt" (the tenant offers pt and en)
      tenants/bad/layout.json:9:70 error LANGUAGE_TEXT_MISSING at /pages/club/0/props/html: the "html" of custom-html "welcome" on page "club" has no pt text: pt visitors see the en text "<p>Welcome</p>"; add "pt": "…" beside "en" (the tenant offers pt and en)"
    `);
  });

  it('PAGE_EMPTY', () => {
    expect(diagnose('PAGE_EMPTY')).toMatchInlineSnapshot(`"tenants/bad/layout.json:8:5 warning PAGE_EMPTY at /pages/club: the page "club" has no widgets once the layers are merged; /club would show an empty page; place a widget on it, or remove the route"`);
  });

  it('REGISTRATION_SWITCH_OFF', () => {
    expect(diagnose('REGISTRATION_SWITCH_OFF')).toMatchInlineSnapshot(`"tenants/bad/features.json:15:21 warning REGISTRATION_SWITCH_OFF at /registration/fields/mobileNum/required: registration field "mobileNum" is required while mobile registration is off: every player who registers by username must give a mobile number; turn "mobileRegistration" on in "switches"; on the reference server: "switches": { "mobileRegistration": true } in tenants/bad/seed.json; or remove "required" to keep the number optional"`);
  });

  it('ROW_UNAVAILABLE', () => {
    expect(diagnose('ROW_UNAVAILABLE')).toMatchInlineSnapshot(`"tenants/bad/layout.json:6:71 warning ROW_UNAVAILABLE at /pages/home/0/props/rows/2: the home row "INHOUSE" of "home-game-rows" on page "home" cannot render: the server has no vendors for INHOUSE (or turned it off); remove "INHOUSE" from the rows, or give it vendors (on the reference server: "vendors": { "INHOUSE": [...] } in the tenant's seed.json)"`);
  });

  it('ROUTE_PAGE_UNKNOWN', () => {
    expect(diagnose('ROUTE_PAGE_UNKNOWN')).toMatchInlineSnapshot(`"tenants/bad/layout.json:5:48 error ROUTE_PAGE_UNKNOWN at /routes/0/page: route "deals" shows the page "promocoes", but no layer lists widgets for it (the page would be empty); did you mean "promotions"?"`);
  });

  it('PAGE_UNKNOWN', () => {
    expect(diagnose('PAGE_UNKNOWN')).toMatchInlineSnapshot(`"tenants/bad/layout.json:5:5 error PAGE_UNKNOWN at /pages/hom: no route shows the page "hom"; did you mean "home"?"`);
  });

  it('PATTERN_UNKNOWN', () => {
    expect(diagnose('PATTERN_UNKNOWN')).toMatchInlineSnapshot(`"tenants/bad/features.json:14:7 error PATTERN_UNKNOWN at /registration/messages/digitOnly: unknown pattern id "digitOnly"; did you mean "digitsOnly"?"`);
  });

  it('TEMPLATE_LENGTH_RANGE', () => {
    // The English template writes a range with no single-length form; the Portuguese one has its form
    // (digitsOnly_exact), and the email template ends with the engine's own sentence: neither warns.
    expect(diagnose('TEMPLATE_LENGTH_RANGE')).toMatchInlineSnapshot(`"tenants/bad/features.json:16:15 warning TEMPLATE_LENGTH_RANGE at /registration/messages/digitsOnly/en: the en message of pattern "digitsOnly" writes a length range ({min} and {max}) and has no single-length form: where the server's minimum equals its maximum (SPEC section 5 shows one length) it is cut to "Mobile numbers use digits only, N of them"; add "digitsOnly_exact": { "en": "… {length} …" } beside it ({length} is the one length), or end the message with the engine's sentence "Must be {min} to {max} characters.""`);
  });

  it('PLACEMENT_DUPLICATE', () => {
    expect(diagnose('PLACEMENT_DUPLICATE')).toMatchInlineSnapshot(`"tenants/bad/layout.json:9:7 error PLACEMENT_DUPLICATE at /pages/home/1: entry "winner-board" is placed twice on page "home" (also at index 0); give one of them its own "id""`);
  });

  it('REGISTRATION_FIELD_CONFLICT', () => {
    expect(diagnose('REGISTRATION_FIELD_CONFLICT')).toMatchInlineSnapshot(`"tenants/bad/features.json:16:21 warning REGISTRATION_FIELD_CONFLICT at /registration/fields/email/required: registration field "email" is both hidden and required; it is hidden; remove one of "hidden" and "required""`);
  });

  it('REGISTRATION_FIELD_UNKNOWN', () => {
    expect(diagnose('REGISTRATION_FIELD_UNKNOWN')).toMatchInlineSnapshot(`"tenants/bad/features.json:14:7 error REGISTRATION_FIELD_UNKNOWN at /registration/fields/emial: unknown registration field "emial"; did you mean "email"?"`);
  });

  it('ROUTE_BUILTIN', () => {
    expect(diagnose('ROUTE_BUILTIN')).toMatchInlineSnapshot(`"tenants/bad/layout.json:6:13 error ROUTE_BUILTIN at /routes/0/id: "promotions" is a built-in route; its path and rules are fixed by the product; fill its page through "pages", or give your route another id"`);
  });

  it('ROUTE_DUPLICATE', () => {
    expect(diagnose('ROUTE_DUPLICATE')).toMatchInlineSnapshot(`
      "tenants/bad/layout.json:12:15 error ROUTE_DUPLICATE at /routes/1/path: the path "/CLUB" is taken by route "vip-club" as "/club": paths that differ only in case are one path; choose another path (e.g. "/club-2"); paths are compared without regard to case, trailing or repeated slashes, "." segments and encoded characters
      tenants/bad/layout.json:18:19 error ROUTE_DUPLICATE at /routes/2/aliases/0: the path "/promotions/" is taken by built-in route "promotions" as "/promotions": paths that differ only in a trailing slash are one path; choose another path (e.g. "/promotions-2"); paths are compared without regard to case, trailing or repeated slashes, "." segments and encoded characters"
    `);
  });

  it('ROUTE_INCOMPLETE', () => {
    expect(diagnose('ROUTE_INCOMPLETE')).toMatchInlineSnapshot(`"tenants/bad/layout.json:5:5 error ROUTE_INCOMPLETE at /routes/0: route "vip-club" needs both "path" and "page"; add "page": "vip-club" and list its widgets under pages"`);
  });

  it('SCHEMA_ENUM', () => {
    expect(diagnose('SCHEMA_ENUM')).toMatchInlineSnapshot(`"tenants/bad/features.json:13:16 error SCHEMA_ENUM at /theme/default: the string "drak" is not an allowed value; did you mean "dark"?"`);
  });

  it('SCHEMA_PATTERN', () => {
    expect(diagnose('SCHEMA_PATTERN')).toMatchInlineSnapshot(`
      "tenants/bad/features.json:7:21 error SCHEMA_PATTERN at /tenant/merchantCode: the string "bad01" does not have the expected form; a merchant code is 2 to 16 capital letters and digits, as the merchant's backend knows the site, e.g. "ACME01"; write "BAD01"
      tenants/bad/features.json:14:18 error SCHEMA_PATTERN at /theme/dark/primary: the string "gold" does not have the expected form; a colour is "#" and six hex digits (red, green, blue), optionally two more for opacity, e.g. "#1a2b3c"
      tenants/bad/features.json:15:17 error SCHEMA_PATTERN at /theme/dark/accent: the string "#2c9" does not have the expected form; a colour is "#" and six hex digits (red, green, blue), optionally two more for opacity, e.g. "#1a2b3c"; write "#22cc99""
    `);
  });

  it('SCHEMA_RANGE', () => {
    expect(diagnose('SCHEMA_RANGE')).toMatchInlineSnapshot(`"tenants/bad/layout.json:6:22 error SCHEMA_RANGE at /navigation/vendorMenu/homeVendors: number 9 is above the maximum 5; Vendors shown in the home drop menu (at most 5)."`);
  });

  it('SCHEMA_REQUIRED', () => {
    expect(diagnose('SCHEMA_REQUIRED')).toMatchInlineSnapshot(`"tenants/bad/features.json:4:13 error SCHEMA_REQUIRED at /tenant: missing required key "merchantCode"; add "merchantCode""`);
  });

  it('SCHEMA_TYPE', () => {
    expect(diagnose('SCHEMA_TYPE')).toMatchInlineSnapshot(`
      "tenants/bad/layout.json:5:18 error SCHEMA_TYPE at /sideMenu/collapsed: expected a boolean, got the string "yes"; write true, without quotes
      tenants/bad/layout.json:8:36 error SCHEMA_TYPE at /navigation/vendorMenu/homeVendors: expected an integer, got the string "3"; write 3, a number without quotes"
    `);
  });

  it('SCHEMA_UNIQUE', () => {
    expect(diagnose('SCHEMA_UNIQUE')).toMatchInlineSnapshot(`"tenants/bad/layout.json:8:7 error SCHEMA_UNIQUE at /footer/vendorLogos/2: item 2 repeats item 0; list each value once"`);
  });

  it('SCHEMA_UNKNOWN_KEY', () => {
    expect(diagnose('SCHEMA_UNKNOWN_KEY')).toMatchInlineSnapshot(`"tenants/bad/layout.json:5:5 error SCHEMA_UNKNOWN_KEY at /navigation/showPromotion: unknown key "showPromotion"; did you mean "showPromotions"?"`);
  });

  it('SCHEMA_VERSION_MISSING', () => {
    expect(diagnose('SCHEMA_VERSION_MISSING')).toMatchInlineSnapshot(`"tenants/bad/layout.json:1:1 error SCHEMA_VERSION_MISSING at /: the manifest has no "schemaVersion"; add "schemaVersion": 2"`);
  });

  it('SCHEMA_VERSION_TOO_NEW', () => {
    expect(diagnose('SCHEMA_VERSION_TOO_NEW')).toMatchInlineSnapshot(`"tenants/bad/layout.json:2:20 error SCHEMA_VERSION_TOO_NEW at /schemaVersion: schemaVersion 9 is newer than this engine understands (2); update the engine, or write the manifest for the version it supports"`);
  });

  it('SERVER_RESPONSE_INVALID', () => {
    expect(diagnose('SERVER_RESPONSE_INVALID')).toMatchInlineSnapshot(`
      "server:status error SERVER_RESPONSE_INVALID at /status: number 7 is not an allowed value; use one of "0", "1", "2"
      server:whitelabel error SERVER_RESPONSE_INVALID at /agentPolicy: expected a boolean, got the string "on"; write true, without quotes"
    `);
  });

  it('SERVER_WINS', () => {
    expect(diagnose('SERVER_WINS')).toMatchInlineSnapshot(`"tenants/bad/features.json:13:27 warning SERVER_WINS at /switches/mobileRegistration: the manifest turns "mobileRegistration" on, but the server has it off; it stays off; on the reference server, turn it on in tenants/bad/seed.json ("switches": { "mobileRegistration": true }); with the merchant's own backend, ask it to enable it; or remove the line"`);
  });

  it('THEME_CONTRAST', () => {
    expect(diagnose('THEME_CONTRAST')).toMatchInlineSnapshot(`"tenants/bad/features.json:15:22 warning THEME_CONTRAST at /theme/dark/primaryText: dark theme: button text "primaryText" #1a1300 on "primary" #17675f has a contrast of 2.76:1; WCAG 2.2 AA needs 4.5:1; the nearest "primaryText" that passes against #17675f is "#d6d5d1" (4.55:1)"`);
  });

  it('THEME_PARTIAL', () => {
    expect(diagnose('THEME_PARTIAL')).toMatchInlineSnapshot(`
      "tenants/bad/features.json:17:21 error THEME_PARTIAL at /theme/light/background: the light theme, shown by default, is defined only in part: "background" #0b1018 comes from tenant (tenants/bad/features.json), "text" #141a26 from the engine's light defaults; body text "text" #141a26 on "background" #0b1018 has a contrast of 1.09:1; WCAG 2.2 AA needs 4.5:1; define "text" beside "background" (e.g. "#797c83", 4.56:1), or define the whole light theme; from the engine's light defaults now: accent, surface, surfaceRaised, text, textMuted, border, danger, success, warning, badge
      tenants/bad/features.json:17:21 error THEME_PARTIAL at /theme/light/background: the light theme, shown by default, is defined only in part: "background" #0b1018 comes from tenant (tenants/bad/features.json), "textMuted" #556070 from the engine's light defaults; muted text "textMuted" #556070 on "background" #0b1018 has a contrast of 2.99:1; WCAG 2.2 AA needs 4.5:1; define "textMuted" beside "background" (e.g. "#747d8a", 4.58:1), or define the whole light theme; from the engine's light defaults now: accent, surface, surfaceRaised, text, textMuted, border, danger, success, warning, badge"
    `);
  });

  it('TENANT_CODE_MISMATCH', () => {
    expect(diagnose('TENANT_CODE_MISMATCH')).toMatchInlineSnapshot(`"tenants/bad/features.json:5:13 error TENANT_CODE_MISMATCH at /tenant/code: tenant code "bad-bets" differs from its folder "bad"; use "bad", or rename the folder"`);
  });

  it('TENANT_DOMAIN_TAKEN', () => {
    expect(diagnose('TENANT_DOMAIN_TAKEN')).toMatchInlineSnapshot(`"tenants/bad/features.json:9:7 error TENANT_DOMAIN_TAKEN at /tenant/domains/0: the domain "bad.localhost" is also listed by tenant "another"; a host name chooses exactly one tenant: remove it here or from the other tenant's features.json"`);
  });

  it('TENANT_MERCHANT_CODE_TAKEN', () => {
    expect(diagnose('TENANT_MERCHANT_CODE_TAKEN')).toMatchInlineSnapshot(`"tenants/bad/features.json:7:21 error TENANT_MERCHANT_CODE_TAKEN at /tenant/merchantCode: the merchant code "BAD01" is also used by tenant "zulu"; the merchant's backend knows each site by its own code: write this site's code (2 to 16 capital letters and digits, e.g. "ACME01"), as the merchant gave it"`);
  });

  it('a domain clash is an error on the tenant being checked, whichever tenant is read first', () => {
    const root = join(FIXTURES, 'TENANT_DOMAIN_TAKEN');
    // "another" is read before "bad": checking it alone still finds the clash, on "another".
    expect(checkTenants(['another'], root).map((d) => `${d.file} ${d.code}`)).toEqual(['tenants/another/features.json TENANT_DOMAIN_TAKEN']);
    expect(checkTenants(['bad'], root).map((d) => `${d.file} ${d.code}`)).toEqual(['tenants/bad/features.json TENANT_DOMAIN_TAKEN']);
    expect(checkTenants([], root).map((d) => d.file)).toEqual(['tenants/another/features.json', 'tenants/bad/features.json']);
  });

  it('WIDGET_KIND', () => {
    expect(diagnose('WIDGET_KIND')).toMatchInlineSnapshot(`"tenants/bad/layout.json:7:19 error WIDGET_KIND at /pages/home/0/widget: "login-modal" is a modal widget; only page widgets can be placed on pages; the shell places it itself"`);
  });

  it('WIDGET_PAGE_KIND', () => {
    expect(diagnose('WIDGET_PAGE_KIND')).toMatchInlineSnapshot(`
      "tenants/bad/layout.json:7:19 error WIDGET_PAGE_KIND at /pages/home/1/widget: "member-deposit" fits member-centre pages and agent-centre pages; "home" is a portal page, seen by every visitor, guests included; place it on a member-centre page (e.g. "member-depositv2") or an agent-centre page (e.g. "agent-agentAnnouncement"), or remove it from "home"
      tenants/bad/layout.json:11:19 error WIDGET_PAGE_KIND at /pages/member-rewardCenter/1/widget: "agent-page" fits agent-centre pages; "member-rewardCenter" is a member-centre page, seen by signed-in members only; place it on an agent-centre page (e.g. "agent-agentAnnouncement"), or remove it from "member-rewardCenter""
    `);
  });

  it('every page widget declares the page kinds it fits', () => {
    const pageWidgets = WIDGET_IDS.filter((id) => WIDGET_CATALOGUE[id].kind === 'page');
    expect(pageWidgets.filter((id) => !('fits' in WIDGET_CATALOGUE[id]))).toEqual([]);
  });

  it('WIDGET_PROPS', () => {
    expect(diagnose('WIDGET_PROPS')).toMatchInlineSnapshot(`
      "tenants/bad/layout.json:9:28 error WIDGET_PROPS at /pages/home/0/props/slidesPerView: banner-carousel props: number 4 is above the maximum 3; Slides visible at once (at most 3); fewer banners show fewer.
      tenants/bad/layout.json:10:11 error WIDGET_PROPS at /pages/home/0/props/autoPlay: banner-carousel props: unknown key "autoPlay"; did you mean "autoplay"?"
    `);
  });

  it('WIDGET_UNKNOWN', () => {
    expect(diagnose('WIDGET_UNKNOWN')).toMatchInlineSnapshot(`"tenants/bad/layout.json:7:19 error WIDGET_UNKNOWN at /pages/home/0/widget: unknown widget "bannr-carousel"; did you mean "banner-carousel"?"`);
  });
});
