import { useEffect, useId, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, getErrorMessage, useCan } from '@portal/shell/platform';
import { saveFile } from '@portal/shell/platform/download';
import { DATA_EXPORT_LINK_DAYS } from '@portal/shared/api/data-export';
import {
  useDownloadDataExportMutation,
  useGetLatestDataExportQuery,
  useRequestDataExportMutation,
} from './dataExportApi';

/** How often the card asks how the export goes while it is built. */
const POLL_MS = 2000;

/**
 * "Export my data" (issue 39), the owner's only (`account.export`), in settings after the team:
 * asks for one ZIP of the account's data, shows the job's progress (done/total), then says the
 * link is e-mailed. The e-mail's link opens this page with `export` and `token`: the card then
 * offers the download, made with the owner's session.
 */
export function DataExportCard() {
  const allowed = useCan('account.export');
  if (!allowed) return null;
  return <DataExport />;
}

function DataExport() {
  const intl = useIntl();
  const titleId = useId();
  const [search] = useSearchParams();
  const link = { id: search.get('export'), token: search.get('token') };
  const [running, setRunning] = useState(false);
  const latest = useGetLatestDataExportQuery(undefined, {
    pollingInterval: running ? POLL_MS : 0,
  });
  const [requestExport, requesting] = useRequestDataExportMutation();
  const [downloadExport, downloading] = useDownloadDataExportMutation();
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const downloadId = useId();
  const card = useRef<HTMLDivElement>(null);

  const current = latest.currentData?.export ?? null;
  const underWay = current?.status === 'queued' || current?.status === 'running';
  useEffect(() => setRunning(underWay), [underWay]);

  // Opened from the e-mail: the card and its download button come into view.
  const fromLink = Boolean(link.id && link.token);
  useEffect(() => {
    if (!fromLink) return;
    card.current?.scrollIntoView({ block: 'center' });
    document.getElementById(downloadId)?.focus();
  }, [fromLink, downloadId]);

  async function start() {
    setSaid(null);
    try {
      await requestExport().unwrap();
      setRunning(true);
      await latest.refetch();
    } catch (error) {
      setSaid({ text: getErrorMessage(error, intl), error: true });
    }
  }

  async function download() {
    if (!link.id || !link.token) return;
    setSaid(null);
    try {
      const file = await downloadExport({ id: link.id, token: link.token }).unwrap();
      saveFile(file);
      setSaid({
        text: intl.formatMessage(
          { id: 'account.dataExport.downloaded' },
          { filename: file.filename },
        ),
        error: false,
      });
    } catch (error) {
      setSaid({ text: getErrorMessage(error, intl), error: true });
    }
  }

  return (
    <div ref={card} id="data-export">
      <Card level={3} title={<FormattedMessage id="account.dataExport.title" />}>
        <p className="account-hint">
          <FormattedMessage
            id="account.dataExport.intro"
            values={{ days: DATA_EXPORT_LINK_DAYS }}
          />
        </p>
        {underWay ? (
          <div className="account-data-progress">
            <p id={titleId}>
              <FormattedMessage id="account.dataExport.preparing" />
            </p>
            <progress
              aria-labelledby={titleId}
              max={Math.max(current.progress?.total ?? 1, 1)}
              value={current.progress?.done ?? 0}
            />
          </div>
        ) : null}
        <div role="status" aria-live="polite">
          {underWay && current.progress ? (
            <p>
              <FormattedMessage
                id="account.dataExport.progress"
                values={{ done: current.progress.done, total: current.progress.total }}
              />
            </p>
          ) : null}
          {current?.status === 'ready' && current.expiresAt ? (
            <p>
              <FormattedMessage
                id="account.dataExport.ready"
                values={{
                  date: <FormattedDate value={current.createdAt} dateStyle="long" />,
                  expires: <FormattedDate value={current.expiresAt} dateStyle="long" />,
                }}
              />
            </p>
          ) : null}
          {current?.status === 'expired' ? (
            <p>
              <FormattedMessage id="account.dataExport.expired" />
            </p>
          ) : null}
        </div>
        {current?.status === 'failed' ? (
          <Alert messages={[intl.formatMessage({ id: 'account.dataExport.failed' })]} />
        ) : null}
        {said ? <Alert tone={said.error ? 'error' : 'success'} messages={[said.text]} /> : null}
        <div className="account-actions">
          {fromLink ? (
            <Button id={downloadId} onClick={download} busy={downloading.isLoading}>
              <FormattedMessage
                id={
                  downloading.isLoading
                    ? 'account.dataExport.downloading'
                    : 'account.dataExport.download'
                }
              />
            </Button>
          ) : null}
          <Button
            variant={fromLink ? 'secondary' : 'primary'}
            onClick={start}
            disabled={underWay}
            busy={requesting.isLoading}
          >
            <FormattedMessage id="account.dataExport.start" />
          </Button>
        </div>
      </Card>
    </div>
  );
}
