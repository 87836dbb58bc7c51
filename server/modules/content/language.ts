/**
 * The language a request's content is in. Distinct from the security module's `languageOf(tenant)`
 * (the tenant's default language, for the texts the server sends on its own): here the visitor asks
 * for one, and gets it when the tenant offers it.
 */
import { LANGUAGES, type Language } from '../../../schemas/domain';
import type { TenantInfo } from '../tenants/index';

/** The language of a request parameter: pt or en when the tenant offers it, else the tenant's default language. */
export function requestedLanguageOf(tenant: TenantInfo, requested: string | undefined): Language {
  const languages = tenant.compiled.features.languages;
  const supported: readonly string[] = languages?.supported ?? LANGUAGES;
  const code = requested?.slice(0, 2).toLowerCase();
  if (code && supported.includes(code) && (LANGUAGES as readonly string[]).includes(code)) return code as Language;
  return languages?.default ?? 'pt';
}
