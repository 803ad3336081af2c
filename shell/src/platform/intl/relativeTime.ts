type Unit = 'second' | 'minute' | 'hour' | 'day';
const UNITS: ReadonlyArray<[Unit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * How long ago (or ahead) an ISO date is, in the largest unit that fits ("3 min ago", not "180 s
 * ago"); seconds under a minute. For `intl.formatRelativeTime(value, unit)`: the intl object's own
 * formatter, not <FormattedRelativeTime>, which would join the react-intl every page shares.
 */
export function sinceUnit(at: string, now = Date.now()): { value: number; unit: Unit } {
  const seconds = Math.round((Date.parse(at) - now) / 1000);
  for (const [unit, size] of UNITS)
    if (Math.abs(seconds) >= size) return { value: Math.round(seconds / size), unit };
  return { value: Math.min(seconds, 0), unit: 'second' };
}
