import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { TProfile } from '@portal/shared/api/profiles';
import {
  QueryStatus,
  Skeleton,
  showToast,
  selectLaunchFlags,
  signalDone,
  useAppSelector,
  useGetAccountQuery,
  useLocale,
} from '@portal/shell/platform';
import { BackToUsers } from '../ui/BackToUsers';
import { InvitedEnd } from '../invitations/InvitedEnd';
import { FreeSeatGate } from '../users/FreeSeatGate';
import {
  useCreateProfileByInvitationMutation,
  useCreateProfileMutation,
  useGetAssetUrlQuery,
  useGetInvitationQuery,
  useGetProfileQuery,
  useUpdateProfileMutation,
} from '../users';
import { newProfileValues, savedProfileValues, withKit } from './defaults';
import { useGetBrandKitQuery } from '../brand-kit/brandKitApi';
import { WizardForm } from './WizardForm';
import { EditTitle } from './EditTitle';
import { useState } from 'react';
import '../ui/profiles.css';
import '../i18n/messages';
import { ADDITIONAL_INFO_PATH } from '@portal/shared/routes/paths';

/** `/user/:userId` (spec §2): `new` creates, an id edits, `?invitation=` is the invited person's path. */
export default function UserWizardPage() {
  const { userId = '' } = useParams();
  const [search] = useSearchParams();
  const invitationId = search.get('invitation');
  const isNew = userId === 'new';
  return (
    <article className="profiles-page profiles-wizard-page" aria-labelledby="profiles-wizard-title">
      <h1 id="profiles-wizard-title" className="profiles-title" tabIndex={-1}>
        {isNew ? <FormattedMessage id="profiles.wizard.titleNew" /> : <EditTitle userId={userId} />}
      </h1>
      {isNew && invitationId ? (
        <InvitedWizard invitationId={invitationId} />
      ) : isNew ? (
        <FreeSeatGate>
          <NewWizard />
        </FreeSeatGate>
      ) : (
        <EditWizard userId={userId} />
      )}
    </article>
  );
}

function NewWizard() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const { data: account, isLoading, error, refetch } = useGetAccountQuery();
  const [create] = useCreateProfileMutation();
  const { defaultAssets } = useAppSelector(selectLaunchFlags);
  // The company's brand kit: what the form starts from and what it locks (without it, the blanks).
  const kit = useGetBrandKitQuery();
  if (!account || kit.isLoading)
    return isLoading || kit.isLoading ? (
      <Skeleton lines={6} />
    ) : (
      <QueryStatus isLoading={isLoading} error={error} onRetry={() => void refetch()} />
    );
  return (
    <>
      <WizardForm
        mode="create"
        origin={account.origin}
        defaultValues={withKit(newProfileValues(locale), kit.data)}
        kit={kit.data}
        canUpload
        readOnly={!account.isValidSubscription}
        defaultAssets={defaultAssets}
        send={(payload) => create(payload).unwrap()}
        onSaved={(answer) => {
          showToast(intl.formatMessage({ id: 'profiles.created' }));
          // Inside the mobile app's webview, the app takes over from here, with the new id.
          signalDone({ task: 'profileSave', userId: (answer as { userId: string }).userId });
          void navigate(ADDITIONAL_INFO_PATH);
        }}
      />
      <BackToUsers />
    </>
  );
}

