import { FormattedMessage } from 'react-intl';
import type { TProfileSelection } from '@portal/shared/api/profiles-bulk';
import { Button, showToast } from '@portal/shell/platform';
import { useExportCsv } from './useExportCsv';

/**
 * The users tab's "Export CSV": the rows selected, or the list as searched and filtered (every
 * profile when neither is used). The outcome is said in the page's toasts (a live region).
 */
export function ExportAction({ selection }: { selection: TProfileSelection }) {
  const { exportCsv, exporting } = useExportCsv(({ text, error }) =>
    showToast(text, error ? 'error' : 'info'),
  );
  return (
    <Button variant="secondary" busy={exporting} onClick={() => void exportCsv(selection)}>
      <FormattedMessage id="profiles.bulk.export" />
    </Button>
  );
}
