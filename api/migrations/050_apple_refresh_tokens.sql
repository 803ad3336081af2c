-- Sign in with Apple's refresh tokens (issue 39, Apple's guideline 5.1.1(v)): a deleted account's
-- Apple tokens are revoked with Apple's REST API (/auth/revoke), which needs the token Apple gave.
-- Each Apple sign-in keeps the refresh token of its code exchange, sealed (AES-256-GCM with a key
-- derived from PROVIDER_TOKEN_KEY, else JWT_SECRET: auth/provider-tokens.ts); the deletion revokes
-- it at once (the purge tries again when Apple did not answer) and then drops it. Google's tokens
-- are not kept (NULL).
ALTER TABLE account_identities ADD COLUMN refresh_token_sealed text;
ALTER TABLE member_identities ADD COLUMN refresh_token_sealed text;
