import billing from './billing/en-us';
import activity from './activity/en-us';
import importImage from './import/en-us';
import sessions from './sessions/en-us';
import billingDetails from './billing-details/en-us';
import invoiceCorrections from './invoice-corrections/en-us';
import cancellation from './cancellation/en-us';
import dataExport from './data-export/en-us';
import accountDeletion from './account-deletion/en-us';

/**
 * Texts the API sends: e-mails, text messages and the answers of the recovery calls; with the
 * billing engine's (invoices, notices, the billing portal, the receipt).
 */
export default {
  'delivery.sms.loginCode':
    'Your Property Video code is {code}. It expires in 10 minutes. Never share it.',
  'delivery.sms.phoneProofCode':
    'Property Video: {code} is your code to verify this number for signing in to your account. It expires in 10 minutes. Never share it.',
  'delivery.mail.greeting': 'Hello {name},',
  'delivery.mail.signature': 'The Property Video team',
  'delivery.mail.recovery.subject': 'Set a new password for your Property Video account',
  'delivery.mail.recovery.body':
    'Someone asked to set a new password for the Client Portal account of this address. The link below is valid for 60 minutes and works only once.',
  'delivery.mail.recovery.action': 'Set a new password',
  'delivery.mail.recovery.ignore':
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  'delivery.mail.passwordChanged.subject': 'Your Property Video password was changed',
  'delivery.mail.passwordChanged.body':
    'The password of your Client Portal account was just changed, and every other session was signed out.',
  'delivery.mail.passwordChanged.notYou':
    'If this was not you, set a new password at once from the sign-in page and write to {support}.',
  'delivery.notice.recoverySent':
    'If an account uses this address, we have sent it a link to set a new password. The link is valid for 60 minutes.',
  'delivery.notice.passwordReset': 'Your password has been changed. Sign in with the new one.',
  'delivery.mail.emailCode.subject': 'Your code to confirm your new e-mail: {code}',
  'delivery.mail.emailCode.body':
    'Enter this code in the Client Portal to make this address the sign-in e-mail of your Property Video account: {code}. It expires in 10 minutes. Never share it.',
  'delivery.mail.emailCode.ignore':
    'If you did not ask for this, ignore this e-mail: nothing changes.',
  'delivery.mail.emailChanged.subject': 'The e-mail of your Property Video account was changed',
  'delivery.mail.emailChanged.body':
    'The sign-in e-mail of your Client Portal account was just changed from this address to {newEmail}. Messages about the account now go to the new address.',
  'delivery.mail.emailChanged.notYou': 'If this was not you, write to {support} at once.',
  'delivery.notice.passwordChanged':
    'Your password has been changed. Every other session was signed out.',
  'delivery.sms.appLink':
    'Property Video: your company set up the app for you. Install it from the App Store ({appStore}) or Google Play ({googlePlay}), then sign in with this number: {phone}.',
  'delivery.error.appDeactivated':
    'Your access to the app has ended: your company’s subscription is no longer active. Contact your administrator.',
  'delivery.error.appProfileDeleted':
    'Your profile was removed by your company: this app can no longer be used with it. Contact your administrator.',
  'delivery.error.appLinkTooSoon':
    'The app link was just sent to this user. Wait 10 minutes before sending it again.',
  'delivery.error.appLinkTooMany':
    'This account can send {allowance} app links a day; {left} are left for now. Nothing was sent: select fewer users or try again later.',
  'delivery.error.selectionChanged':
    'The selection now holds {found} users, not the {count} you confirmed: nothing was done. Check the list and try again.',
  'delivery.error.tooManyCodesFromAddress':
    'Too many codes were requested from your connection. Try again later.',
  'delivery.error.tooManyTextsToNumber':
    'Too many messages were sent to this number. Try again later.',
  'delivery.error.tooManyTextsFromAccount':
    'Too many text messages were sent for this account. Try again later.',
  'delivery.error.tooManyVatChecks':
    'Too many VAT numbers were checked from your connection. Try again later.',
  'delivery.error.appChooseProfile':
    'This number is registered with more than one company. Choose the company to sign in to.',
  'delivery.error.phoneAmbiguous':
    'This number is on more than one account, so it cannot sign you in. Sign in with your e-mail, then verify the number in the Settings of the account it should open.',
  'delivery.error.phoneProvenElsewhere':
    'Another account has already verified this number. A number signs in to one account only.',
  'delivery.error.recoveryLinkUsed':
    'This password link was already used: each link works once. Ask for a new one if you still need to change your password.',
  'delivery.error.recoveryLinkExpired':
    'This password link has expired: links work for 60 minutes. Ask for a new one.',
  'delivery.error.claimInvalid':
    'This link to your subscription is no longer valid: it was used, it expired or it is incomplete. Sign in if you already took the subscription over, or contact support.',
  'delivery.error.uploadNotAllowed':
    'Uploading images needs a subscription with profiles. Choose a plan, then add your logo and photo.',
  'delivery.error.uploadQuota':
    'You already have {maxFiles} images (or {maxMb} MB) that no profile uses yet. Use them in a profile, or upload again tomorrow: unused images are removed after a day.',
  'delivery.error.bodyTooDeep': 'The request body is nested too deeply.',
  // Importing agents from a spreadsheet (issue 36 §2): refusals and failed rows' reasons.
  'delivery.error.importTooLarge':
    'The file is larger than 5 MB. Split it into smaller files and import each one.',
  'delivery.error.importTooManyRows':
    'The file has more than {max} rows. Split it into smaller files and import each one.',
  'delivery.error.importUnreadable':
    'This file could not be read: upload a CSV or Excel (.xlsx) file whose first row holds the column headers.',
  'delivery.error.importApplied':
    'This import has already been applied: it can no longer be changed.',
  'delivery.error.seatsExceeded':
    '{count} new users do not fit the {free} free seats of your plan. Add users to the plan, or remove rows, then try again.',
  'delivery.import.reason': 'Reason',
  'delivery.import.duplicate': 'Same login phone as line {line}: only that line is imported.',
  'delivery.import.noSeat': 'No free seat was left for this user.',
  ...billing,
  ...importImage,
  ...activity,
  ...sessions,
  ...billingDetails,
  ...invoiceCorrections,
  ...cancellation,
  ...dataExport,
  ...accountDeletion,
};
