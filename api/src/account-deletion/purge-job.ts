import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { MAX_ATTEMPTS } from '../jobs/jobs-plugin';
import type { JobHandler } from '../jobs/types';
import { revokeAppleTokens } from './apple-tokens';

/**
 * The purge of a deleted account (issue 39, docs/decisions.md "Deleting an account"), a durable
 * job queued by the request for the end of the 14-day window. Its steps, each one transaction
 * with its checkpoint (a replica killed mid-purge hands it over; no step is done twice, and a
 * step done again finds nothing left to do). First, the Sign in with Apple tokens the request
 * could not revoke are revoked (apple-tokens.ts; the job is retried while Apple does not answer,
 * and drops them on its last attempt):
 *   pictures  the account's assets, 200 a step; their objects leave the bucket after the step
 *             commits (kept in the checkpoint until they are gone)
 *   profiles  its agents, 500 a step (their outbox texts with them)
 *   customers the billing provider's customer records of the account (Stripe's customer deleted
 *             through the provider seam; one Stripe no longer knows is done already), before the
 *             rows that name them lose the account; retried with the job while Stripe does not
 *             answer, and left (logged as an error) on its last attempt
 *   billing   the kept invoices reduced to what the law requires: the buyer company's name,
 *             address and VAT number stay; the person's name, e-mail and phone go, and with them
 *             cards, checkouts, claims and receipt links
 *   rows      every other row linked to the account, whatever table holds it (its foreign keys
 *             to `accounts`, read from the catalogue: tables added later are purged too), the
 *             members who belonged to it alone, the outbox to its addresses, then the account
 *             itself (the cascade takes the activity log). The job's own payload is emptied.
 */
export const PURGE_JOB_KIND = 'account.purge';

export const PURGE_ASSET_BATCH = 200;
export const PURGE_PROFILE_BATCH = 500;

/** What stays of a deleted account: its invoices and what they need (reduced). */
export const KEPT_BILLING_TABLES = [
  'billing_customers',
  'billing_subscriptions',
  'invoices',
  'invoice_lines',
  'charges',
  'credit_notes',
  'plan_change_credits',
] as const;

interface Payload {
  accountId?: string;
  deletionId?: string;
}

type Stage = 'pictures' | 'profiles' | 'customers' | 'billing' | 'rows' | 'done';

interface Checkpoint {
  stage: Stage;
  /** Objects whose rows are deleted and which may still be in the bucket. */
  objects?: string[];
  assets: number;
  profiles: number;
}

export interface PurgeResult {
  purged: boolean;
  assets: number;
  profiles: number;
}

async function tableExists(q: Queryable, table: string): Promise<boolean> {
  const row = await q.one<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_name = $1) AS found`,
    [table],
  );
  return row?.found ?? false;
}

async function columnsOf(q: Queryable, table: string): Promise<Set<string>> {
  const rows = await q.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1`,
    [table],
  );
  return new Set(rows.map((row) => row.column_name));
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every single-column foreign key to accounts(id): the tables that hold rows of an account. */
async function accountLinks(q: Queryable) {
  return q.query<{ table_name: string; column_name: string; nullable: boolean }>(
    `SELECT cl.relname AS table_name, a.attname AS column_name, NOT a.attnotnull AS nullable
     FROM pg_constraint c
     JOIN pg_class cl ON cl.oid = c.conrelid
     JOIN pg_namespace n ON n.oid = cl.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     WHERE c.contype = 'f' AND c.confrelid = 'accounts'::regclass
       AND array_length(c.conkey, 1) = 1 AND n.nspname = current_schema()
     ORDER BY cl.relname, a.attname`,
  );
}

