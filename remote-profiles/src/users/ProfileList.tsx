import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TProfile } from '@portal/shared/api/profiles';
import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  LinkButton,
  getErrorMessage,
  showToast,
} from '@portal/shell/platform';
import { OutroPreview } from '../outro/OutroPreview';
import { useDeleteProfileMutation, useGetAssetUrlQuery } from './profilesApi';
import { userPath } from '@portal/shared/routes/paths';

/** The agent's picture, or the company logo, or initials when the profile has neither. */
function ProfilePicture({ profile }: { profile: TProfile }) {
  const variables = profile.companies[0]?.configuration.variables;
  const assetId = variables?.agentOutroPictureId ?? variables?.logoId ?? null;
  const { data: asset } = useGetAssetUrlQuery(assetId ?? '', { skip: !assetId });
  const url = asset?.url;
  const name = variables?.outroFullName ?? profile.loginName;
  if (url) return <img className="profiles-picture" src={url} alt="" width={48} height={48} />;
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className="profiles-picture profiles-initials" aria-hidden="true">
      {initials}
    </span>
  );
}

/** The saved profile's end card: the wizard's preview component, from the stored values. */
function SavedOutro({ profile }: { profile: TProfile }) {
  const company = profile.companies[0]!;
  const saved = company.configuration.variables;
  const { data: logo } = useGetAssetUrlQuery(saved.logoId ?? '', {
    skip: !saved.logoId || saved.noLogo,
  });
  const { data: photo } = useGetAssetUrlQuery(saved.agentOutroPictureId ?? '', {
    skip: !saved.agentOutroPictureId || saved.noPicAgentOutro,
  });
  return (
    <OutroPreview
      card={{
        fullName: saved.outroFullName,
        phone: saved.outroPhoneNumber,
        email: saved.outroEmail,
        website: saved.outroWebsite,
        extraLine: saved.outroExtraInfo,
        logoUrl: logo?.url ?? null,
        photoUrl: photo?.url ?? null,
        colorPrimary: saved.color_primary,
        colorSecondary: saved.color_secondary,
        theme: saved.theme,
        franchise: company.groupConfiguration,
      }}
    />
  );
}

/** The users tab's list (spec §2): picture, name, phone and company; delete after confirming. */
export function ProfileList({ profiles }: { profiles: TProfile[] }) {
  const intl = useIntl();
  const [toDelete, setToDelete] = useState<TProfile | null>(null);
  const [previewing, setPreviewing] = useState<TProfile | null>(null);
  const [deleteProfile, { isLoading: deleting }] = useDeleteProfileMutation();

  if (profiles.length === 0)
    return <EmptyState title={<FormattedMessage id="profiles.list.empty" />} />;

  const nameOf = (profile: TProfile) =>
    profile.companies[0]?.configuration.variables.outroFullName || profile.loginName;

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteProfile(toDelete.id).unwrap();
      showToast(intl.formatMessage({ id: 'profiles.delete.done' }, { name: nameOf(toDelete) }));
    } catch (error) {
      showToast(getErrorMessage(error, intl), 'error');
    }
    setToDelete(null);
  }

  return (
    <>
      <ul className="profiles-list">
        {profiles.map((profile) => (
          <li key={profile.id} className="profiles-row">
            <ProfilePicture profile={profile} />
            <div className="profiles-row-text">
              <p className="profiles-row-name">{nameOf(profile)}</p>
              <p className="profiles-row-details">
                <span>{profile.loginPhoneNumber}</span>
                <span>{profile.companies[0]?.name}</span>
              </p>
            </div>
            <div className="profiles-row-actions">
              <Button
                variant="secondary"
                aria-label={intl.formatMessage(
                  { id: 'profiles.preview.action' },
                  { name: nameOf(profile) },
                )}
                onClick={() => setPreviewing(profile)}
              >
                <FormattedMessage id="profiles.preview.short" />
              </Button>
              <LinkButton
                variant="secondary"
                to={userPath(profile.id)}
                aria-label={intl.formatMessage(
                  { id: 'profiles.edit.action' },
                  { name: nameOf(profile) },
                )}
              >
                <FormattedMessage id="profiles.edit.short" />
              </LinkButton>
              <Button
                variant="secondary"
                aria-label={intl.formatMessage(
                  { id: 'profiles.delete.action' },
                  { name: nameOf(profile) },
                )}
                onClick={() => setToDelete(profile)}
              >
                <FormattedMessage id="profiles.delete.short" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {previewing ? (
        <Dialog
          title={
            <FormattedMessage id="profiles.preview.title" values={{ name: nameOf(previewing) }} />
          }
          onClose={() => setPreviewing(null)}
        >
          <SavedOutro profile={previewing} />
        </Dialog>
      ) : null}
      {toDelete ? (
        <ConfirmDialog
          danger
          busy={deleting}
          title={<FormattedMessage id="profiles.delete.title" />}
          message={
            <FormattedMessage id="profiles.delete.message" values={{ name: nameOf(toDelete) }} />
          }
          confirmLabel={<FormattedMessage id="profiles.delete.confirm" />}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </>
  );
}
