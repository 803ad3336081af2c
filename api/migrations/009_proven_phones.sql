-- A phone signs in only to the account that proved it (a code sent to the number, confirmed in the
-- settings tab). The number's key is the E.164 form of migration 004: only its digits and the +.

-- Proofs made so far need sorting out. Until now a phone sign-in opened the NEWEST account that
-- had typed the number and marked that account's phone as verified: such a proof says the phone's
-- holder received a code, not which of the accounts sharing the number they meant. Someone who
-- created an account with another person's number caught that person's next phone sign-in, and
-- with it a proof. So "keep the most recently proven" would keep exactly the proofs the old rule
-- could hand to a newcomer, and is not safe.
--
-- Kept: a proof made while its account was the only one with the number (no other account with
-- the same key was created at or before the moment of the proof): the code could open nothing
-- else. The phone cannot be changed before this migration, so the number then is the number now.
-- Cleared: every other proof on a shared number. Those customers sign in with their e-mail and
-- prove the number again in Settings; until then the number signs in to no account, which is the
-- safe side. At most one proof per number survives this (the oldest proof, made alone).
UPDATE accounts a SET phone_verified_at = NULL
WHERE a.phone_verified_at IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM accounts o
    WHERE o.id <> a.id
      AND regexp_replace(o.phone, '[^0-9+]', '', 'g') = regexp_replace(a.phone, '[^0-9+]', '', 'g')
      AND o.created_at <= a.phone_verified_at);

-- Rows edited by hand could still hold two proofs of one number (a proof older than its own
-- account): both go, rather than the index below failing the start of the API.
UPDATE accounts a SET phone_verified_at = NULL
WHERE a.phone_verified_at IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM accounts o
    WHERE o.id <> a.id AND o.phone_verified_at IS NOT NULL
      AND regexp_replace(o.phone, '[^0-9+]', '', 'g') = regexp_replace(a.phone, '[^0-9+]', '', 'g'));

-- A proven number belongs to one account: a second proof of it fails (409 in the API), also when
-- two accounts confirm their codes at the same moment. Phone sign-in looks proofs up here.
CREATE UNIQUE INDEX accounts_proven_phone_key ON accounts ((regexp_replace(phone, '[^0-9+]', '', 'g')))
  WHERE phone_verified_at IS NOT NULL;

-- A proof is of one number: any change of the number (not of its spacing) clears it, whichever
-- statement makes the change, unless that same statement sets a new proof.
CREATE FUNCTION accounts_phone_proof_follows_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF regexp_replace(NEW.phone, '[^0-9+]', '', 'g') <> regexp_replace(OLD.phone, '[^0-9+]', '', 'g')
     AND NEW.phone_verified_at IS NOT DISTINCT FROM OLD.phone_verified_at THEN
    NEW.phone_verified_at := NULL;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER accounts_phone_proof_follows_number BEFORE UPDATE OF phone ON accounts
  FOR EACH ROW EXECUTE FUNCTION accounts_phone_proof_follows_number();