/** The addresses and numbers messages to the account's people went to. */
async function addressesOf(q: Queryable, accountId: string): Promise<string[]> {
  const rows = await q.query<{ address: string | null }>(
    `SELECT lower(email) AS address FROM accounts WHERE id = $1
     UNION SELECT phone FROM accounts WHERE id = $1
     UNION SELECT lower(unnest(billing_contacts)) FROM accounts WHERE id = $1
     UNION SELECT lower(email) FROM billing_customers WHERE account_id = $1
     UNION SELECT phone FROM billing_customers WHERE account_id = $1
     UNION SELECT lower(email) FROM member_invitations WHERE account_id = $1
     UNION SELECT lower(m.email) FROM members m JOIN memberships s ON s.member_id = m.id
       WHERE s.account_id = $1
     UNION SELECT m.phone FROM members m JOIN memberships s ON s.member_id = m.id
       WHERE s.account_id = $1`,
    [accountId],
  );
  return rows.map((row) => row.address).filter((a): a is string => Boolean(a));
}

export function purgeJob(fastify: FastifyInstance): JobHandler<Payload, Checkpoint, PurgeResult> {
  const storage = () => fastify.assetsRepository.storage;

  /** Objects out of the bucket (again, after a kill: removing a missing object is no error). */
  async function removeObjects(keys: string[]) {
    if (keys.length === 0) return;
    await storage().remove(keys);
    await fastify.db.query('DELETE FROM asset_objects_deleted WHERE object_key = ANY($1::text[])', [
      keys,
    ]);
  }

  /**
   * The account's customers at the configured provider (Stripe's `cus_…`), each deleted there;
   * one another account's row still names is left alone. On the last attempt a provider that
   * does not answer is given up on (the record stays at Stripe, its id logged for support).
   */
  async function deleteProviderCustomers(accountId: string, giveUp: boolean) {
    const provider = fastify.billing.provider;
    const customers = await fastify.db.query<{ provider_ref: string }>(
      `SELECT DISTINCT c.provider_ref FROM billing_customers c
       WHERE c.account_id = $1 AND c.provider = $2 AND c.provider_ref IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM billing_customers o
           WHERE o.provider = c.provider AND o.provider_ref = c.provider_ref
             AND o.account_id IS NOT NULL AND o.account_id <> $1)`,
      [accountId, provider.name],
    );
    for (const { provider_ref: ref } of customers) {
      try {
        await provider.deleteCustomer(ref);
      } catch (error) {
        if (!giveUp) throw error;
        fastify.log.error(
          { err: error, provider: provider.name, customer: ref },
          'billing provider customer not deleted by the account purge: delete it by hand',
        );
      }
    }
  }

  return {
    kind: PURGE_JOB_KIND,
    async run(job) {
      const { accountId, deletionId } = job.payload;
      let checkpoint: Checkpoint = job.checkpoint ?? { stage: 'pictures', assets: 0, profiles: 0 };
      const result = (): PurgeResult => ({
        purged: true,
        assets: checkpoint.assets,
        profiles: checkpoint.profiles,
      });
      if (!accountId || !deletionId || checkpoint.stage === 'done') return result();
      // Undone by its owner meanwhile (the undo deletes the job too: this is a last guard).
      const deletion = await fastify.db.one<{ due: boolean }>(
        'SELECT purge_after <= now() AS due FROM account_deletions WHERE id = $1 AND account_id = $2',
        [deletionId, accountId],
      );
      if (!deletion && checkpoint.assets === 0 && checkpoint.profiles === 0) {
        const left = await fastify.db.one('SELECT 1 FROM accounts WHERE id = $1', [accountId]);
        if (left) return { purged: false, assets: 0, profiles: 0 };
      }
      if (deletion && !deletion.due) throw new Error('account purge started before its window');

      // Sign in with Apple's tokens the request could not revoke (Apple did not answer): tried
      // again, the job retried while Apple does not answer; on its last attempt they are dropped.
      const tokens = await revokeAppleTokens(fastify, accountId, {
        giveUp: job.attempts >= MAX_ATTEMPTS,
      });
      if (tokens.left > 0) throw new Error(`${tokens.left} Apple token(s) not revoked yet`);

      while (checkpoint.stage === 'pictures') {
        await removeObjects(checkpoint.objects ?? []);
        const before = checkpoint;
        checkpoint = await job.step(async (tx) => {
          const deleted = await tx.query<{ object_key: string | null }>(
            `DELETE FROM assets WHERE id IN (
               SELECT id FROM assets WHERE account_id = $1 ORDER BY id LIMIT $2 FOR UPDATE)
             RETURNING object_key`,
            [accountId, PURGE_ASSET_BATCH],
          );
          const objects = deleted.map((row) => row.object_key).filter((k): k is string => !!k);
          // The data exports' files (issue 39, migration 048) live in the same storage.
          if (deleted.length === 0 && (await tableExists(tx, 'data_exports'))) {
            const files = await tx.query<{ object_key: string }>(
              `SELECT object_key FROM data_exports
               WHERE account_id = $1 AND object_key IS NOT NULL AND object_key NOT LIKE 'database:%'`,
              [accountId],
            );
            objects.push(...files.map((row) => row.object_key));
          }
          const next: Checkpoint = {
            ...before,
            stage: deleted.length === 0 ? 'profiles' : 'pictures',
            objects,
            assets: before.assets + deleted.length,
          };
          return { checkpoint: next, value: next };
        });
      }
      await removeObjects(checkpoint.objects ?? []);

      while (checkpoint.stage === 'profiles') {
        const before = checkpoint;
        checkpoint = await job.step(async (tx) => {
          const deleted = await tx.query<{ login_phone: string; login_phone_key: string }>(
            `DELETE FROM profiles WHERE id IN (
               SELECT id FROM profiles WHERE account_id = $1 ORDER BY id LIMIT $2 FOR UPDATE)
             RETURNING login_phone, login_phone_key`,
            [accountId, PURGE_PROFILE_BATCH],
          );
          // The texts to its agents (codes, app links): written to the number in either form.
          if (deleted.length > 0)
            await tx.query('DELETE FROM outbox_messages WHERE recipient = ANY($1::text[])', [
              deleted.flatMap((row) => [row.login_phone, row.login_phone_key]),
            ]);
          const next: Checkpoint = {
            ...before,
            stage: deleted.length === 0 ? 'customers' : 'profiles',
            objects: [],
            profiles: before.profiles + deleted.length,
          };
          return { checkpoint: next, value: next };
        });
      }

      if (checkpoint.stage === 'customers') {
        // The provider's calls come before the step's commit: a kill between them calls again,
        // and a customer already deleted answers as done (deleteCustomer).
        await deleteProviderCustomers(accountId, job.attempts >= MAX_ATTEMPTS);
        const before = checkpoint;
        checkpoint = await job.step(async () => {
          const next: Checkpoint = { ...before, stage: 'billing' };
          return { checkpoint: next, value: next };
        });
      }

      if (checkpoint.stage === 'billing') {
        const before = checkpoint;
        checkpoint = await job.step(async (tx) => {
          await reduceBilling(tx, accountId);
          const next: Checkpoint = { ...before, stage: 'rows' };
          return { checkpoint: next, value: next };
        });
      }

      if (checkpoint.stage === 'rows') {
        const before = checkpoint;
        checkpoint = await job.step(async (tx) => {
          await deleteAccountRows(tx, accountId);
          // Nothing of the account stays on its own job either.
          await tx.query(`UPDATE jobs SET payload = '{}'::jsonb WHERE id = $1`, [job.id]);
          const next: Checkpoint = { ...before, stage: 'done', objects: [] };
          return { checkpoint: next, value: next };
        });
        fastify.log.info({ jobId: job.id }, 'deleted account purged');
      }
      return result();
    },
  };
}

