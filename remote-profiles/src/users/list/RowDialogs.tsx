import { FormattedMessage } from 'react-intl';
import type { TProfileListItem } from '@portal/shared/api/profiles';
import { ConfirmDialog, Dialog } from '@portal/shell/platform';
import { OutroPreview } from '../../outro/OutroPreview';
import { nameOf } from './profileName';

/** The saved profile's end card: the wizard's preview component, from the stored values. */
function SavedOutro({ profile, apiBase }: { profile: TProfileListItem; apiBase: string }) {
  const company = profile.companies[0]!;
  const saved = company.configuration.variables;
  const absolute = (url: string | null) => (url ? `${apiBase}${url}` : null);
  return (
    <OutroPreview
      card={{
        fullName: saved.outroFullName,
        phone: saved.outroPhoneNumber,
        email: saved.outroEmail,
        website: saved.outroWebsite,
        extraLine: saved.outroExtraInfo,
        logoUrl: absolute(profile.logoUrl),
        photoUrl: absolute(profile.pictureUrl),
        colorPrimary: saved.color_primary,
        colorSecondary: saved.color_secondary,
        theme: saved.theme,
        franchise: company.groupConfiguration,
      }}
    />
  );
}

/** A row's "Preview": its end card as the app draws it. */
export function PreviewDialog({
  profile,
  apiBase,
  onClose,
}: {
  profile: TProfileListItem;
  apiBase: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={<FormattedMessage id="profiles.preview.title" values={{ name: nameOf(profile) }} />}
      onClose={onClose}
    >
      <SavedOutro profile={profile} apiBase={apiBase} />
    </Dialog>
  );
}

/** A row's "Delete" goes through this confirmation first. */
export function DeleteDialog({
  profile,
  busy,
  onConfirm,
  onCancel,
}: {
  profile: TProfileListItem;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      danger
      busy={busy}
      title={<FormattedMessage id="profiles.delete.title" />}
      message={<FormattedMessage id="profiles.delete.message" values={{ name: nameOf(profile) }} />}
      confirmLabel={<FormattedMessage id="profiles.delete.confirm" />}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
