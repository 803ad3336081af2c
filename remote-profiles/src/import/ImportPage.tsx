import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { To } from 'react-router-dom';
import { LinkButton, QueryStatus, Skeleton } from '@portal/shell/platform';
import { ChooseFile } from './ChooseFile';
import { useGetImportQuery } from './importsApi';
import { ImportPreview } from './ImportPreview';
import { ImportResult } from './ImportResult';
import { lastImport, rememberImport } from './lastImport';
import './import.css';
import './importMessages';
import '../i18n/messages';

interface ImportPageProps {
  /** The import shown (from the address, `?import=<id>`); null: a file is to be chosen. */
  importId: string | null;
  /** A file or list was read by the server: its import is shown from now on. */
  onImported: (id: string) => void;
  /** The address of the users tab without the import, and of a new import. */
  usersPath: To;
  newImportPath: To;
}

/**
 * "Import agents" (issue 36 §2), in the users tab: choose a file or paste a list, check the
 * server's preview, apply it, follow the job. The job is the server's: the page can be left and
 * opened again at its address.
 */
export default function ImportPage({
  importId,
  onImported,
  usersPath,
  newImportPath,
}: ImportPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A file to choose (first, or "Import another file"): the page is read from its top. An import
  // shown puts the focus on its own preview or progress.
  useEffect(() => {
    if (importId === null) heading.current?.focus();
  }, [importId]);
  return (
    <section className="profiles-tab profiles-import" aria-labelledby="profiles-import-title">
      <h2 id="profiles-import-title" className="profiles-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="profiles.import.title" />
      </h2>
      {importId ? (
        <ImportShown id={importId} newImportPath={newImportPath} onImported={onImported} />
      ) : (
        <ChooseFile onImported={onImported} />
      )}
      <p>
        <LinkButton variant="link" to={usersPath}>
          <FormattedMessage id="profiles.import.back" />
        </LinkButton>
      </p>
    </section>
  );
}

function ImportShown({
  id,
  newImportPath,
  onImported,
}: {
  id: string;
  newImportPath: To;
  onImported: (id: string) => void;
}) {
  const { data, error, refetch } = useGetImportQuery(id);
  const gone = error && 'status' in error && error.status === 404;
  useEffect(() => {
    if (gone && lastImport() === id) rememberImport(null);
  }, [gone, id]);
  // Not this account's (an address or a browser shared with another account): a new import.
  if (gone) return <ChooseFile onImported={onImported} />;
  if (!data)
    return error ? (
      <QueryStatus isLoading={false} error={error} onRetry={() => void refetch()} />
    ) : (
      <Skeleton lines={6} />
    );
  return data.status === 'preview' ? (
    <ImportPreview preview={data} />
  ) : (
    <ImportResult id={id} newImportPath={newImportPath} />
  );
}
