import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { BackToUsers } from '../ui/BackToUsers';
import '../ui/profiles.css';
import '../i18n/messages';

/** `/video/:videoId` (spec §2): the video view; the player arrives with its own issue. */
export default function VideoPage() {
  const { videoId = '' } = useParams();
  return (
    <article className="profiles-page" aria-labelledby="profiles-video-title">
      <h1 id="profiles-video-title" className="profiles-title">
        <FormattedMessage id="profiles.video.title" />
      </h1>
      <p className="profiles-muted">
        <FormattedMessage id="profiles.video.id" values={{ videoId }} />
      </p>
      <BackToUsers />
    </article>
  );
}
