import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  CardPage,
  getErrorMessage,
  isConnectionError,
  noticeCleared,
  PasswordField,
  Skeleton,
  TextField,
  useAppDispatch,
  useZodForm,
} from '@portal/shell/platform';
import type { MessageId } from '@portal/shell/platform';
import { ZAcceptMemberInvitationRequest } from '@portal/shared/api/members';
import type {
  TAcceptMemberInvitationRequest,
  TMemberInvitationInfo,
} from '@portal/shared/api/members';
import type { TMemberRole } from '@portal/shared/roles/roles';
import { useAfterLogin } from '../login/useAfterLogin';
import { BackToLogin } from '../ui/BackToLogin';
import { useAcceptMemberInvitationMutation, useMemberInvitationQuery } from './api';
import {
  JoinWithPhone,
  OtherWays,
  ProviderReturn,
  type AskNames,
  type JoinNames,
  type JoinPageState,
} from './OtherWays';
import '../ui/auth.css';
import '../i18n/messages';
import './messages';

// The two ways to accept (shared/src/api/members.ts): a new person names themselves and chooses a
// password; an e-mail that already signs in as a member of another account gives its password.
const [ZNewMember, ZKnownMember] = ZAcceptMemberInvitationRequest.options;

const ROLE_NAMES: Record<TMemberRole, MessageId> = {
  admin: 'auth.join.role.admin',
  billing: 'auth.join.role.billing',
  viewer: 'auth.join.role.viewer',
};
const ROLE_HINTS: Record<TMemberRole, MessageId> = {
  admin: 'auth.join.roleHint.admin',
  billing: 'auth.join.roleHint.billing',
  viewer: 'auth.join.roleHint.viewer',
};

/**
 * Joining an account's team from the e-mailed invitation `/#/join?token=…` (issue 37): the page
 * says which account, which role and which e-mail; the person names themselves and chooses a
 * password (or gives the password their e-mail already signs in with), or joins with Google,
 * Apple or their phone instead (OtherWays.tsx), then lands in the portal signed in to that
 * account. The e-mail is proven by the link itself.
 */
export default function JoinPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <CardPage title={<FormattedMessage id="auth.join.title" />} footer={<BackToLogin />}>
      {token ? (
        <CheckedInvitation token={token} />
      ) : params.get('provider') ? (
        <ProviderReturn params={params} />
      ) : (
        <p className="auth-text">
          <FormattedMessage id="auth.join.noToken" />
        </p>
      )}
    </CardPage>
  );
}

/** The link is checked as the page opens: a used, expired or revoked one is said at once. */
function CheckedInvitation({ token }: { token: string }) {
  const intl = useIntl();
  const invitation = useMemberInvitationQuery(token, { refetchOnMountOrArgChange: true });
  if (invitation.isLoading) return <Skeleton lines={5} />;
  if (!invitation.data) {
    const error = invitation.error;
    return (
      <>
        <Alert
          messages={[
            isConnectionError(error)
              ? intl.formatMessage({ id: 'common.form.connection' })
              : getErrorMessage(error, intl),
          ]}
        />
        {isConnectionError(error) ? null : (
          <p className="auth-text">
            <FormattedMessage id="auth.join.askAgain" />
          </p>
        )}
      </>
    );
  }
  return <Invitation token={token} info={invitation.data} />;
}

