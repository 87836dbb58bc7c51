/**
 * The shape of a call of the merchant API and the helpers that declare one (the tables are
 * coreCalls.ts and memberCalls.ts; callTable.ts joins them).
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { emptyValueSchema } from './session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `required`: no token, no request; `optional`: sent when the visitor has one; `none`: never sent. */
export type TokenRule = 'none' | 'required' | 'optional';

export type QueryScalar = string | number | boolean;
/** A query parameter; an array becomes repeated keys, undefined is left out. */
export type QueryValue = QueryScalar | readonly QueryScalar[];
export type QueryParams = { readonly [name: string]: QueryValue | undefined };
export type BodyParams = { readonly [name: string]: unknown };
/** Params of a call that takes none. */
export type NoParams = { readonly [name: string]: never };

/** What the request function needs to know about a call. */
export interface CallDefinition {
  readonly name: string;
  readonly path: `/${string}`;
  readonly method: HttpMethod;
  /** Sent as `x-module-id`; null where the reference lists none. */
  readonly moduleId: string | null;
  /** Other module ids the same path is called with (a caller picks one with `options.moduleId`). */
  readonly alternateModuleIds?: readonly string[];
  readonly token: TokenRule;
  /** The JSON body travels encrypted (see encryptPayload.ts); absent: plain. */
  readonly encrypted?: boolean;
  /** The body is sent as `application/x-www-form-urlencoded` instead of JSON. */
  readonly form?: boolean;
  /** The params are a FormData sent as `multipart/form-data` (files); the browser writes its boundary. */
  readonly multipart?: boolean;
  /**
   * A money-moving call: it needs the `Idempotency-Key` header (schemas/api/wallet.ts), which the
   * caller passes as `options.idempotencyKey`, made once per submission and kept across its retries.
   */
  readonly idempotent?: boolean;
}

declare const phantom: unique symbol;

/** The value and params types an entry carries (type only). */
export type PhantomOf<E> = E extends { readonly [phantom]?: infer T } ? NonNullable<T> : never;

/**
 * Marks params left to the method's default: a query for GET and DELETE, a JSON body otherwise.
 * (The phantom key's own type: no real params type can be it.)
 */
export type ByMethod = typeof phantom;

/** The value and params types of a call, carried by the type only (never present at run time). */
export interface CallTypes<Value, Params> {
  readonly [phantom]?: { value: Value; params: Params };
}

/** `call<Value, Params>()({ ...definition })`: a table entry that knows its types (its name is its key in the table). */
export function call<Value, Params = ByMethod>() {
  // The phantom property is optional and type-only, so every definition already satisfies it.
  return <const D extends Omit<CallDefinition, 'name'>>(definition: D): D & CallTypes<Value, Params> => definition as D & CallTypes<Value, Params>;
}

/**
 * What a client sends for a request schema: properties with a server-side `default` stay optional
 * (FromSchema alone makes them required, which is the server's view after defaults are applied).
 */
export type Sent<S extends JSONSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>;

/** The value of a `{ success: true }` answer: absent, or the empty object of the schema. */
export type Empty = FromSchema<typeof emptyValueSchema> | undefined;

/** The table; each entry's `name` is its key. */
export function defineCallTable<const T extends { readonly [K in keyof T]: Omit<CallDefinition, 'name'> }>(table: T): { readonly [K in keyof T]: T[K] & { readonly name: K } } {
  // Each entry's name is its key, written once in the source (the entries are fresh objects).
  for (const [name, definition] of Object.entries(table)) (definition as { name?: string }).name = name;
  return table as { readonly [K in keyof T]: T[K] & { readonly name: K } };
}

