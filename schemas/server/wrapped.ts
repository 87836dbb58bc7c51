import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Schema of the `{ success, value?, message? }` envelope around a response value (value schema embedded without its `$id`). */
export function wrappedResponseSchema<const S extends JSONSchema & object>(valueSchema: S) {
  const value = Object.fromEntries(Object.entries(valueSchema).filter(([key]) => key !== '$id')) as Omit<S, '$id'>;
  return {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      value,
      message: { type: 'string' },
    },
    required: ['success'],
    additionalProperties: false,
  } as const satisfies JSONSchema;
}

/** The envelope type for a value schema, derived from `wrappedResponseSchema`. */
export type WrappedResponseOf<S extends JSONSchema & object> = FromSchema<ReturnType<typeof wrappedResponseSchema<S>>>;

/**
 * The envelope type for an already-derived value type; use this where the value type is known but its
 * schema is not in scope. It is the generic form of `WrappedResponseOf` (their equality is checked in engine/profiles/schemas.test.ts).
 */
export type WrappedResponse<T> = { success: boolean; value?: T; message?: string };
