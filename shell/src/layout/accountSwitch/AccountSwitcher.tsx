import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { TMyAccountsResponse, TSwitchAccountRequest } from '@portal/shared/api/members';
import { ADDITIONAL_INFO_PATH } from '@portal/shared/routes/paths';
import {
  api,
  loadCatalogues,
  loginMutation,
  selectAccount,
  selectLocale,
  showToast,
  store,
  useAppDispatch,
  useAppSelector,
} from '@portal/shell/platform';
import './messages';
import './accountSwitch.css';

const switchApi = api.injectEndpoints({
  endpoints: (build) => ({
    myAccounts: build.query<TMyAccountsResponse, void>({ query: () => '/v2/members/me/accounts' }),
    // Its answer is a login: the platform stores the new session (loginMutation).
    switchAccount: loginMutation(build, (body: TSwitchAccountRequest) => ({
      url: '/v2/auth/switch-account',
      method: 'POST',
      body,
    })),
  }),
});

/** The switcher's texts in the page's language: the header shows it once they are in. */
export const ready = loadCatalogues(selectLocale(store.getState()));

/**
 * The header's account switcher (issue 37), for a member of more than one customer account: a
 * button with this account's name opening a menu of the others. Choosing one replaces the session
 * with a login of the same person there (this one ends), forgets every cached answer of the
 * account left, and opens the portal on the first tab of the role there.
 */
export default function AccountSwitcher() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const accountId = useAppSelector(selectAccount)?.id;
  const { data } = switchApi.useMyAccountsQuery();
  const [switchAccount, { isLoading }] = switchApi.useSwitchAccountMutation();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  const current = data?.accounts.find((account) => account.id === accountId);
  const others = data?.accounts.filter((account) => account.id !== accountId) ?? [];
  if (!current || others.length === 0) return null;

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    event.preventDefault();
  };
  const pick = async (id: string, name: string) => {
    setOpen(false);
    setTarget(name);
    try {
      await switchAccount({ accountId: id }).unwrap();
    } catch {
      showToast(intl.formatMessage({ id: 'accountSwitch.failed' }), 'error');
      button.current?.focus();
      return;
    }
    // Nothing of the account left stays on screen: its answers are dropped and fetched anew.
    dispatch(api.util.resetApiState());
    navigate(ADDITIONAL_INFO_PATH);
  };

  return (
    <div
      className="account-switch"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="account-switch-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={intl.formatMessage({ id: 'accountSwitch.open' }, { account: current.name })}
        disabled={isLoading}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="account-switch-name">{current.name}</span>
        <span aria-hidden="true"> ▾</span>
      </button>
      {isLoading ? (
        <span role="status" className="ui-visually-hidden">
          <FormattedMessage id="accountSwitch.switching" values={{ account: target }} />
        </span>
      ) : null}
      {open ? (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          className="account-switch-menu"
          aria-label={intl.formatMessage({ id: 'accountSwitch.menu' })}
          onKeyDown={onMenuKey}
        >
          {others.map((account) => (
            <li key={account.id} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="account-switch-item"
                onClick={() => void pick(account.id, account.name)}
              >
                <span>{account.name}</span>
                <span className="account-switch-role">
                  <FormattedMessage id={`accountSwitch.role.${account.role}`} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
