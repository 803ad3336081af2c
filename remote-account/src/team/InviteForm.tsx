import { FormattedMessage, useIntl } from 'react-intl';
import { ZInviteMemberRequest } from '@portal/shared/api/members';
import { MEMBER_ROLES } from '@portal/shared/roles/roles';
import type { TMemberRole } from '@portal/shared/roles/roles';
import { Alert, Button, EMAIL_INPUT, Select, TextField, useZodForm } from '@portal/shell/platform';
import { useInviteMemberMutation } from './teamApi';
import { ROLE_HINTS, ROLE_LABELS } from './roles';
import type { Notice } from './useNotice';

/**
 * Invite by e-mail with a role (issue 37): the person gets a one-time link, valid 7 days. A refusal
 * of the server (already a member, already invited) is shown at its field.
 */
export function InviteForm({ say }: { say: (notice: Notice) => void }) {
  const intl = useIntl();
  const [invite] = useInviteMemberMutation();
  const { field, submit, formError, formState, reset, watch, setFocus } = useZodForm(
    ZInviteMemberRequest,
    { defaultValues: { email: '', role: 'admin' } },
  );
  const role = watch('role') as TMemberRole;

  const onSubmit = submit(async (values) => {
    await invite(values).unwrap();
    say({
      text: intl.formatMessage({ id: 'account.team.invite.sent' }, { email: values.email }),
      tone: 'success',
    });
    // Ready for the next person, with the same role.
    reset({ email: '', role: values.role });
    // Once the reset form has registered its fields again.
    requestAnimationFrame(() => setFocus('email'));
  });

  return (
    <form className="account-form account-invite" noValidate onSubmit={onSubmit}>
      <div className="account-invite-fields">
        <TextField
          label={<FormattedMessage id="account.team.invite.email" />}
          {...EMAIL_INPUT}
          autoComplete="off"
          {...field('email')}
        />
        <Select
          label={<FormattedMessage id="account.team.invite.role" />}
          hint={<FormattedMessage id={ROLE_HINTS[role] ?? ROLE_HINTS.admin} />}
          {...field('role')}
        >
          {MEMBER_ROLES.map((option) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: ROLE_LABELS[option] })}
            </option>
          ))}
        </Select>
      </div>
      <div className="account-actions">
        <Button type="submit" busy={formState.isSubmitting}>
          <FormattedMessage
            id={
              formState.isSubmitting
                ? 'account.team.invite.submitting'
                : 'account.team.invite.submit'
            }
          />
        </Button>
      </div>
      <Alert messages={[formError]} />
    </form>
  );
}
