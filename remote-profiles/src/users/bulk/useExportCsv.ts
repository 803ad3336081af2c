import { useIntl } from 'react-intl';
import type { TProfileSelection } from '@portal/shared/api/profiles-bulk';
import { getErrorMessage } from '@portal/shell/platform';
import { saveFile } from '@portal/shell/platform/download';
import { useExportProfilesMutation } from '../profilesApi';

export interface Said {
  text: string;
  error: boolean;
}

/**
 * "Export CSV": the server's file of the selection (streamed by the API, fetched with the session's
 * token in a header), saved under the server's name; what happened is handed to `say`.
 */
export function useExportCsv(say: (said: Said) => void) {
  const intl = useIntl();
  const [exportProfiles, { isLoading }] = useExportProfilesMutation();
  async function exportCsv(selection: TProfileSelection) {
    try {
      const file = await exportProfiles({ selection }).unwrap();
      saveFile(file);
      say({
        text: intl.formatMessage({ id: 'profiles.bulk.exported' }, { filename: file.filename }),
        error: false,
      });
    } catch (error) {
      say({ text: getErrorMessage(error, intl), error: true });
    }
  }
  return { exportCsv, exporting: isLoading };
}
