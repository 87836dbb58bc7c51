import type { FromSchema } from 'json-schema-to-ts';
import type { featuresManifestSchema } from '../schemas/manifest-features';
import type { layoutManifestSchema } from '../schemas/manifest-layout';
import type { seedSchema } from '../schemas/seed';

/** A tenant or preset layout manifest (tenants/<code>/layout.json), typed from its schema. */
export type LayoutManifest = FromSchema<typeof layoutManifestSchema>;
/** A tenant or preset features manifest (tenants/<code>/features.json), typed from its schema. */
export type FeaturesManifest = FromSchema<typeof featuresManifestSchema>;
/** The reference server's demo data for a tenant (tenants/<code>/seed.json). */
export type Seed = FromSchema<typeof seedSchema>;
