import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { TProfileListItem } from '@portal/shared/api/profiles';
import { Button, LinkButton } from '@portal/shell/platform';
import { userPath, VIDEO_PATH } from '@portal/shared/routes/paths';
import { AppStatus } from '../AppStatus';
import { nameOf } from './profileName';
import { LastTexted, RowAppLink } from './RowAppLink';
import { RowAppSignOut } from './RowAppSignOut';

/** The agent's picture, or the company logo, or initials when the profile has neither. */
function ProfilePicture({ profile, apiBase }: { profile: TProfileListItem; apiBase: string }) {
  const url = profile.pictureUrl ?? profile.logoUrl;
  if (url)
    return (
      <img
        className="profiles-picture"
        src={`${apiBase}${url}`}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
      />
    );
  const initials = nameOf(profile)
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

interface ProfileRowProps {
  profile: TProfileListItem;
  index: number;
  start: number;
  total: number;
  apiBase: string | null;
  /** Ticked for a bulk action (issue 36 §3). */
  selected: boolean;
  onSelect: (profile: TProfileListItem, selected: boolean) => void;
  onPreview: (profile: TProfileListItem) => void;
  onDelete: (profile: TProfileListItem, index: number) => void;
  /** Only the preview: the role cannot change users (issue 37). */
  readOnly?: boolean;
}

/** One row; kept as it is while the list scrolls (only new rows render on a scroll frame). */
export const ProfileRow = memo(function ProfileRow({
  profile,
  index,
  start,
  total,
  apiBase,
  selected,
  onSelect,
  onPreview,
  onDelete,
  readOnly = false,
}: ProfileRowProps) {
  const intl = useIntl();
  const name = nameOf(profile);
  return (
    <li
      data-index={index}
      className="profiles-row"
      style={{ transform: `translateY(${start}px)` }}
      aria-setsize={total}
      aria-posinset={index + 1}
    >
      {/* The label around the box: a finger-sized target, named by the row's agent. Read only:
          an empty cell keeps the row's columns. */}
      {readOnly ? (
        <span className="profiles-row-select" aria-hidden="true" />
      ) : (
        <label className="profiles-row-select">
          <input
            type="checkbox"
            checked={selected}
            aria-label={intl.formatMessage({ id: 'profiles.bulk.selectRow' }, { name })}
            onChange={(event) => onSelect(profile, event.target.checked)}
          />
        </label>
      )}
      {apiBase === null ? (
        <span className="profiles-picture" aria-hidden="true" />
      ) : (
        <ProfilePicture profile={profile} apiBase={apiBase} />
      )}
      <div className="profiles-row-text">
        <p className="profiles-row-name">{name}</p>
        <p className="profiles-row-details">
          {/* First on the line: the ellipsis of a narrow row cuts the company, never the link. */}
          {profile.latestVideoId ? (
            <Link
              className="profiles-row-video"
              to={VIDEO_PATH.replace(':videoId', encodeURIComponent(profile.latestVideoId))}
              aria-label={intl.formatMessage({ id: 'profiles.video.action' }, { name })}
            >
              <FormattedMessage id="profiles.video.short" />
            </Link>
          ) : null}
          <span>{profile.loginPhoneNumber}</span>
          <span>{profile.companies[0]?.name}</span>
          {profile.differsFromKit ? (
            <span className="profiles-row-kit">
              <FormattedMessage id="profiles.kit.differs" />
            </span>
          ) : null}
        </p>
        <p className={`profiles-row-app profiles-row-app-${profile.app.status}`}>
          <AppStatus app={profile.app} />
          {profile.lastTextedAt ? (
            <span className="profiles-row-texted">
              <LastTexted at={profile.lastTextedAt} />
            </span>
          ) : null}
        </p>
      </div>
      <div className="profiles-row-actions">
        <Button
          variant="secondary"
          aria-label={intl.formatMessage({ id: 'profiles.preview.action' }, { name })}
          onClick={() => onPreview(profile)}
        >
          <FormattedMessage id="profiles.preview.short" />
        </Button>
        {readOnly ? null : (
          <>
            <LinkButton
              variant="secondary"
              to={userPath(profile.id)}
              aria-label={intl.formatMessage({ id: 'profiles.edit.action' }, { name })}
            >
              <FormattedMessage id="profiles.edit.short" />
            </LinkButton>
            <RowAppLink profile={profile} name={name} />
            <RowAppSignOut profile={profile} name={name} />
            <Button
              variant="secondary"
              aria-label={intl.formatMessage({ id: 'profiles.delete.action' }, { name })}
              onClick={() => onDelete(profile, index)}
            >
              <FormattedMessage id="profiles.delete.short" />
            </Button>
          </>
        )}
      </div>
    </li>
  );
});
