import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isUniqueViolation } from '../db/db';
import { hashPassword } from '../auth/passwords';
import { seedDemoBilling } from './demo-billing';

/**
 * A dialable number (libphonenumber accepts it), proven at creation, so the demo can sign in by
 * phone too. A 555 number that is nobody's: proving it by decree takes no one's phone.
 */
export const DEMO_PHONE = '+1 415 555 0100';

/** The demo customer of the embedded mode: ACTIVE, 5 users (issue #2). */
export const DEMO_SUBSCRIPTION = {
  provider: 'local',
  status: 'ACTIVE',
  availableUsers: 5,
} as const;

/**
 * Creates the demo customer when it is missing. Idempotent: a restart, or another process
 * seeding at the same moment, leaves exactly one.
 */
export async function seedDemoAccount(fastify: FastifyInstance): Promise<boolean> {
  const { email, password } = fastify.config.demo;
  if (await fastify.accountsRepository.findCredentials(email)) return false;
  const passwordHash = await hashPassword(password);
  try {
    await fastify.db.transaction(async (tx) => {
      const id = await fastify.accountsRepository.create(
        {
          email,
          firstName: 'Demo',
          lastName: 'Customer',
          phone: DEMO_PHONE,
          passwordHash,
          origin: 'realty',
        },
        tx,
      );
      await fastify.accountsRepository.attachSubscription(id, DEMO_SUBSCRIPTION, tx);
      // A realistic billing tab: a paid invoice, a card, the next renewal (issue 39).
      await seedDemoBilling(tx, {
        id,
        email,
        phone: DEMO_PHONE,
        users: DEMO_SUBSCRIPTION.availableUsers,
      });
      await tx.query('UPDATE accounts SET phone_verified_at = now() WHERE id = $1', [id]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  fastify.log.info({ email }, 'demo account created');
  return true;
}

export default fp(
  async function demoSeedPlugin(fastify) {
    if (fastify.config.demo.enabled) await seedDemoAccount(fastify);
  },
  { name: 'demo-seed', dependencies: ['config', 'db', 'accounts-repository'] },
);
