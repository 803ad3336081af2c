import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TImport, TImportRow } from '@portal/shared/api/imports';
import { PROFILE_CSV_HEADERS, type ProfileCsvColumn } from '@portal/shared/profiles/csv-columns';
import {
  Button,
  Checkbox,
  QueryStatus,
  Skeleton,
  translateFieldMessage,
  useLocale,
} from '@portal/shell/platform';
import { useGetImportRowsQuery } from './importsApi';

/** Rows a page: enough to scan, few enough for a phone. */
const PAGE = 25;

/**
 * The rows of the preview that need a look (errors, duplicates, no seat), or all of them, a page at
 * a time: a file of 5,000 rows is never all in the page. Each refusal stands in its cell, in the
 * words the wizard uses for that field, and is also listed, named by its column, under the row's
 * outcome: the table scrolls sideways (on a phone, and at 1280 px its last columns too), and those
 * cells would be out of view.
 */
export function ProblemRows({ preview }: { preview: TImport }) {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const [all, setAll] = useState(false);
  const [offset, setOffset] = useState(0);
  const settings = JSON.stringify([preview.mapping, preview.duplicates, preview.totals]);
  const only = all ? 'all' : 'problems';
  const { data, error, isFetching, refetch } = useGetImportRowsQuery({
    id: preview.id,
    offset,
    limit: PAGE,
    only,
    settings,
  });
  const columns = preview.mapping.filter((column): column is ProfileCsvColumn => column !== null);
  const headers = PROFILE_CSV_HEADERS[locale];
  const total = data?.total ?? 0;
  // At either end its button stays focusable (aria-disabled): disabling it would drop the focus.
  const atStart = offset === 0;
  const atEnd = offset + PAGE >= total;
  return (
    // Not a landmark itself: the table's scrolling region, named by the same title, is the one.
    <div className="ui-card profiles-import-rows">
      <h3 id={titleId} className="ui-card-title">
        <FormattedMessage id={all ? 'profiles.import.rowsAll' : 'profiles.import.rowsProblems'} />
      </h3>
      <Checkbox
        label={intl.formatMessage({ id: 'profiles.import.showAll' })}
        checked={all}
        onChange={(event) => {
          setAll(event.target.checked);
          setOffset(0);
        }}
      />
      {!data ? (
        error ? (
          <QueryStatus isLoading={false} error={error} onRetry={() => void refetch()} />
        ) : (
          <Skeleton lines={3} />
        )
      ) : total === 0 ? (
        <p className="profiles-muted">
          <FormattedMessage id="profiles.import.noProblems" />
        </p>
      ) : (
        <>
          {/* Wider than a phone: it scrolls sideways, and can be scrolled by keyboard. */}
          <div
            className="profiles-import-table"
            role="region"
            aria-labelledby={titleId}
            tabIndex={0}
          >
            <table aria-labelledby={titleId} aria-busy={isFetching || undefined}>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="profiles.import.line" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="profiles.import.outcome" />
                  </th>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {headers[column]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.line}>
                    <th scope="row">{row.line}</th>
                    <td className="profiles-import-outcome">
                      <Outcome row={row} />
                      <Refusals row={row} columns={columns} headers={headers} />
                    </td>
                    {columns.map((column) => {
                      const message = translateFieldMessage(intl, row.errors[column]);
                      return (
                        <td key={column} data-invalid={message ? true : undefined}>
                          {row.cells[column]}
                          {message ? (
                            <span className="profiles-import-cell-error">{message}</span>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="profiles-import-pages">
            <Button
              variant="secondary"
              small
              aria-disabled={atStart || undefined}
              onClick={() => !atStart && setOffset(Math.max(0, offset - PAGE))}
            >
              <FormattedMessage id="profiles.import.previous" />
            </Button>
            <span aria-live="polite">
              <FormattedMessage
                id="profiles.import.page"
                values={{ from: offset + 1, to: Math.min(offset + PAGE, total), total }}
              />
            </span>
            <Button
              variant="secondary"
              small
              aria-disabled={atEnd || undefined}
              onClick={() => !atEnd && setOffset(offset + PAGE)}
            >
              <FormattedMessage id="profiles.import.next" />
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function Outcome({ row }: { row: TImportRow }) {
  return row.outcome === 'duplicate' ? (
    <FormattedMessage id="profiles.import.outcome.duplicate" values={{ line: row.duplicateOf }} />
  ) : (
    <FormattedMessage id={`profiles.import.outcome.${row.outcome}`} />
  );
}

/** The row's refusals as "Column: message", in the order of the table's columns. */
function Refusals({
  row,
  columns,
  headers,
}: {
  row: TImportRow;
  columns: ProfileCsvColumn[];
  headers: Record<ProfileCsvColumn, string>;
}) {
  const intl = useIntl();
  const refusals = columns.flatMap((column) => {
    const message = translateFieldMessage(intl, row.errors[column]);
    return message ? [{ column, message }] : [];
  });
  if (refusals.length === 0) return null;
  return (
    <ul className="profiles-import-refusals">
      {refusals.map(({ column, message }) => (
        <li key={column}>
          <FormattedMessage
            id="profiles.import.refusal"
            values={{
              column: <span className="profiles-import-refusal-column">{headers[column]}</span>,
              message,
            }}
          />
        </li>
      ))}
    </ul>
  );
}
