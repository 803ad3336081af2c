import { ACTIVITY_ACTIONS, type TActivityAction } from '@portal/shared/api/activity';

/**
 * The Activity tab's filters as the page's URL keeps them (`?tab=activity&action=…&from=…&to=…`),
 * so a reload or a shared link shows the same events. Dates are the day inputs' `YYYY-MM-DD`.
 */
export interface ActivityFilters {
  /** 'owner', a member's id, 'support' or 'system'. */
  actor: string;
  action: TActivityAction | '';
  from: string;
  to: string;
}

export const FILTER_KEYS = ['actor', 'action', 'from', 'to'] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(dayStart(value).getTime());
const isAction = (value: string): value is TActivityAction =>
  (ACTIVITY_ACTIONS as readonly string[]).includes(value);

/** The filters a URL names; anything malformed there (an old or edited link) is left out. */
export function filtersOf(search: URLSearchParams): ActivityFilters {
  const action = search.get('action') ?? '';
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return {
    actor: (search.get('actor') ?? '').slice(0, 64),
    action: isAction(action) ? action : '',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
  };
}

/** The URL's query with `change` applied: empty filters leave the URL, other parameters stay. */
export function withFilters(
  search: URLSearchParams,
  change: Partial<ActivityFilters>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(change)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export const hasFilters = (filters: ActivityFilters) =>
  FILTER_KEYS.some((key) => filters[key] !== '');

/** Midnight at the start of a `YYYY-MM-DD` day, in the browser's time zone. */
function dayStart(day: string): Date {
  const [, y, m, d] = DAY.exec(day)!;
  return new Date(Number(y), Number(m) - 1, Number(d));
}

/** The "to" day comes before the "from" day: nothing can match, so nothing is asked. */
export const isBackwards = (filters: ActivityFilters) =>
  filters.from !== '' && filters.to !== '' && filters.to < filters.from;

/**
 * The API's query for the filters (GET /v2/activity and its CSV export): the days become instants
 * of the user's own days, both bounds included (from the first day's midnight to the last
 * millisecond of the "to" day).
 */
export function apiQuery(filters: ActivityFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.actor) query.actor = filters.actor;
  if (filters.action) query.action = filters.action;
  if (filters.from) query.from = dayStart(filters.from).toISOString();
  if (filters.to) {
    const end = dayStart(filters.to);
    end.setDate(end.getDate() + 1);
    query.to = new Date(end.getTime() - 1).toISOString();
  }
  return query;
}

export const queryString = (query: Record<string, string>) => new URLSearchParams(query).toString();