/** The kept invoices' people reduced to nothing; the company's name, address and VAT stay. */
async function reduceBilling(tx: Queryable, accountId: string) {
  const customers = (
    await tx.query<{ id: string }>('SELECT id FROM billing_customers WHERE account_id = $1', [
      accountId,
    ])
  ).map((row) => row.id);
  const subscriptions = (
    await tx.query<{ id: string }>(
      `SELECT id FROM billing_subscriptions WHERE account_id = $1 OR customer_id = ANY($2::uuid[])`,
      [accountId, customers],
    )
  ).map((row) => row.id);
  const emails = (
    await tx.query<{ email: string }>(
      `SELECT email FROM accounts WHERE id = $1
       UNION SELECT email FROM billing_customers WHERE id = ANY($2::uuid[])`,
      [accountId, customers],
    )
  ).map((row) => row.email);

  const customerColumns = await columnsOf(tx, 'billing_customers');
  const cleared = ["email = ''", "first_name = ''", "last_name = ''", "phone = ''"];
  for (const optional of ['billing_email', 'website', 'extra_line'])
    if (customerColumns.has(optional)) cleared.push(`${optional} = NULL`);
  await tx.query(
    `UPDATE billing_customers SET ${cleared.join(', ')}, updated_at = now()
     WHERE id = ANY($1::uuid[])`,
    [customers],
  );
  // What each invoice shows of its buyer (migration 045): the person's name and e-mail go.
  for (const table of ['invoices', 'credit_notes']) {
    const columns = await columnsOf(tx, table);
    if (!columns.has('bill_to')) continue;
    const link = columns.has('customer_id')
      ? 'customer_id = ANY($1::uuid[])'
      : columns.has('invoice_id')
        ? 'invoice_id IN (SELECT id FROM invoices WHERE customer_id = ANY($1::uuid[]))'
        : null;
    if (!link) continue;
    await tx.query(
      `UPDATE ${quote(table)} SET bill_to = bill_to - 'name' - 'email' - 'phone'
       WHERE ${link} AND bill_to IS NOT NULL`,
      [customers],
    );
  }
  await tx.query('DELETE FROM payment_methods WHERE customer_id = ANY($1::uuid[])', [customers]);
  await tx.query(
    `DELETE FROM checkouts WHERE subscription_id = ANY($1::uuid[]) OR lower(email) = ANY($2::text[])`,
    [subscriptions, emails],
  );
  await tx.query(
    'DELETE FROM subscription_claims WHERE subscription_id = ANY($1::uuid[]) OR account_id = $2',
    [subscriptions, accountId],
  );
  await tx.query(
    `DELETE FROM receipt_tokens
     WHERE invoice_id IN (SELECT id FROM invoices WHERE customer_id = ANY($1::uuid[]))`,
    [customers],
  );
}

