/** The second-factor card's texts (issue 38), part of the account remote's catalogue (../../i18n). */
export default {
  'account.secondFactor.title': 'Second factor',
  'account.secondFactor.intro':
    'After your password, a code from an authenticator app on your phone confirms it is you: a stolen password alone no longer opens your account.',
  'account.secondFactor.required':
    'Your account’s owner requires a second factor: set one up to continue.',
  'account.secondFactor.on':
    'On: your authenticator app confirms your sign-ins (since {date}). {count, plural, =0 {No recovery codes left: make new ones.} one {# recovery code left.} other {# recovery codes left.}}',
  'account.secondFactor.off': 'Off: you sign in with your password alone.',
  'account.secondFactor.offPasskeys':
    'Your passkeys confirm your sign-ins. An authenticator app also works where a passkey cannot be used.',
  'account.secondFactor.setUp': 'Set up an authenticator app',
  'account.secondFactor.setupTitle': 'Set up your authenticator app',
  'account.secondFactor.scan':
    'Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).',
  'account.secondFactor.qrAlt': 'QR code to scan with your authenticator app',
  'account.secondFactor.secretIntro':
    'Cannot scan it? Add an account in the app by hand, with this key:',
  'account.secondFactor.copySecret': 'Copy the key',
  'account.secondFactor.codeLabel': 'Code from your authenticator app',
  'account.secondFactor.turnOn': 'Turn on',
  'account.secondFactor.codesTitle': 'Your recovery codes',
  'account.secondFactor.codesIntro':
    'Keep them somewhere safe: each one signs you in once if you lose your phone. They are shown only now.',
  'account.secondFactor.codesFileTitle': 'Property Video recovery codes (each works once)',
  'account.secondFactor.download': 'Download',
  'account.secondFactor.saved': 'I saved them',
  'account.secondFactor.newCodes': 'Make new recovery codes',
  'account.secondFactor.newCodesTitle': 'Make new recovery codes?',
  'account.secondFactor.newCodesMessage':
    'Your current recovery codes will stop working. The new ones are shown once.',
  'account.secondFactor.turnOff': 'Turn off',
  'account.secondFactor.turnOffTitle': 'Turn off the authenticator app?',
  'account.secondFactor.turnOffMessage':
    'Enter a code from the app to confirm. Your recovery codes stop working with it.',
  'account.secondFactor.policyTitle': 'Second factor for your team',
  'account.secondFactor.policyLegend': 'Who must use a second factor',
  'account.secondFactor.policyHint':
    'A member who must and has none is taken to set one up at their next sign-in, before anything else in the portal.',
  'account.secondFactor.policy.off': 'Nobody is required to',
  'account.secondFactor.policy.billing': 'Those who control billing (you and Billing members)',
  'account.secondFactor.policy.everyone': 'Everyone in the account',
  'account.secondFactor.policySave': 'Save',
  'account.secondFactor.policySaved': 'Second factor rule saved.',
  'account.secondFactor.setupPageTitle': 'Set up a second factor',
  'account.secondFactor.setupPageIntro':
    'Your account’s owner requires a second factor to use the portal. Set up an authenticator app or a passkey: the portal opens as soon as it is done.',
};
