import type { ErrorObject } from 'ajv';

/** The shape of a precompiled ajv validator (engine/generated/). */
export interface StandaloneValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
