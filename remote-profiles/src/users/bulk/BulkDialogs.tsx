import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '@portal/shell/platform';

export type BulkQuestion = 'delete' | 'appLink' | 'applyKit';

/**
 * The one confirmation of a bulk action, naming the count it acts on: the API is sent that count
 * and refuses (409) when the selection no longer counts it.
 */
export function BulkConfirmDialog({
  question,
  count,
  busy,
  onConfirm,
  onCancel,
}: {
  question: BulkQuestion;
  count: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const values = { count };
  if (question === 'applyKit')
    return (
      <ConfirmDialog
        busy={busy}
        title={<FormattedMessage id="profiles.bulk.applyKitTitle" values={values} />}
        message={<FormattedMessage id="profiles.bulk.applyKitMessage" values={values} />}
        confirmLabel={<FormattedMessage id="profiles.bulk.applyKitConfirm" values={values} />}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    );
  return question === 'delete' ? (
    <ConfirmDialog
      danger
      busy={busy}
      title={<FormattedMessage id="profiles.bulk.deleteTitle" values={values} />}
      message={<FormattedMessage id="profiles.bulk.deleteMessage" values={values} />}
      confirmLabel={<FormattedMessage id="profiles.bulk.deleteConfirm" values={values} />}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  ) : (
    <ConfirmDialog
      busy={busy}
      title={<FormattedMessage id="profiles.bulk.appLinkTitle" values={values} />}
      message={<FormattedMessage id="profiles.bulk.appLinkMessage" values={values} />}
      confirmLabel={<FormattedMessage id="profiles.bulk.appLinkConfirm" values={values} />}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
