import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { To } from 'react-router-dom';
import {
  api,
  Button,
  LinkButton,
  Skeleton,
  getErrorMessage,
  showToast,
  useAppDispatch,
  useLocale,
} from '@portal/shell/platform';
import { saveFile } from '@portal/shell/platform/download';
import { BulkConfirmDialog } from '../users/bulk/BulkDialogs';
import { useSendAppLinksMutation } from '../users';
import { useDownloadFailedRowsMutation, useGetImportQuery } from './importsApi';
import { lastImport, rememberImport } from './lastImport';

/** How often a queued or running import is asked for. */
const POLL_MS = 1000;

/**
 * Step 3: the job's progress while it runs (asked for again every second, wherever it was started
 * from), then what it wrote, the failed rows' file and the app link for the new agents.
 */
export function ImportResult({ id, newImportPath }: { id: string; newImportPath: To }) {
  const titleId = useId();
  const region = useRef<HTMLElement>(null);
  const { data } = useGetImportQuery(id);
  const running = data?.status === 'queued' || data?.status === 'running';
  useGetImportQuery(id, { pollingInterval: POLL_MS, skip: !running });
  // Arriving here (after "Import", or back at the address): what the job does is read first.
  useEffect(() => region.current?.focus(), []);
  // Seen finished: "Import agents" starts a new import from now on.
  const ended = data?.status === 'done' || data?.status === 'failed';
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!ended) return;
    if (lastImport() === id) rememberImport(null);
    // The job wrote profiles after apply's answer: the users list is asked for again.
    dispatch(api.util.invalidateTags(['Users']));
  }, [ended, id, dispatch]);
  if (!data) return <Skeleton lines={3} />;
  const { progress, summary } = data;
  return (
    <section
      ref={region}
      tabIndex={-1}
      className="profiles-import-result"
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="ui-card-title">
        <FormattedMessage
          id={running ? 'profiles.import.running' : 'profiles.import.finished'}
          values={{ fileName: data.fileName }}
        />
      </h3>
      {running ? (
        <div className="profiles-import-progress">
          <progress
            aria-labelledby={titleId}
            max={Math.max(progress?.total ?? 1, 1)}
            value={progress?.done ?? 0}
          />
          <p aria-live="polite">
            {progress && data.status === 'running' ? (
              <FormattedMessage
                id="profiles.import.progress"
                values={{ done: progress.done, total: progress.total }}
              />
            ) : (
              <FormattedMessage id="profiles.import.queued" />
            )}
          </p>
          <p className="profiles-muted">
            <FormattedMessage id="profiles.import.continues" />
          </p>
        </div>
      ) : null}
      {/* Said once, when the job ends (the region is there from the start). */}
      <div aria-live="polite" aria-atomic="true">
        {data.status === 'failed' ? (
          <p className="ui-alert ui-alert-error">
            <FormattedMessage id="profiles.import.failed" />
          </p>
        ) : null}
        {data.status === 'done' && summary ? (
          <p className="profiles-import-summary">
            <FormattedMessage id="profiles.import.summary" values={summary} />
          </p>
        ) : null}
      </div>
      {data.status === 'done' && summary ? (
        <div className="profiles-actions">
          {summary.failed > 0 ? <FailedRows id={id} count={summary.failed} /> : null}
          {summary.added > 0 ? <TextNewAgents id={id} count={summary.added} /> : null}
        </div>
      ) : null}
      {running ? null : (
        <p>
          <LinkButton variant="secondary" to={newImportPath}>
            <FormattedMessage id="profiles.import.another" />
          </LinkButton>
        </p>
      )}
    </section>
  );
}

/** "Download the failed rows": each with its reason, in the person's language. */
function FailedRows({ id, count }: { id: string; count: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const [download, { isLoading }] = useDownloadFailedRowsMutation();
  return (
    <Button
      variant="secondary"
      busy={isLoading}
      onClick={() =>
        void download({ id, locale })
          .unwrap()
          .then(saveFile)
          .catch((failure: unknown) => showToast(getErrorMessage(failure, intl), 'error'))
      }
    >
      <FormattedMessage id="profiles.import.downloadFailed" values={{ count }} />
    </Button>
  );
}

/** "Text the app link to the N new agents": the users tab's bulk text, on the import's agents. */
function TextNewAgents({ id, count }: { id: string; count: number }) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [send, { isLoading }] = useSendAppLinksMutation();
  async function confirm() {
    try {
      // The import's own selection: the agents it added, whoever was added since.
      const sent = await send({ selection: { importId: id }, count }).unwrap();
      showToast(intl.formatMessage({ id: 'profiles.bulk.queued' }, sent), 'info');
    } catch (failure) {
      showToast(getErrorMessage(failure, intl), 'error');
    }
    setAsking(false);
  }
  return (
    <>
      <Button onClick={() => setAsking(true)}>
        <FormattedMessage id="profiles.import.appLink" values={{ count }} />
      </Button>
      {asking ? (
        <BulkConfirmDialog
          question="appLink"
          count={count}
          busy={isLoading}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
