import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Select, TextField } from '@portal/shell/platform';
import type { TActivityAction } from '@portal/shared/api/activity';
import { hasFilters, isBackwards, type ActivityFilters } from './filters';
import { ACTION_GROUPS, actionLabel } from './labels';
import { PERSON_FILTER_ID, PersonFilter } from './PersonFilter';

interface ActivityFilterBarProps {
  filters: ActivityFilters;
  onChange: (change: Partial<ActivityFilters>) => void;
  /** Every filter off (the tab then puts the focus on the first filter). */
  onClear: () => void;
}

export const FIRST_FILTER_ID = PERSON_FILTER_ID;

/**
 * The Activity tab's filters: the person, the action (grouped by the portal's sections) and a day
 * range. Each change applies at once (no submit), kept in the URL by the tab.
 */
export function ActivityFilterBar({ filters, onChange, onClear }: ActivityFilterBarProps) {
  const intl = useIntl();
  const backwards = isBackwards(filters);
  return (
    <fieldset className="activity-filters">
      <legend className="ui-visually-hidden">
        <FormattedMessage id="account.activity.filters" />
      </legend>
      <PersonFilter value={filters.actor} onChange={(actor) => onChange({ actor })} />
      <Select
        id="activity-action"
        label={<FormattedMessage id="account.activity.filter.action" />}
        value={filters.action}
        onChange={(event) => onChange({ action: event.target.value as TActivityAction | '' })}
      >
        <option value="">{intl.formatMessage({ id: 'account.activity.filter.anyAction' })}</option>
        {ACTION_GROUPS.map((group) => (
          <optgroup key={group.label} label={intl.formatMessage({ id: group.label })}>
            {group.actions.map((action) => (
              <option key={action} value={action}>
                {intl.formatMessage({ id: actionLabel(action) })}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      <TextField
        id="activity-from"
        type="date"
        label={<FormattedMessage id="account.activity.filter.from" />}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <TextField
        id="activity-to"
        type="date"
        label={<FormattedMessage id="account.activity.filter.to" />}
        value={filters.to}
        min={filters.from || undefined}
        error={
          backwards ? intl.formatMessage({ id: 'account.activity.filter.backwards' }) : undefined
        }
        onChange={(event) => onChange({ to: event.target.value })}
      />
      {hasFilters(filters) ? (
        <Button variant="secondary" className="activity-clear" onClick={onClear}>
          <FormattedMessage id="account.activity.filter.clear" />
        </Button>
      ) : null}
    </fieldset>
  );
}
