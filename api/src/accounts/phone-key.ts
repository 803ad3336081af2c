/**
 * An account's number as migrations 004 and 009 index it (E.164: only the digits and the +).
 * Written exactly so in every query, or PostgreSQL does not use those indexes.
 */
export const PHONE_KEY_SQL = "regexp_replace(phone, '[^0-9+]', '', 'g')";
