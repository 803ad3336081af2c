import { useIntl } from 'react-intl';
import { Select, useCan, type MessageId } from '@portal/shell/platform';
import { useGetMembersQuery } from '../team/teamApi';

export const PERSON_FILTER_ID = 'activity-person';

interface PersonFilterProps {
  /** 'owner', a member's id, 'support', 'system', or '' for anyone. */
  value: string;
  onChange: (actor: string) => void;
}

/**
 * "Person": the account's team by name (GET /v2/members, for the roles that manage it), the
 * owner's login, Support and the system. A role that cannot read the team (an admin) chooses among
 * the owner, Support and the system; a person named by a shared link stays chosen either way.
 */
export function PersonFilter({ value, onChange }: PersonFilterProps) {
  const intl = useIntl();
  const readsTeam = useCan('members.manage');
  const { data } = useGetMembersQuery(undefined, { skip: !readsTeam });
  const say = (id: MessageId) => intl.formatMessage({ id });
  const people = (data?.members ?? []).map((member) => {
    const name = `${member.firstName} ${member.lastName}`.trim();
    return {
      id: member.id,
      label: name ? `${name} (${member.email})` : member.email,
    };
  });
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
