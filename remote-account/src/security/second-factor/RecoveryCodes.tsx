import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@portal/shell/platform';
import { saveFile } from '@portal/shell/platform/download';
import { useStepHeading } from '../../settings/useStepHeading';

/**
 * The ten recovery codes, shown this once (after the app's first code, or when made anew): a list to
 * copy or write down, a .txt download, and "I saved them", which closes them for good.
 */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const intl = useIntl();
  const heading = useStepHeading();
  const download = () => {
    const text = [
      intl.formatMessage({ id: 'account.secondFactor.codesFileTitle' }),
      '',
      ...codes,
      '',
    ].join('\n');
    saveFile({
      url: URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' })),
      filename: 'property-video-recovery-codes.txt',
    });
  };
  return (
    <div className="account-form">
      <h4 ref={heading} tabIndex={-1} className="account-step-title">
        <FormattedMessage id="account.secondFactor.codesTitle" />
      </h4>
      <p className="account-text">
        <FormattedMessage id="account.secondFactor.codesIntro" />
      </p>
      <ol
        className="account-recovery-codes"
        aria-label={intl.formatMessage({ id: 'account.secondFactor.codesTitle' })}
      >
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="account-actions">
        <Button variant="secondary" onClick={download}>
          <FormattedMessage id="account.secondFactor.download" />
        </Button>
        <Button onClick={onSaved}>
          <FormattedMessage id="account.secondFactor.saved" />
        </Button>
      </div>
    </div>
  );
}
