import type { Jurisdiction, JurisdictionProfile } from '../../schemas/jurisdiction';
import brProfile from './BR/profile.json' with { type: 'json' };

/**
 * The jurisdiction profiles the engine ships, one folder each (engine/jurisdictions/<code>/): data,
 * checked against schemas/jurisdiction.ts by a unit test, never code. A profile is read at build
 * time and by the CLI, never by the portal in the browser (the merged manifests carry its effect).
 */
export const JURISDICTION_PROFILES: Readonly<Record<Jurisdiction, JurisdictionProfile>> = {
  BR: brProfile as JurisdictionProfile,
};

/** The file a profile is read from, as diagnostics and `explain` name it. */
export function profileFile(code: Jurisdiction): string {
  return `engine/jurisdictions/${code}/profile.json`;
}

/** The merge layer's name for a profile, as `explain` prints it. */
export function jurisdictionLayerLabel(code: Jurisdiction): string {
  return `jurisdiction ${code} (${profileFile(code)})`;
}
