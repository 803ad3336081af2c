import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { QueryStatus, Skeleton } from '@portal/shell/platform';
import { BackToUsers } from '../ui/BackToUsers';
import { useGetAssetUrlQuery } from '../users/profilesApi';
import '../ui/profiles.css';
import '../i18n/messages';

/** `/video/:videoId` (spec §2): plays the video asset with the browser's own controls. */
export default function VideoPage() {
  const { videoId = '' } = useParams();
  const { data: video, isLoading, error, refetch } = useGetAssetUrlQuery(videoId);
  const notFound = (error as { status?: unknown } | undefined)?.status === 404;
  return (
    <article className="profiles-page" aria-labelledby="profiles-video-title">
      <h1 id="profiles-video-title" className="profiles-title">
        <FormattedMessage id="profiles.video.title" />
      </h1>
      {video ? (
        <video
          className="profiles-video"
          src={video.url}
          poster={video.posterUrl}
          controls
          playsInline
          preload="metadata"
        />
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
