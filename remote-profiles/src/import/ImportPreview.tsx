import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TImport } from '@portal/shared/api/imports';
import {
  PROFILE_CSV_COLUMNS,
  PROFILE_CSV_HEADERS,
  type ProfileCsvColumn,
} from '@portal/shared/profiles/csv-columns';
import {
  Alert,
  Button,
  Card,
  RadioGroup,
  Select,
  errorBody,
  getErrorMessage,
  useLocale,
} from '@portal/shell/platform';
import { AddSeatsButton } from '../users/UpgradeLink';
import { KIT_FIELD_LABELS } from './fieldLabels';
import { useApplyImportMutation, useUpdateImportMutation } from './importsApi';
import { rememberImport } from './lastImport';
import { ProblemRows } from './ProblemRows';

/** Refusals of apply that a fresh preview answers (the account changed meanwhile). */
const STALE = new Set(['SELECTION_CHANGED', 'SEATS_EXCEEDED']);

/** Step 2: what the file would do, the choices that change it, and "Import N agents". */
export function ImportPreview({ preview }: { preview: TImport }) {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving here (after the upload, or back at the address): the preview is read from its top.
  useEffect(() => heading.current?.focus(), []);
  const [update, updating] = useUpdateImportMutation();
  const [apply, applying] = useApplyImportMutation();
  const [error, setError] = useState<string | null>(null);
  const { id, totals, seats } = preview;
  const count = totals.toAdd + totals.toUpdate;
  const headers = PROFILE_CSV_HEADERS[locale];

  async function change(settings: Parameters<typeof update>[0]) {
    setError(null);
    await update(settings)
      .unwrap()
      .catch((failure: unknown) => setError(getErrorMessage(failure, intl)));
  }
  async function confirm() {
    setError(null);
    try {
      await apply({ id, count }).unwrap();
      rememberImport(id);
    } catch (failure) {
      const code = errorBody(failure)?.code;
      if (code && STALE.has(code)) {
        // The answer to the same choices, made again against the account as it is now.
        await update({ id })
          .unwrap()
          .catch(() => undefined);
        setError(intl.formatMessage({ id: 'profiles.import.changed' }));
      } else setError(getErrorMessage(failure, intl));
    }
  }

  return (
    // The controls stay enabled while a new preview is made: disabling them would drop the
    // keyboard's focus (a radio changed by the arrows).
    <section
      className="profiles-import-preview"
      aria-labelledby={headingId}
      aria-busy={updating.isLoading || undefined}
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="ui-card-title">
        <FormattedMessage id="profiles.import.preview" values={{ fileName: preview.fileName }} />
      </h3>
      <p className="profiles-import-totals" aria-live="polite">
        <FormattedMessage id="profiles.import.totals" values={totals} />
      </p>
      {preview.locked.length > 0 ? (
        <p className="profiles-import-locked">
          <FormattedMessage
            id="profiles.import.locked"
            values={{
              fields: intl.formatList(
                preview.locked.map((field) => intl.formatMessage({ id: KIT_FIELD_LABELS[field] })),
              ),
            }}
          />
        </p>
      ) : null}
      {totals.noSeat > 0 ? (
        <div className="ui-alert ui-alert-warning profiles-import-seats">
          <p>
            <FormattedMessage
              id="profiles.import.seats"
              values={{ free: seats.free, fit: totals.toAdd, noSeat: totals.noSeat }}
            />
          </p>
          <AddSeatsButton />
        </div>
      ) : null}
      <Card level={3} title={<FormattedMessage id="profiles.import.mapping" />}>
        <p className="profiles-muted">
          <FormattedMessage id="profiles.import.mappingHint" />
        </p>
        <div className="profiles-import-mapping">
          {preview.headers.map((header, index) => (
            <Select
              // The file's columns do not change; their order is their identity.
              key={index}
              label={
                <FormattedMessage
                  id="profiles.import.column"
                  values={{ header: header || index + 1 }}
                />
              }
              value={preview.mapping[index] ?? ''}
              onChange={(event) => {
                const mapping = [...preview.mapping];
                mapping[index] = (event.target.value || null) as ProfileCsvColumn | null;
                void change({ id, mapping });
              }}
            >
              <option value="">{intl.formatMessage({ id: 'profiles.import.ignore' })}</option>
              {PROFILE_CSV_COLUMNS.map((column) => (
                <option key={column} value={column}>
                  {headers[column]}
                </option>
              ))}
            </Select>
          ))}
        </div>
        <RadioGroup
          name="duplicates"
          legend={<FormattedMessage id="profiles.import.duplicates" />}
          value={preview.duplicates}
          options={[
            { value: 'update', label: <FormattedMessage id="profiles.import.duplicatesUpdate" /> },
            { value: 'skip', label: <FormattedMessage id="profiles.import.duplicatesSkip" /> },
          ]}
          onChange={(event) =>
            void change({ id, duplicates: event.target.value as TImport['duplicates'] })
          }
        />
      </Card>
      <ProblemRows preview={preview} />
      <Alert messages={[error]} />
      {count > 0 ? (
        <Button busy={applying.isLoading || updating.isLoading} onClick={() => void confirm()}>
          <FormattedMessage id="profiles.import.apply" values={{ count }} />
        </Button>
      ) : (
        <p className="ui-alert ui-alert-warning">
          <FormattedMessage id="profiles.import.nothing" />
        </p>
      )}
    </section>
  );
}
