import { SWITCHES, type SwitchName } from '../../schemas/domain';
import { DEPOSIT_METHODS, type Jurisdiction, type JurisdictionProfile } from '../../schemas/jurisdiction';
import type { FeaturesManifest } from '../manifestTypes';
import { JURISDICTION_PROFILES } from './profiles';

export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/**
 * What a server enforces of a site's law, read from the merged features manifest (the one the site
 * resolves from: the profile's layer is in it) and from the profile's rules. The server never reads a
 * profile's defaults apart from the manifest: a tenant's value, checked by the profile, is the value.
 */
export interface SiteLaw {
  readonly jurisdiction: Jurisdiction | undefined;
  /** The deposit methods the manifest offers; undefined: the manifest does not name them (every method the wallet has). */
  readonly depositMethods: readonly DepositMethod[] | undefined;
  /** Methods the profile forbids, whatever a manifest or a wallet setting says. */
  readonly forbiddenDepositMethods: readonly DepositMethod[];
  /** Minutes without a call after which a session ends; undefined: the server's own limit. */
  readonly idleMinutes: number | undefined;
  /** The profile's ceiling of the idle time (a `max` of its `/session/idleMinutes` rule). */
  readonly idleMinutesCeiling: number | undefined;
  readonly showRtp: boolean;
  /** Server switches the profile forbids: the server's answer and the page keep them off. */
  readonly forbiddenSwitches: readonly SwitchName[];
}

const DEPOSIT_POINTER = '/payments/depositMethods';
const SWITCH_POINTER = /^\/switches\/([A-Za-z]+)$/;

function forbiddenDepositMethodsOf(profile: JurisdictionProfile | undefined): DepositMethod[] {
  const out = new Set<DepositMethod>();
  for (const rule of profile?.rules ?? []) {
    if (rule.kind !== 'forbid' || rule.pointer !== DEPOSIT_POINTER) continue;
    for (const value of rule.in ?? []) if ((DEPOSIT_METHODS as readonly unknown[]).includes(value)) out.add(value as DepositMethod);
  }
  return [...out];
}

/**
 * A rule `{ "kind": "forbid", "pointer": "/switches/<name>", "in": [true] }` forbids a server switch:
 * the check refuses a manifest that turns it on, and the server's answer keeps it off.
 */
function forbiddenSwitchesOf(profile: JurisdictionProfile | undefined): SwitchName[] {
  const out = new Set<SwitchName>();
  for (const rule of profile?.rules ?? []) {
    const name = SWITCH_POINTER.exec(rule.pointer)?.[1];
    if (rule.kind !== 'forbid' || name === undefined || !(rule.in ?? []).includes(true)) continue;
    if ((SWITCHES as readonly string[]).includes(name)) out.add(name as SwitchName);
  }
  return [...out];
}

function idleCeilingOf(profile: JurisdictionProfile | undefined): number | undefined {
  const ceilings = (profile?.rules ?? []).filter((r) => r.pointer === '/session/idleMinutes' && typeof r.max === 'number').map((r) => r.max!);
  return ceilings.length === 0 ? undefined : Math.min(...ceilings);
}

// A server asks per call (every session lookup): one answer per merged manifest.
const shipped = new WeakMap<FeaturesManifest, SiteLaw>();

/** The law a site's merged features manifest runs under (`profiles` for tests of a profile the engine does not ship). */
export function siteLawOf(features: FeaturesManifest, profiles?: Readonly<Partial<Record<Jurisdiction, JurisdictionProfile>>>): SiteLaw {
  if (profiles !== undefined) return readSiteLaw(features, profiles);
  let law = shipped.get(features);
  if (!law) {
    law = readSiteLaw(features, JURISDICTION_PROFILES);
    shipped.set(features, law);
  }
  return law;
}

function readSiteLaw(features: FeaturesManifest, profiles: Readonly<Partial<Record<Jurisdiction, JurisdictionProfile>>>): SiteLaw {
  const jurisdiction = features.jurisdiction;
  const profile = jurisdiction === undefined ? undefined : profiles[jurisdiction];
  const ceiling = idleCeilingOf(profile);
  const idle = features.session?.idleMinutes;
  return {
    jurisdiction,
    depositMethods: features.payments?.depositMethods === undefined ? undefined : [...features.payments.depositMethods],
    forbiddenDepositMethods: forbiddenDepositMethodsOf(profile),
    // The check refuses a manifest above the ceiling; a manifest that was never checked is held to it here.
    idleMinutes: idle === undefined ? ceiling : ceiling === undefined ? idle : Math.min(idle, ceiling),
    idleMinutesCeiling: ceiling,
    showRtp: features.games?.showRtp === true,
    forbiddenSwitches: forbiddenSwitchesOf(profile),
  };
}

/** Whether a site may take deposits by a method of the law's names: the manifest offers it (or names none) and the profile does not forbid it. */
export function depositMethodAllowed(law: SiteLaw, method: DepositMethod): boolean {
  if (law.forbiddenDepositMethods.includes(method)) return false;
  return law.depositMethods === undefined || law.depositMethods.includes(method);
}

/**
 * A server's switches with those the profile forbids turned off: the one rule for the server's answers
 * (white-label, site permission, register settings) and for a page that reads a merchant server's
 * answers. Switches not named stay as they are.
 */
export function clampSwitches<T extends Partial<Record<SwitchName, boolean>>>(switches: T, law: Pick<SiteLaw, 'forbiddenSwitches'>): T {
  if (law.forbiddenSwitches.length === 0) return switches;
  const out: T = { ...switches };
  for (const name of law.forbiddenSwitches) if (out[name] === true) (out as Partial<Record<SwitchName, boolean>>)[name] = false;
  return out;
}