function Invitation({ token, info }: { token: string; info: TMemberInvitationInfo }) {
  // Back from Google or Apple with a refusal (ProviderReturn): said above the forms.
  const joinError = (useLocation().state as JoinPageState | null)?.joinError ?? null;
  // "Use my phone number" chosen: the names given (null for a person who already signs in).
  const [phone, setPhone] = useState<{ names: JoinNames } | null>(null);
  if (phone)
    return <JoinWithPhone token={token} names={phone.names} onBack={() => setPhone(null)} />;
  const onPhone = (names: JoinNames) => setPhone({ names });
  return (
    <>
      <Alert messages={[joinError]} />
      <p className="ui-page-intro">
        <FormattedMessage
          id="auth.join.intro"
          values={{ invitedBy: info.invitedBy, account: info.accountName }}
        />
      </p>
      <dl className="ui-details auth-join-details">
        <div>
          <dt>
            <FormattedMessage id="auth.join.account" />
          </dt>
          <dd>{info.accountName}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="auth.join.role" />
          </dt>
          <dd>
            <FormattedMessage id={ROLE_NAMES[info.role]} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="auth.field.email" />
          </dt>
          <dd>{info.email}</dd>
        </div>
      </dl>
      <p className="auth-text">
        <FormattedMessage id={ROLE_HINTS[info.role]} />{' '}
        <FormattedMessage
          id="auth.join.validUntil"
          values={{ date: <FormattedDate value={info.expiresAt} dateStyle="long" /> }}
        />
      </p>
      {info.hasLogin ? (
        info.hasPassword === false ? (
          <>
            <p className="auth-text">
              <FormattedMessage
                id="auth.join.hasLoginWithoutPassword"
                values={{ email: info.email }}
              />
            </p>
            <OtherWays token={token} names={async () => null} onPhone={onPhone} />
          </>
        ) : (
          <KnownMemberForm token={token} email={info.email} onPhone={onPhone} />
        )
      ) : (
        <NewMemberForm token={token} email={info.email} onPhone={onPhone} />
      )}
    </>
  );
}

/** Signs in with the session the acceptance answers, as the login page does. */
function useAccept(token: string) {
  const dispatch = useAppDispatch();
  const afterLogin = useAfterLogin();
  const [accept] = useAcceptMemberInvitationMutation();
  return async (body: TAcceptMemberInvitationRequest) => {
    // A notice of an earlier sign-in (e.g. the subscription gate) no longer applies.
    dispatch(noticeCleared());
    afterLogin(await accept({ ...body, token }).unwrap());
  };
}

/** The e-mail, for a password manager to file the new password under (not sent). */
function Username({ email }: { email: string }) {
  return <input type="hidden" name="username" autoComplete="username" value={email} readOnly />;
}

interface FormProps {
  token: string;
  email: string;
  onPhone: (names: JoinNames) => void;
}

function NewMemberForm({ token, email, onPhone }: FormProps) {
  const accept = useAccept(token);
  const { field, submit, formError, formState, trigger, getValues, showInvalid } = useZodForm(
    ZNewMember,
    { defaultValues: { firstName: '', lastName: '', password: '' } },
  );
  const onSubmit = submit(accept);
  // Google, Apple and the phone need the names only: those fields are checked, not the password.
  const names: AskNames = async () => {
    if (!(await trigger(['firstName', 'lastName'], { shouldFocus: true }))) {
      showInvalid();
      return false;
    }
    const { firstName, lastName } = getValues();
    return { firstName: firstName.trim(), lastName: lastName.trim() };
  };
  return (
    <>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <Username email={email} />
        <div className="auth-row">
          <TextField
            label={<FormattedMessage id="auth.field.firstName" />}
            autoComplete="given-name"
            {...field('firstName')}
          />
          <TextField
            label={<FormattedMessage id="auth.field.lastName" />}
            autoComplete="family-name"
            {...field('lastName')}
          />
        </div>
        <PasswordField
          label={<FormattedMessage id="auth.join.newPassword" />}
          autoComplete="new-password"
          showHints
          {...field('password')}
        />
        <JoinButton busy={formState.isSubmitting} />
        <Alert messages={[formError]} />
      </form>
      <OtherWays token={token} names={names} onPhone={onPhone} />
    </>
  );
}

function KnownMemberForm({ token, email, onPhone }: FormProps) {
  const accept = useAccept(token);
  const { field, submit, formError, formState } = useZodForm(ZKnownMember, {
    defaultValues: { password: '' },
  });
  const onSubmit = submit(accept);
  return (
    <>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <p className="auth-text">
          <FormattedMessage id="auth.join.hasLogin" values={{ email }} />
        </p>
        <Username email={email} />
        <PasswordField
          label={<FormattedMessage id="auth.field.password" />}
          autoComplete="current-password"
          {...field('password')}
        />
        <JoinButton busy={formState.isSubmitting} />
        <Alert messages={[formError]} />
      </form>
      <OtherWays token={token} names={async () => null} onPhone={onPhone} />
    </>
  );
}

function JoinButton({ busy }: { busy: boolean }) {
  return (
    <Button type="submit" busy={busy}>
      <FormattedMessage id={busy ? 'auth.join.submitting' : 'auth.join.submit'} />
    </Button>
  );
}
