-- A nickname is what other members see (the chat, a red envelope's sender): it is kept only when the
-- member chose it. Registration used to copy the username into it when none was given, so everyone
-- in a chat room saw that member's login name. Those copies become null (the member is then shown by
-- the masked account, server/members/publicName.ts), and the chat messages already written under a
-- login name are rewritten to the masked account, as `maskAccount` makes it (first two and last two
-- characters; the first one and *** for four or fewer).
ALTER TABLE "members" ALTER COLUMN "nickname" DROP NOT NULL;
--> statement-breakpoint
UPDATE "chat_messages" AS c
SET "author" = CASE
  WHEN char_length(m."account") <= 4 THEN left(m."account", 1) || '***'
  ELSE left(m."account", 2) || '***' || right(m."account", 2)
END
FROM "members" AS m
WHERE m."id" = c."member_id" AND m."tenant" = c."tenant" AND lower(c."author") = lower(m."account");
--> statement-breakpoint
UPDATE "members" SET "nickname" = NULL WHERE lower("nickname") = lower("account");
