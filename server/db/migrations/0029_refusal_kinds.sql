-- Refusals stored as idempotency keys' answers ({ "refusal": ... }) carry their kind, not an HTTP
-- status: the server answers a replayed refusal with the kind's status (server/http/errors.ts), and
-- reads only the kind (server/modules/ledger/idempotency.ts). Rows stored before the kinds, and the
-- refused debits of the batch function's earlier forms, hold `statusCode`: it becomes the same kind
-- the server read it as (any other status: 'invalid'). A row holding both keeps its kind.
UPDATE "idempotency_keys"
SET "response" = jsonb_set(
  "response", '{refusal}',
  (("response" -> 'refusal') - 'statusCode') || jsonb_build_object('kind', coalesce("response" -> 'refusal' ->> 'kind',
    CASE "response" -> 'refusal' ->> 'statusCode'
      WHEN '400' THEN 'invalid' WHEN '401' THEN 'unauthenticated' WHEN '403' THEN 'forbidden' WHEN '404' THEN 'notFound'
      WHEN '409' THEN 'conflict' WHEN '413' THEN 'tooLarge' WHEN '422' THEN 'unprocessable' WHEN '429' THEN 'tooMany'
      ELSE 'invalid'
    END))
)
WHERE jsonb_typeof("response") = 'object'
  AND jsonb_typeof("response" -> 'refusal') = 'object'
  AND ("response" -> 'refusal' -> 'statusCode') IS NOT NULL;
