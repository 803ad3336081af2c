import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Makes the typed configuration available to every plugin as fastify.config. */
export default fp<{ config: Config }>(
  async function configPlugin(fastify, { config }) {
    fastify.decorate('config', config);
  },
  { name: 'config' },
);