/** Every other row of the account, in whichever table, then the account. */
async function deleteAccountRows(tx: Queryable, accountId: string) {
  const addresses = await addressesOf(tx, accountId);
  if (addresses.length > 0)
    await tx.query('DELETE FROM outbox_messages WHERE lower(recipient) = ANY($1::text[])', [
      addresses,
    ]);
  // The people who were in this team only: nothing of them is anyone else's.
  await tx.query(
    `DELETE FROM members m
     WHERE EXISTS (SELECT 1 FROM memberships s WHERE s.member_id = m.id AND s.account_id = $1)
       AND NOT EXISTS (SELECT 1 FROM memberships s WHERE s.member_id = m.id AND s.account_id <> $1)`,
    [accountId],
  );
  const kept = new Set<string>(KEPT_BILLING_TABLES);
  for (const link of await accountLinks(tx)) {
    if (link.table_name === 'accounts' || link.table_name === 'activity_events') continue;
    const table = quote(link.table_name);
    const column = quote(link.column_name);
    if (kept.has(link.table_name)) {
      // Kept, without the account: its foreign key is emptied whatever its ON DELETE.
      if (link.nullable)
        await tx.query(`UPDATE ${table} SET ${column} = NULL WHERE ${column} = $1`, [accountId]);
      continue;
    }
    await tx.query(`DELETE FROM ${table} WHERE ${column} = $1`, [accountId]);
  }
  // The activity log goes with the account (its trigger allows the cascade only).
  await tx.query('DELETE FROM accounts WHERE id = $1', [accountId]);
}
