-- An authenticator code is accepted once (RFC 6238 section 5.2): the time step of the last code a
-- member's login verification accepted; only a later step passes (server/security/totp.ts). Kept in
-- the database so every instance refuses a code another one accepted.
ALTER TABLE "members" ADD COLUMN "totp_last_step" bigint;
