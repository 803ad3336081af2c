import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { TAssetAnswer } from '@portal/shared/api/profiles';
import { userPath } from '@portal/shared/routes/paths';
import { CopyButton, QueryStatus, Skeleton, buttonClass } from '@portal/shell/platform';
import { BackToUsers } from '../ui/BackToUsers';
import { useGetAssetUrlQuery } from '../users';
import '../ui/profiles.css';
import '../i18n/messages';

/** The file name a download gets: the title's letters and digits, else the video's id. */
function fileName(title: string | null | undefined, videoId: string) {
  const base = (title ?? '')
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || videoId}.mp4`;
}

/**
 * What the video is, whose it is, and what can be done with it: download it, or copy its address
 * to share it. The address is the video's signed link, which plays in any browser without
 * signing in (decisions.md "The video page").
 */
function VideoDetails({ video, videoId }: { video: TAssetAnswer; videoId: string }) {
  const intl = useIntl();
  const details = video.video;
  const absolute = new URL(video.url, window.location.href).href;
  return (
    <>
      <video
        className="profiles-video"
        src={video.url}
        poster={video.posterUrl}
        controls
        playsInline
        preload="metadata"
        aria-label={details?.title ?? intl.formatMessage({ id: 'profiles.video.title' })}
      />
      <dl className="profiles-facts profiles-video-facts">
        <div>
          <dt>
            <FormattedMessage id="profiles.video.profile" />
          </dt>
          <dd>
            {details?.profile ? (
              <Link to={userPath(details.profile.id)}>{details.profile.name}</Link>
            ) : (
              <FormattedMessage id="profiles.video.noProfile" />
            )}
          </dd>
        </div>
        {details ? (
          <div>
            <dt>
              <FormattedMessage id="profiles.video.made" />
            </dt>
            <dd>
              <FormattedDate value={details.createdAt} dateStyle="long" />
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="profiles-video-actions">
        <a
          className={buttonClass('primary')}
          href={video.url}
          download={fileName(details?.title, videoId)}
        >
          <FormattedMessage id="profiles.video.download" />
        </a>
        <CopyButton text={absolute} label={<FormattedMessage id="profiles.video.share" />} />
      </div>
      <p className="profiles-muted">
        <FormattedMessage id="profiles.video.shareHint" />
      </p>
    </>
  );
}

/** `/video/:videoId` (spec §2): the video with its title and profile, to watch, download or share. */
export default function VideoPage() {
  const { videoId = '' } = useParams();
  const { data: video, isLoading, error, refetch } = useGetAssetUrlQuery(videoId);
  const notFound = (error as { status?: unknown } | undefined)?.status === 404;
  const title = video?.video?.title;
  return (
    <article className="profiles-page" aria-labelledby="profiles-video-title">
      <h1 id="profiles-video-title" className="profiles-title">
        {title ?? <FormattedMessage id="profiles.video.title" />}
      </h1>
      {video ? (
        <VideoDetails video={video} videoId={videoId} />
      ) : notFound ? (
        <p className="profiles-muted" role="alert">
          <FormattedMessage id="profiles.video.notFound" values={{ videoId }} />
        </p>
      ) : isLoading ? (
        <Skeleton lines={4} />
      ) : (
        <QueryStatus isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      )}
      <BackToUsers />
    </article>
  );
}
