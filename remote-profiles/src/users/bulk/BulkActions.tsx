import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Checkbox, errorBody, getErrorMessage } from '@portal/shell/platform';
import { Toolbar } from '@portal/shell/platform/toolbar';
import {
  useApplyBrandKitMutation,
  useDeleteProfilesMutation,
  useSendAppLinksMutation,
} from '../profilesApi';
import { useGetBrandKitQuery } from '../../brand-kit/brandKitApi';
import { BulkConfirmDialog, type BulkQuestion } from './BulkDialogs';
import { useExportCsv, type Said } from './useExportCsv';
import type { Selection } from './useSelection';

interface BulkActionsProps {
  selection: Selection;
  /** The list's X-Total-Count for the search and filter ("Select all N matching"). */
  matching: number;
  /** Where the focus goes when neither the bar nor "select all" is left to take it. */
  onFocusLost?: () => void;
}

/**
 * Above the users list: "Select all N matching", and while something is selected the bulk bar
 * (a labelled toolbar): the count, Text the app link, Apply the brand kit, Export CSV, Delete,
 * Clear. Delete, the texts and the brand kit ask once, naming the count; the outcome is said in the polite status line below, which
 * stays when the bar goes.
 */
export function BulkActions({ selection, matching, onFocusLost }: BulkActionsProps) {
  const intl = useIntl();
  const [asking, setAsking] = useState<BulkQuestion | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  const [refocus, setRefocus] = useState(0);
  const selectAll = useRef<HTMLInputElement>(null);
  const [deleteProfiles, deleting] = useDeleteProfilesMutation();
  const [sendAppLinks, texting] = useSendAppLinksMutation();
  const [applyBrandKit, applying] = useApplyBrandKitMutation();
  // An account that never saved a kit (version 0) has nothing to apply.
  const hasKit = (useGetBrandKitQuery().data?.version ?? 0) > 0;
  const { exportCsv, exporting } = useExportCsv(setSaid);
  const { count, body } = selection;

  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selection.some;
  });
  // Once the dialog has closed (and returned the focus if it could): the focus never falls to
  // the page when the bar it came from is gone.
  useEffect(() => {
    if (refocus === 0) return;
    const frame = requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      if (selectAll.current) selectAll.current.focus();
      else onFocusLost?.();
    });
    return () => cancelAnimationFrame(frame);
  }, [refocus, onFocusLost]);

  function refused(error: unknown) {
    const changed = errorBody(error)?.code === 'SELECTION_CHANGED';
    setSaid({
      text: changed
        ? intl.formatMessage({ id: 'profiles.bulk.changed' })
        : getErrorMessage(error, intl),
      error: true,
    });
  }

  async function confirm() {
    if (!body || !asking) return;
    try {
      if (asking === 'delete') {
        const { deleted } = await deleteProfiles({ selection: body, count }).unwrap();
        setSaid({
          text: intl.formatMessage({ id: 'profiles.bulk.deleted' }, { count: deleted }),
          error: false,
        });
        selection.clear();
      } else if (asking === 'applyKit') {
        const { updated } = await applyBrandKit({ selection: body, count }).unwrap();
        setSaid({
          text: intl.formatMessage({ id: 'profiles.bulk.kitApplied' }, { count: updated }),
          error: false,
        });
      } else {
        const result = await sendAppLinks({ selection: body, count, channel: 'sms' }).unwrap();
        setSaid({ text: intl.formatMessage({ id: 'profiles.bulk.queued' }, result), error: false });
      }
    } catch (error) {
      refused(error);
    }
    setAsking(null);
    setRefocus((times) => times + 1);
  }

  const shown = matching > 0;
  return (
    <div className="profiles-bulk">
      {shown ? (
        <Checkbox
          ref={selectAll}
          label={<FormattedMessage id="profiles.bulk.selectAll" values={{ count: matching }} />}
          checked={selection.all}
          onChange={(event) => {
            setSaid(null);
            selection.selectAll(event.target.checked);
          }}
        />
      ) : null}
      {count > 0 && body ? (
        <Toolbar
          label={intl.formatMessage({ id: 'profiles.bulk.label' })}
          className="profiles-bulk-bar"
        >
          <p className="profiles-bulk-count">
            <FormattedMessage id="profiles.bulk.count" values={{ count }} />
          </p>
          <Button variant="secondary" onClick={() => setAsking('appLink')}>
            <FormattedMessage id="profiles.appLink.action" />
          </Button>
          {hasKit ? (
            <Button variant="secondary" onClick={() => setAsking('applyKit')}>
              <FormattedMessage id="profiles.bulk.applyKit" />
            </Button>
          ) : null}
          <Button variant="secondary" busy={exporting} onClick={() => void exportCsv(body)}>
            <FormattedMessage id="profiles.bulk.export" />
          </Button>
          <Button variant="secondary" onClick={() => setAsking('delete')}>
            <FormattedMessage id="profiles.delete.short" />
          </Button>
          <Button
            variant="link"
            onClick={() => {
              setSaid(null);
              selection.clear();
              setRefocus((times) => times + 1);
            }}
          >
            <FormattedMessage id="profiles.bulk.clear" />
          </Button>
        </Toolbar>
      ) : null}
      <p
        role="status"
        className={said?.error ? 'profiles-bulk-said profiles-bulk-error' : 'profiles-bulk-said'}
      >
        {said?.text}
      </p>
      {asking && body ? (
        <BulkConfirmDialog
          question={asking}
          count={count}
          busy={deleting.isLoading || texting.isLoading || applying.isLoading}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
