import { useIntl } from 'react-intl';
import type { TActivityPerson } from '@portal/shared/api/activity';
import { Select, useCan, type MessageId } from '@portal/shell/platform';
import { useGetActivityPeopleQuery } from './activityApi';

export const PERSON_FILTER_ID = 'activity-person';

interface PersonFilterProps {
  /** 'owner', a member's id, 'support', 'system', or '' for anyone. */
  value: string;
  onChange: (actor: string) => void;
}

/**
 * "Person": whom the log can name, by name and e-mail (GET /v2/activity/people, for every role that
 * reads the log): the owner, the team, then those who have left it; Support and the system. A
 * person named by a shared link stays chosen even when the list does not name them.
 */
export function PersonFilter({ value, onChange }: PersonFilterProps) {
  const intl = useIntl();
  const readsLog = useCan('activity.read');
  const { data } = useGetActivityPeopleQuery(undefined, { skip: !readsLog });
  const say = (id: MessageId) => intl.formatMessage({ id });
  const labelOf = (person: TActivityPerson) => {
    const named =
      person.name && person.email
        ? `${person.name} (${person.email})`
        : (person.name ?? person.email ?? null);
    const label =
      named ??
      say(
        person.id === 'owner' ? 'account.activity.filter.owner' : 'account.activity.actor.unknown',
      );
    return person.current
      ? label
      : intl.formatMessage({ id: 'account.activity.filter.formerMember' }, { person: label });
  };
  const people = (data?.people ?? []).map((person) => ({ id: person.id, label: labelOf(person) }));
  if (!people.some((person) => person.id === 'owner')) {
    people.unshift({ id: 'owner', label: say('account.activity.filter.owner') });
  }
  const known = ['', 'support', 'system', ...people.map((person) => person.id)];
  return (
    <Select
      id={PERSON_FILTER_ID}
      label={say('account.activity.filter.person')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{say('account.activity.filter.anyone')}</option>
      {people.map((person) => (
        <option key={person.id} value={person.id}>
          {person.label}
        </option>
      ))}
      <option value="support">{say('account.activity.actor.support')}</option>
      <option value="system">{say('account.activity.actor.system')}</option>
      {known.includes(value) ? null : (
        <option value={value}>{say('account.activity.filter.linkedPerson')}</option>
      )}
    </Select>
  );
}
