import { Readable, pipeline, type Duplex } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import type { TActivityAction, TActivityEvent } from '@portal/shared/api/activity';
import type { Locale } from '@portal/shared/i18n/locales';
import { safeCell } from '@portal/shared/profiles/csv-columns';
import { translate, type ServerMessageId } from '../i18n/translate';
import { allEvents, type ActivityFilters } from './activity-repository';

/** An action's words in the server catalogue ("Edited a user profile"), one per action. */
const actionLabel = (action: TActivityAction): ServerMessageId =>
  `delivery.activity.action.${action}`;

/** The export's columns, each with its header in the server catalogue (7 languages). */
const COLUMNS: [ServerMessageId, (event: TActivityEvent, locale: Locale) => string][] = [
  ['delivery.activity.csv.at', (e) => e.at],
  ['delivery.activity.csv.person', (e) => e.actor.name ?? e.actor.memberId ?? e.actor.kind],
  ['delivery.activity.csv.email', (e) => e.actor.email ?? ''],
  ['delivery.activity.csv.role', (e) => e.actor.role ?? e.actor.kind],
  // The action in the request's language for people, and its id for machines.
  ['delivery.activity.csv.action', (e, locale) => translate(locale, actionLabel(e.action))],
  ['delivery.activity.csv.actionId', (e) => e.action],
  [
    'delivery.activity.csv.target',
    (e) => (e.target ? `${e.target.type} ${e.target.label ?? e.target.id ?? ''}`.trim() : ''),
  ],
  ['delivery.activity.csv.changes', (e) => (e.changes ? JSON.stringify(e.changes) : '')],
  ['delivery.activity.csv.ip', (e) => e.ip ?? ''],
  ['delivery.activity.csv.device', (e) => e.device ?? ''],
];

/** The account's events under the filters as a CSV stream (BOM, RFC 4180 line ends). */
export function activityCsv(
  fastify: FastifyInstance,
  accountId: string,
  filters: ActivityFilters,
  locale: Locale,
): Duplex {
  async function* records(): AsyncGenerator<string[]> {
    yield COLUMNS.map(([header]) => safeCell(translate(locale, header)));
    for await (const event of allEvents(fastify.db, accountId, filters))
      yield COLUMNS.map(([, cell]) => safeCell(cell(event, locale)));
  }
  const csv: Duplex = stringify({ bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
  pipeline(Readable.from(records()), csv, (error) => {
    // The client went away, or a read failed: the response is cut, never completed.
    if (error) fastify.log.warn({ err: error }, 'activity export stopped');
  });
  return csv;
}