function EditWizard({ userId }: { userId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data: account } = useGetAccountQuery();
  const {
    data: profile,
    isLoading,
    error,
    refetch,
  } = useGetProfileQuery(userId, { skip: !account });
  const [update] = useUpdateProfileMutation();
  const kit = useGetBrandKitQuery();
  // A missing profile (deleted, or another account's) answers 404: said as "not found".
  const notFound = (error as { status?: unknown } | undefined)?.status === 404;
  if (!account || kit.isLoading || (!profile && !notFound))
    return error ? (
      <QueryStatus isLoading={isLoading} error={error} onRetry={() => void refetch()} />
    ) : (
      <Skeleton lines={6} />
    );
  if (!profile)
    return (
      <>
        <p role="alert">
          <FormattedMessage id="profiles.wizard.notFound" />
        </p>
        <BackToUsers />
      </>
    );
  return (
    <>
      <EditForm
        profile={profile}
        origin={account.origin}
        readOnly={!account.isValidSubscription}
        kit={kit.data}
        kitOverrides={profile.kitOverrides}
        send={(body) => update({ id: profile.id, body }).unwrap()}
        onSaved={() => {
          showToast(intl.formatMessage({ id: 'profiles.saved' }));
          signalDone({ task: 'profileSave', userId: profile.id });
          void navigate(ADDITIONAL_INFO_PATH);
        }}
      />
      <BackToUsers />
    </>
  );
}

/** The edit form waits for the stored pictures' addresses, so the preview shows them at once. */
function EditForm(props: {
  profile: TProfile;
  origin: 'auto' | 'realty';
  readOnly: boolean;
  kit?: Parameters<typeof WizardForm>[0]['kit'];
  kitOverrides?: Parameters<typeof WizardForm>[0]['kitOverrides'];
  send: Parameters<typeof WizardForm>[0]['send'];
  onSaved: () => void;
}) {
  const { defaultAssets } = useAppSelector(selectLaunchFlags);
  const variables = props.profile.companies[0]!.configuration.variables;
  const logoId = variables.useDefaultLogo ? null : variables.logoId;
  const { data: logo } = useGetAssetUrlQuery(logoId ?? '', { skip: !logoId });
  const photoId = variables.agentOutroPictureId;
  const { data: photo } = useGetAssetUrlQuery(photoId ?? '', { skip: !photoId });
  return (
    <WizardForm
      mode="edit"
      origin={props.origin}
      defaultValues={savedProfileValues(props.profile)}
      storedLogoUrl={logo?.url ?? null}
      storedPhotoUrl={photo?.url ?? null}
      hasStoredLogo={Boolean(logoId)}
      hasStoredPhoto={Boolean(photoId)}
      canUpload
      readOnly={props.readOnly}
      kit={props.kit}
      kitOverrides={props.kitOverrides}
      defaultAssets={defaultAssets}
      send={props.send}
      onSaved={props.onSaved}
    />
  );
}

/**
 * The invited person, without an account: the link must be active and a seat free (spec §6). The
 * form starts from the inviting account's brand kit, which the invitation carries: the same
 * fields locked and followed as in the wizard.
 */
function InvitedWizard({ invitationId }: { invitationId: string }) {
  const locale = useLocale();
  const { data: invitation, isLoading, isError } = useGetInvitationQuery(invitationId);
  const [create, { originalArgs }] = useCreateProfileByInvitationMutation();
  const { defaultAssets } = useAppSelector(selectLaunchFlags);
  const [done, setDone] = useState(false);
  if (isLoading) return <Skeleton lines={6} />;
  const problem =
    isError || !invitation || !invitation.active
      ? 'errors.invitationInvalid'
      : !invitation.allowedNewUser
        ? 'errors.maxUsers'
        : null;
  if (problem)
    return (
      <p role="alert" className="ui-alert ui-alert-error">
        <FormattedMessage id={problem} />
      </p>
    );
  if (done) return <InvitedEnd loginPhone={originalArgs?.body.loginPhoneNumber ?? ''} />;
  return (
    <WizardForm
      mode="create"
      origin={invitation!.origin}
      defaultValues={withKit(newProfileValues(locale), invitation!.brandKit)}
      kit={invitation!.brandKit}
      canUpload={false}
      readOnly={false}
      defaultAssets={defaultAssets}
      send={(body) => create({ invitationId, body }).unwrap()}
      onSaved={(answer) => {
        setDone(true);
        signalDone({ task: 'profileSave', userId: (answer as { userId: string }).userId });
      }}
    />
  );
}
