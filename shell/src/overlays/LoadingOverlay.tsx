import { useIntl } from 'react-intl';

/** The global blurred loading overlay (spec §2 "Other"). */
export function LoadingOverlay() {
  const intl = useIntl();
  return (
    <div className="overlay overlay-loading" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span>
    </div>
  );
}
