import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import {
  Button,
  Card,
  ConfirmDialog,
  getErrorMessage,
  QueryStatus,
  sinceUnit,
} from '@portal/shell/platform';
import type { TSignedInSession } from '@portal/shared/api/security';
import { useNotice } from '../../team/useNotice';
import {
  useSignedInSessionsQuery,
  useSignOutOtherSessionsMutation,
  useSignOutSessionMutation,
} from './api';
import './sessions.css';

/** "Chrome on macOS", or what the User-Agent said of the two, in the person's language. */
function deviceName(session: TSignedInSession, intl: IntlShape): string {
  const { browser, os } = session;
  if (browser && os) return intl.formatMessage({ id: 'account.sessions.device' }, { browser, os });
  return browser ?? os ?? intl.formatMessage({ id: 'account.sessions.unknownDevice' });
}

/**
 * Where the person is signed in (issue 38): each live session of theirs (browser on system,
 * address, when it signed in, when it was last active, "This device"), "Sign out" for each other
 * one, and "Sign out everywhere else" after a confirmation. The place is not shown: the server keeps
 * no address database. A signed-out browser is signed out at its next request.
 */
export function SessionsCard() {
  const intl = useIntl();
  const sessions = useSignedInSessionsQuery();
  const [signOut] = useSignOutSessionMutation();
  const [signOutOthers, { isLoading: signingOutOthers }] = useSignOutOtherSessionsMutation();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const notice = useNotice();
  const title = <FormattedMessage id="account.sessions.title" />;

  const list = sessions.data?.sessions;
  if (!list) {
    return (
      <Card level={3} title={title}>
        <QueryStatus
          isLoading={sessions.isLoading}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
        />
      </Card>
    );
  }

  const others = list.filter((session) => !session.current);
  const endOne = async (session: TSignedInSession) => {
    const device = deviceName(session, intl);
    setPending(session.id);
    try {
      await signOut(session.id).unwrap();
      await sessions.refetch();
      // The row and its button are gone: the focus goes to the news.
      notice.say(
        {
          text: intl.formatMessage({ id: 'account.sessions.signedOut' }, { device }),
          tone: 'success',
        },
        { focus: true },
      );
    } catch (error) {
      notice.say({ text: getErrorMessage(error, intl), tone: 'error' }, { focus: true });
    } finally {
      setPending(null);
    }
  };
  const endOthers = async () => {
    try {
      await signOutOthers().unwrap();
      setConfirming(false);
      await sessions.refetch();
      notice.say(
        { text: intl.formatMessage({ id: 'account.sessions.signedOutOthers' }), tone: 'success' },
        { focus: true },
      );
    } catch (error) {
      setConfirming(false);
      notice.say({ text: getErrorMessage(error, intl), tone: 'error' }, { focus: true });
    }
  };

  return (
    <Card level={3} title={title}>
      <p className="account-text">
        <FormattedMessage id="account.sessions.intro" />
      </p>
      <ul
        className="account-sessions"
        aria-label={intl.formatMessage({ id: 'account.sessions.list' })}
      >
        {list.map((session) => {
          const device = deviceName(session, intl);
          const active = sinceUnit(session.lastActiveAt);
          return (
            <li key={session.id} className="account-session">
              <span className="account-session-device">
                <strong>{device}</strong>
                {session.current ? (
                  <>
                    {' '}
                    <span className="account-session-current">
                      <FormattedMessage id="account.sessions.thisDevice" />
                    </span>
                  </>
                ) : null}
              </span>
              <span className="account-session-details">
                {session.ip ? (
                  <FormattedMessage id="account.sessions.address" values={{ ip: session.ip }} />
                ) : null}{' '}
                <FormattedMessage
                  id="account.sessions.signedIn"
                  values={{
                    date: intl.formatDate(session.signedInAt, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  }}
                />{' '}
                <time dateTime={session.lastActiveAt}>
                  <FormattedMessage
                    id="account.sessions.lastActive"
                    values={{
                      when: intl.formatRelativeTime(active.value, active.unit, {
                        numeric: 'auto',
                      }),
                    }}
                  />
                </time>
              </span>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  small
                  busy={pending === session.id}
                  onClick={() => void endOne(session)}
                  aria-label={intl.formatMessage(
                    { id: 'account.sessions.signOutNamed' },
                    { device },
                  )}
                >
                  <FormattedMessage id="account.sessions.signOut" />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <div className="account-actions">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <FormattedMessage id="account.sessions.signOutOthers" />
          </Button>
        </div>
      ) : (
        <p className="account-text">
          <FormattedMessage id="account.sessions.onlyThis" />
        </p>
      )}
      {notice.element}
      {confirming ? (
        <ConfirmDialog
          danger
          title={<FormattedMessage id="account.sessions.signOutOthersTitle" />}
          message={
            <FormattedMessage
              id="account.sessions.signOutOthersText"
              values={{ count: others.length }}
            />
          }
          confirmLabel={<FormattedMessage id="account.sessions.signOutOthersConfirm" />}
          busy={signingOutOthers}
          onConfirm={() => void endOthers()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Card>
  );
}
