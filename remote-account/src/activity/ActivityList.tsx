import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { TActivityEvent } from '@portal/shared/api/activity';
import { ROLES, type TRole } from '@portal/shared/roles/roles';
import { actionLabel, fieldLabel, roleLabel } from './labels';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 minutes ago", "yesterday": the largest whole unit since the event. */
export function relativeTime(intl: IntlShape, at: string, now: number): string {
  const seconds = Math.round((new Date(at).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) {
      return intl.formatRelativeTime(Math.trunc(seconds / size), unit, { numeric: 'auto' });
    }
  }
  return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
}

interface ActivityListProps {
  events: TActivityEvent[];
  /** The id of the line that says how many events are shown (the table is described by it). */
  countId: string;
}

/**
 * The events, newest first: a table at desktop widths; on a phone each row is laid out as a card
 * (activity.css). The explicit roles keep it a table with its column names for screen readers,
 * which drop a table's semantics with its display.
 */
export function ActivityList({ events, countId }: ActivityListProps) {
  const now = Date.now();
  return (
    <div className="account-table-wrap">
      <table className="activity-table" role="table" aria-describedby={countId}>
        <caption className="ui-visually-hidden">
          <FormattedMessage id="account.activity.listLabel" />
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {(['when', 'who', 'what', 'target', 'changes', 'place'] as const).map((column) => (
              <th key={column} scope="col" role="columnheader">
                <FormattedMessage id={`account.activity.col.${column}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {events.map((event) => (
            <EventRow key={event.id} event={event} now={now} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EventRow({ event, now }: { event: TActivityEvent; now: number }) {
  const intl = useIntl();
  const exact = intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'medium' });
  const place = [event.ip, event.device].filter(Boolean).join(' · ');
  return (
    <tr role="row" className="activity-row">
      <td role="cell" className="activity-when">
        <time dateTime={event.at} title={exact}>
          {relativeTime(intl, event.at, now)}
        </time>
        <span className="ui-visually-hidden">, {exact}</span>
      </td>
      <td role="cell" className="activity-who">
        <Actor actor={event.actor} />
      </td>
      <td role="cell" className="activity-what">
        <FormattedMessage id={actionLabel(event.action)} />
      </td>
      <td role="cell" className="activity-target">
        {/* Its name when it has one: a bare id (the account's own, a profile's) says nothing. */}
        {event.target?.label ?? null}
      </td>
      <td role="cell" className="activity-changes">
        <Changes changes={event.changes} />
      </td>
      <td role="cell" className="activity-place">
        {place || <FormattedMessage id="account.activity.notRecorded" />}
      </td>
    </tr>
  );
}

function Actor({ actor }: { actor: TActivityEvent['actor'] }) {
  if (actor.kind === 'support') return <FormattedMessage id="account.activity.actor.support" />;
  if (actor.kind === 'system') return <FormattedMessage id="account.activity.actor.system" />;
  const name = actor.name?.trim();
  return (
    <>
      <span className="activity-name">
        {name || actor.email || <FormattedMessage id="account.activity.actor.unknown" />}
      </span>
      {name && actor.email ? <span className="activity-detail">{actor.email}</span> : null}
      {actor.role ? (
        <span className="activity-detail">
          <FormattedMessage id={roleLabel(actor.role)} />
        </span>
      ) : null}
    </>
  );
}

/** A plan's billing period in words ("Monthly"); the values the billing portal's changes hold. */
const INTERVALS = new Set(['month', 'year']);

/** The roles a member's changes name (joining, a new role, removal). */
const ROLE_VALUES = new Set<string>(ROLES);

/**
 * One value of a change as words: empty, yes/no, a number in the user's way, a billing period, a
 * role, or the text.
 */
function ChangeValue({ field, value }: { field: string; value: unknown }) {
  const intl = useIntl();
  if (field === 'role' && (value === null || value === undefined || value === '')) {
    // No role: before joining, after removal. A dash; a screen reader says "empty".
    return (
      <span className="activity-empty-value">
        <span aria-hidden="true">—</span>
        <span className="ui-visually-hidden">
          <FormattedMessage id="account.activity.emptyValue" />
        </span>
      </span>
    );
  }
  if (field === 'role' && typeof value === 'string' && ROLE_VALUES.has(value)) {
    return <FormattedMessage id={roleLabel(value as TRole)} />;
  }
  if (value === null || value === undefined || value === '') {
    return (
      <em className="activity-empty-value">
        <FormattedMessage id="account.activity.emptyValue" />
      </em>
    );
  }
  if (typeof value === 'boolean') {
    return <FormattedMessage id={value ? 'account.activity.yes' : 'account.activity.no'} />;
  }
  if (typeof value === 'number') return <>{intl.formatNumber(value)}</>;
  if (field === 'interval' && typeof value === 'string' && INTERVALS.has(value)) {
    return <FormattedMessage id={`account.activity.interval.${value as 'month' | 'year'}`} />;
  }
  if (typeof value === 'string') return <>{value}</>;
  return <>{JSON.stringify(value)}</>;
}

function Changes({ changes }: { changes: TActivityEvent['changes'] }) {
  const intl = useIntl();
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) return null;
  return (
    <ul className="activity-change-list">
      {entries.map(([field, { before, after }]) => (
        <li key={field}>
          <span className="activity-field">
            {fieldLabel(field) ? intl.formatMessage({ id: fieldLabel(field)! }) : field}
          </span>{' '}
          <del className="activity-before">
            <ChangeValue field={field} value={before} />
          </del>{' '}
          <span aria-hidden="true">→</span>
          <span className="ui-visually-hidden">
            <FormattedMessage id="account.activity.changedTo" />
          </span>{' '}
          <ins className="activity-after">
            <ChangeValue field={field} value={after} />
          </ins>
        </li>
      ))}
    </ul>
  );
}
