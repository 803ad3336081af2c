import type en from './en-us';

export default {
  'account.secondFactor.title': 'Zweiter Faktor',
  'account.secondFactor.intro':
    'Nach Ihrem Passwort bestätigt ein Code aus einer Authenticator-App auf Ihrem Telefon, dass Sie es sind: Ein gestohlenes Passwort allein öffnet Ihr Konto nicht mehr.',
  'account.secondFactor.required':
    'Der Inhaber Ihres Kontos verlangt einen zweiten Faktor: Richten Sie einen ein, um fortzufahren.',
  'account.secondFactor.on':
    'Aktiv: Ihre Authenticator-App bestätigt Ihre Anmeldungen (seit {date}). {count, plural, =0 {Keine Wiederherstellungscodes mehr: Erstellen Sie neue.} one {Noch # Wiederherstellungscode.} other {Noch # Wiederherstellungscodes.}}',
  'account.secondFactor.off': 'Aus: Sie melden sich nur mit Ihrem Passwort an.',
  'account.secondFactor.offPasskeys':
    'Ihre Passkeys bestätigen Ihre Anmeldungen. Eine Authenticator-App funktioniert auch dort, wo kein Passkey genutzt werden kann.',
  'account.secondFactor.setUp': 'Authenticator-App einrichten',
  'account.secondFactor.setupTitle': 'Richten Sie Ihre Authenticator-App ein',
  'account.secondFactor.scan':
    'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App (Google Authenticator, Microsoft Authenticator, 1Password…).',
  'account.secondFactor.qrAlt': 'QR-Code zum Scannen mit Ihrer Authenticator-App',
  'account.secondFactor.secretIntro':
    'Scannen klappt nicht? Legen Sie das Konto in der App von Hand an, mit diesem Schlüssel:',
  'account.secondFactor.copySecret': 'Schlüssel kopieren',
  'account.secondFactor.codeLabel': 'Code aus Ihrer Authenticator-App',
  'account.secondFactor.turnOn': 'Einschalten',
  'account.secondFactor.codesTitle': 'Ihre Wiederherstellungscodes',
  'account.secondFactor.codesIntro':
    'Bewahren Sie sie sicher auf: Jeder meldet Sie einmal an, wenn Sie Ihr Telefon verlieren. Sie werden nur jetzt angezeigt.',
  'account.secondFactor.codesFileTitle':
    'Property Video Wiederherstellungscodes (jeder gilt einmal)',
  'account.secondFactor.download': 'Herunterladen',
  'account.secondFactor.saved': 'Ich habe sie gespeichert',
  'account.secondFactor.newCodes': 'Neue Wiederherstellungscodes erstellen',
  'account.secondFactor.newCodesTitle': 'Neue Wiederherstellungscodes erstellen?',
  'account.secondFactor.newCodesMessage':
    'Ihre bisherigen Wiederherstellungscodes funktionieren dann nicht mehr. Die neuen werden einmal angezeigt.',
  'account.secondFactor.turnOff': 'Ausschalten',
  'account.secondFactor.turnOffTitle': 'Authenticator-App ausschalten?',
  'account.secondFactor.turnOffMessage':
    'Geben Sie zur Bestätigung einen Code aus der App ein. Ihre Wiederherstellungscodes werden damit ungültig.',
  'account.secondFactor.policyTitle': 'Zweiter Faktor für Ihr Team',
  'account.secondFactor.policyLegend': 'Wer einen zweiten Faktor nutzen muss',
  'account.secondFactor.policyHint':
    'Ein Mitglied, das einen braucht und keinen hat, richtet ihn bei der nächsten Anmeldung ein, bevor es etwas anderes im Portal tun kann.',
  'account.secondFactor.policy.off': 'Niemand ist dazu verpflichtet',
  'account.secondFactor.policy.billing':
    'Wer die Abrechnung verwaltet (Sie und Mitglieder mit der Rolle Abrechnung)',
  'account.secondFactor.policy.everyone': 'Alle im Konto',
  'account.secondFactor.policySave': 'Speichern',
  'account.secondFactor.policySaved': 'Regel für den zweiten Faktor gespeichert.',
  'account.secondFactor.setupPageTitle': 'Zweiten Faktor einrichten',
  'account.secondFactor.setupPageIntro':
    'Der Inhaber Ihres Kontos verlangt einen zweiten Faktor für das Portal. Richten Sie eine Authenticator-App oder einen Passkey ein: Das Portal öffnet sich, sobald das erledigt ist.',
} satisfies Record<keyof typeof en, string>;
