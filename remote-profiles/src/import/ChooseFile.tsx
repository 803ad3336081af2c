import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TImport } from '@portal/shared/api/imports';
import {
  Alert,
  Button,
  errorBody,
  getErrorMessage,
  useAppDispatch,
  useLocale,
} from '@portal/shell/platform';
import { saveFile } from '@portal/shell/platform/download';
import { uploadWithProgress } from '@portal/shell/platform/upload';
import { importsApi, useDownloadTemplateMutation, usePasteImportMutation } from './importsApi';

/** What the file input offers: CSV, or XLSX (the server reads its first sheet). */
const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file's or the list's refusal: the field's own text when the server gave one. */
function refusal(failure: unknown, field: string, fallback: string) {
  return errorBody(failure)?.fields?.[field] ?? fallback;
}

/** Step 1: a spreadsheet or a pasted list, sent to the server, which reads and checks it. */
export function ChooseFile({ onImported }: { onImported: (id: string) => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const ids = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [paste, pasting] = usePasteImportMutation();

  const shown = (preview: TImport) => {
    dispatch(importsApi.util.upsertQueryData('getImport', preview.id, preview));
    onImported(preview.id);
  };
  async function upload(file: File) {
    setError(null);
    setProgress(0);
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      const preview = (await dispatch(
        uploadWithProgress({ path: '/v2/imports', body, onProgress: setProgress }),
      )) as TImport;
      shown(preview);
    } catch (failure) {
      setError(refusal(failure, 'file', getErrorMessage(failure, intl)));
      setProgress(null);
    }
  }
  async function sendList() {
    setError(null);
    if (!text.trim()) {
      setError(intl.formatMessage({ id: 'validation.import.empty' }));
      return;
    }
    try {
      shown(await paste({ text }).unwrap());
    } catch (failure) {
      setError(refusal(failure, 'text', getErrorMessage(failure, intl)));
    }
  }

  return (
    <div className="profiles-import-choose">
      <p className="profiles-muted">
        <FormattedMessage id="profiles.import.intro" />
      </p>
      <TemplateLink />
      <div className="ui-field">
        <label htmlFor={`${ids}-file`} className="ui-label">
          <FormattedMessage id="profiles.import.file" />
        </label>
        <input
          id={`${ids}-file`}
          type="file"
          accept={ACCEPT}
          className="ui-input profiles-import-file"
          aria-describedby={`${ids}-file-hint`}
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <p id={`${ids}-file-hint`} className="ui-hint">
          <FormattedMessage id="profiles.import.fileHint" />
        </p>
      </div>
      {progress !== null ? (
        <label className="profiles-progress">
          <FormattedMessage id="profiles.import.uploading" />
          <progress max={1} value={progress} />
        </label>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void sendList();
        }}
      >
        <div className="ui-field">
          <label htmlFor={`${ids}-paste`} className="ui-label">
            <FormattedMessage id="profiles.import.paste" />
          </label>
          <textarea
            id={`${ids}-paste`}
            className="ui-input profiles-import-paste"
            rows={6}
            spellCheck={false}
            aria-describedby={`${ids}-paste-hint`}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${ids}-paste-hint`} className="ui-hint">
            <FormattedMessage id="profiles.import.pasteHint" />
          </p>
        </div>
        <Button type="submit" variant="secondary" busy={pasting.isLoading}>
          <FormattedMessage id="profiles.import.check" />
        </Button>
      </form>
      <Alert messages={[error]} />
    </div>
  );
}

/** "Download the template": its header row in the person's language, and one example row. */
function TemplateLink() {
  const intl = useIntl();
  const locale = useLocale();
  const [download, { isLoading }] = useDownloadTemplateMutation();
  const [said, setSaid] = useState<string | null>(null);
  return (
    <p className="profiles-import-template">
      <Button
        variant="link"
        busy={isLoading}
        onClick={() =>
          void download(locale)
            .unwrap()
            .then((file) => {
              saveFile(file);
              setSaid(
                intl.formatMessage({ id: 'profiles.bulk.exported' }, { filename: file.filename }),
              );
            })
            .catch((failure: unknown) => setSaid(getErrorMessage(failure, intl)))
        }
      >
        <FormattedMessage id="profiles.import.template" />
      </Button>
      <span role="status">{said}</span>
    </p>
  );
}
