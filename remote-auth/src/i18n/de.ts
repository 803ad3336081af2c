import type en from './en-us';
export default {
  'auth.login.intro': 'Verwalten Sie Ihre Benutzer, Abrechnung und Einstellungen.',
  'auth.login.submit': 'Anmelden',
  'auth.login.submitting': 'Anmeldung läuft…',
  'auth.login.forgot': 'Passwort vergessen?',
  'auth.login.noAccount': 'Neu bei Property Video?',
  'auth.login.createAccount': 'Konto erstellen',
  'auth.login.subscribe': 'Abonnieren',
  'auth.field.email': 'E-Mail',
  'auth.field.password': 'Passwort',
  'auth.field.firstName': 'Vorname',
  'auth.field.lastName': 'Nachname',
  'auth.field.phone': 'Telefon',
  'auth.field.phoneHint': 'Internationales Format, beginnend mit +, zum Beispiel +49 30 1234567',
  'auth.field.confirmPassword': 'Passwort bestätigen',
  'auth.field.industry': 'Branche',
  'auth.field.company': 'Firma',
  'auth.origin.realty': 'Immobilien',
  'auth.origin.auto': 'Automobil',
  'auth.createAccount.title': 'Konto erstellen',
  'auth.createAccount.intro':
    'Ihr Konto öffnet das Kundenportal, sobald ihm ein bezahltes Abonnement zugeordnet ist.',
  'auth.createAccount.submit': 'Konto erstellen',
  'auth.createAccount.submitting': 'Konto wird erstellt…',
  'auth.createAccount.haveAccount': 'Sie haben bereits ein Konto?',
  'auth.createAccount.logIn': 'Anmelden',
  'auth.createAccount.createdLoginFailed':
    'Ihr Konto wurde erstellt, aber die automatische Anmeldung ist fehlgeschlagen: {message}',
  'auth.createAccount.claimed':
    'Ihr Abonnement für {users, plural, one {# Benutzer} other {# Benutzer}} ist bezahlt. Wählen Sie ein Passwort, um Ihr Konto zu eröffnen.',
  'auth.createAccount.claimExists':
    'Es gibt bereits ein Konto mit {email}. Melden Sie sich dort an, um Ihr Abonnement für {users, plural, one {# Benutzer} other {# Benutzer}} hinzuzufügen.',
  'auth.createAccount.claimForgot':
    'Wenn Sie dessen Passwort nicht kennen, legen Sie über „Passwort vergessen?“ ein neues fest und öffnen Sie diesen Link dann erneut.',
  'auth.createAccount.claimSignIn': 'Anmelden und Abonnement hinzufügen',
  'auth.forgot.title': 'Passwort vergessen?',
  'auth.recover.title': 'Neues Passwort festlegen',
  'auth.backToLogin': 'Zurück zur Anmeldung',
  'auth.signedIn.title': 'Sie sind angemeldet',
  'auth.signedIn.as': 'Angemeldet als {email}',
  'auth.signedIn.logout': 'Abmelden',
  'auth.login.methods': 'Anmeldemethode',
  'auth.login.tabEmail': 'Mit Passwort',
  'auth.login.tabPhone': 'Telefon',
  'auth.login.or': 'oder',
  'auth.login.passwordReset': 'Ihr Passwort wurde geändert. Melden Sie sich mit dem neuen an.',
  'auth.login.claim':
    'Melden Sie sich mit E-Mail-Adresse und Passwort an, um Ihr bezahltes Abonnement Ihrem Konto hinzuzufügen.',
  'auth.social.google': 'Weiter mit Google',
  'auth.social.apple': 'Weiter mit Apple',
  'auth.social.error': 'Fehler beim Starten der Anmeldung mit {provider}',
  'auth.social.signingIn': 'Sie werden angemeldet…',
  'auth.phone.field': 'Handynummer',
  'auth.phone.hint': 'Internationales Format mit +, zum Beispiel +49 1512 3456789',
  'auth.phone.channel': 'Code senden per',
  'auth.phone.channelSms': 'SMS',
  'auth.phone.channelWhatsapp': 'WhatsApp',
  'auth.phone.send': 'Code senden',
  'auth.phone.sending': 'Wird gesendet…',
  'auth.phone.codeTitle': 'Code eingeben',
  'auth.phone.sentSms':
    'Wir haben einen 6-stelligen Code per SMS an {phone} gesendet. Er ist 10 Minuten gültig.',
  'auth.phone.sentWhatsapp':
    'Wir haben einen 6-stelligen Code per WhatsApp an {phone} gesendet. Er ist 10 Minuten gültig.',
  'auth.phone.submit': 'Anmelden',
  'auth.phone.submitting': 'Anmeldung…',
  'auth.phone.attemptsLeft': '{count, plural, one {noch # Versuch} other {noch # Versuche}}',
  'auth.phone.lastTry': 'Letzter Versuch: Prüfen Sie den Code und drücken Sie dann „Anmelden“.',
  'auth.phone.changeNumber': 'Andere Nummer verwenden',
  'auth.notAllowed.next':
    'Um das Portal zu öffnen, schließen Sie mit dieser E-Mail ein Abonnement ab oder wenden Sie sich an den Support.',
  'auth.notAllowed.subscribe': 'Mit dieser E-Mail abonnieren',
  'auth.notAllowed.contact': 'Support kontaktieren',
  'auth.forgot.intro':
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein: Wir senden Ihnen einen Link zum Festlegen eines neuen Passworts.',
  'auth.forgot.submit': 'Link senden',
  'auth.forgot.submitting': 'Wird gesendet…',
  'auth.recover.intro':
    'Wählen Sie ein neues Passwort. Alle Sitzungen Ihres Kontos werden abgemeldet.',
  'auth.recover.password': 'Neues Passwort',
  'auth.recover.confirm': 'Neues Passwort wiederholen',
  'auth.recover.submit': 'Neues Passwort festlegen',
  'auth.recover.submitting': 'Wird gespeichert…',
  'auth.recover.noToken':
    'Diese Seite öffnet sich über den Link in der Wiederherstellungs-E-Mail. Fordern Sie einen neuen Link an, wenn Ihrer nicht mehr funktioniert.',
  'auth.recover.askAgain': 'Neuen Link anfordern',
  // Passkeys (issue 38): the login page and the second-factor step.
  'auth.passkey.signIn': 'Mit einem Passkey anmelden',
  'auth.passkey.signingIn': 'Anmeldung mit Ihrem Passkey…',
  'auth.passkey.unavailable':
    'Passkeys sind in diesem Browser oder dieser App nicht verfügbar: Melden Sie sich mit E-Mail, Telefon oder einer anderen Methode an.',
  'auth.passkey.cancelled':
    'Es wurde kein Passkey verwendet (die Anfrage wurde abgebrochen oder ist abgelaufen). Versuchen Sie es erneut oder wählen Sie eine andere Methode.',
  'auth.passkey.useForFactor': 'Passkey verwenden',
  'auth.passkey.checking': 'Ihr Passkey wird geprüft…',
  // The owner's sign-in to an account being deleted (issue 39): the undo.
  'auth.restore.title': 'Dieses Konto wird gelöscht',
  'auth.restore.text':
    'Seine Daten werden am {date} gelöscht. Stellen Sie es wieder her, um es weiter zu nutzen; das Abonnement bleibt gekündigt.',
  'auth.restore.submit': 'Mein Konto wiederherstellen',
  'auth.restore.submitting': 'Wird wiederhergestellt…',
  'auth.restore.back': 'Zurück zur Anmeldung',
} satisfies Record<keyof typeof en, string>;
