import { useState } from 'react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  CopyButton,
  Dialog,
  EMAIL_INPUT,
  EmptyState,
  LinkButton,
  OneTimeCodeInput,
  PasswordField,
  RadioGroup,
  ResendCodeButton,
  Select,
  showToast,
  Skeleton,
  Stepper,
  Switch,
  Tabs,
  TextField,
} from '@portal/shell/platform';
import { LOCALE_NAMES, LOCALES } from '@portal/shared/i18n/locales';
import type { MessageId } from '@portal/shell/platform';
import './kit.css';
import './i18n/messages';
import { CHECKOUT_PATH } from '@portal/shared/routes/paths';

/** One primitive, its name as in code (not translated: it is the import name), and its states. */
function Specimen({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Card level={2} title={<code>{name}</code>}>
      <div className="kit-states">{children}</div>
    </Card>
  );
}

const STEPS: MessageId[] = [
  'kit.checkout.step.options',
  'kit.checkout.step.details',
  'kit.checkout.step.payment',
];

/**
 * `/#/ui`, outside production builds: every primitive of the platform's UI kit in its states, with
 * the portal's own texts, so a team building a remote sees the kit at a glance.
 */
export default function KitPage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [dialog, setDialog] = useState<'plain' | 'confirm' | null>(null);
  const [invoices, setInvoices] = useState(true);
  const [code, setCode] = useState('12');
  const [tab, setTab] = useState<'users' | 'billing' | 'settings'>('users');
  return (
    <div className="kit">
      <h1 className="kit-title">
        <FormattedMessage id="common.kit.title" />
      </h1>
      <p className="kit-intro">
        <FormattedMessage id="common.kit.intro" />
      </p>
      <Specimen name="Button, LinkButton">
        <div className="kit-row">
          <Button>
            <FormattedMessage id="kit.auth.login.submit" />
          </Button>
          <Button variant="secondary">
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button variant="danger">
            <FormattedMessage id="common.leave.confirm" />
          </Button>
          <Button variant="link">
            <FormattedMessage id="kit.auth.login.forgot" />
          </Button>
          <Button busy>
            <FormattedMessage id="kit.auth.login.submitting" />
          </Button>
          <Button disabled>
            <FormattedMessage id="common.kit.disabled" />
          </Button>
          <LinkButton to={CHECKOUT_PATH} variant="secondary">
            <FormattedMessage id="kit.auth.login.subscribe" />
          </LinkButton>
        </div>
      </Specimen>
      <Specimen name="TextField, PasswordField">
        <TextField
          label={t('kit.auth.field.email')}
          {...EMAIL_INPUT}
          defaultValue="demo@example.com"
        />
        <TextField
          label={t('kit.auth.field.phone')}
          hint={t('kit.auth.field.phoneHint')}
          defaultValue="351912345678"
          error={t('validation.phone.plus')}
        />
        <TextField label={t('kit.auth.field.firstName')} disabled defaultValue="Ana" />
        <PasswordField label={t('kit.auth.field.password')} showHints defaultValue="" />
      </Specimen>
      <Specimen name="Select, Checkbox, Switch, RadioGroup">
        <Select label={t('shell.header.language')} defaultValue="de">
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </Select>
        <Checkbox label={t('common.kit.invoices')} defaultChecked />
        <Checkbox label={t('common.kit.sample')} error={t('errors.formInvalid')} />
        <Switch label={t('common.kit.invoices')} checked={invoices} onChange={setInvoices} />
        <Switch
          label={t('common.kit.disabled')}
          checked={false}
          onChange={() => undefined}
          disabled
        />
        <RadioGroup
          legend={t('kit.auth.field.industry')}
          name="kit-origin"
          value="realty"
          onChange={() => undefined}
          options={[
            { value: 'realty', label: t('kit.auth.origin.realty') },
            { value: 'auto', label: t('kit.auth.origin.auto') },
          ]}
        />
      </Specimen>
      <Specimen name="Alert">
        <Alert messages={[t('errors.formInvalid')]} />
        <Alert tone="success" messages={[t('common.kit.saved')]} />
        <Alert tone="info" messages={[t('common.signedOut')]} />
        <Alert tone="warning" messages={[t('shell.disabled.text')]} />
      </Specimen>
      <Specimen name="Dialog, ConfirmDialog, Toast">
        <div className="kit-row">
          <Button variant="secondary" onClick={() => setDialog('plain')}>
            <FormattedMessage id="common.kit.open" />
          </Button>
          <Button variant="danger" onClick={() => setDialog('confirm')}>
            <FormattedMessage id="common.leave.confirm" />
          </Button>
          <Button variant="secondary" onClick={() => showToast(t('common.kit.saved'))}>
            <FormattedMessage id="common.kit.showToast" />
          </Button>
        </div>
        {dialog === 'plain' ? (
          <Dialog title={t('shell.expired.title')} onClose={() => setDialog(null)}>
            <p>
              <FormattedMessage id="shell.expired.text" />
            </p>
          </Dialog>
        ) : null}
        {dialog === 'confirm' ? (
          <ConfirmDialog
            danger
            title={t('common.leave.title')}
            message={t('common.leave.text')}
            confirmLabel={t('common.leave.confirm')}
            cancelLabel={t('common.leave.stay')}
            onConfirm={() => setDialog(null)}
            onCancel={() => setDialog(null)}
          />
        ) : null}
      </Specimen>
      <Specimen name="Tabs">
        <Tabs
          label={t('shell.tabs.label')}
          tabs={[
            { id: 'users', label: t('shell.tabs.users') },
            { id: 'billing', label: t('shell.tabs.billing') },
            { id: 'settings', label: t('shell.tabs.settings') },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          <p>
            <FormattedMessage id="common.kit.sample" />
          </p>
        </Tabs>
      </Specimen>
      <Specimen name="Stepper">
        <Stepper
          label={t('kit.checkout.steps')}
          current={1}
          steps={STEPS.map((id) => ({ id, label: t(id) }))}
        />
      </Specimen>
      <Specimen name="OneTimeCodeInput, ResendCodeButton">
        <OneTimeCodeInput value={code} onChange={setCode} />
        <ResendCodeButton onResend={() => undefined} />
      </Specimen>
      <Specimen name="Skeleton, EmptyState">
        <Skeleton />
        <EmptyState title={t('kit.profiles.list.empty')} />
      </Specimen>
      <Specimen name="CopyButton">
        <div className="kit-row">
          <code>https://portal.example/#/user/new?invitation=abc</code>
          <CopyButton text="https://portal.example/#/user/new?invitation=abc" />
        </div>
      </Specimen>
    </div>
  );
}
