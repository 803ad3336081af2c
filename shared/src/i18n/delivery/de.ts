import billing from './billing/de';
import activity from './activity/de';
import importImage from './import/de';
import type en from './en-us';
import sessions from './sessions/de';
import billingDetails from './billing-details/de';
import invoiceCorrections from './invoice-corrections/de';
import cancellation from './cancellation/de';
import dataExport from './data-export/de';
import accountDeletion from './account-deletion/de';
export default {
  'delivery.sms.loginCode':
    'Ihr Property-Video-Code lautet {code}. Er läuft in 10 Minuten ab. Geben Sie ihn niemals weiter.',
  'delivery.sms.phoneProofCode':
    'Property Video: {code} ist Ihr Code, um diese Nummer für die Anmeldung bei Ihrem Konto zu bestätigen. Er läuft in 10 Minuten ab. Geben Sie ihn niemals weiter.',
  'delivery.mail.greeting': 'Hallo {name},',
  'delivery.mail.signature': 'Ihr Property-Video-Team',
  'delivery.mail.recovery.subject':
    'Legen Sie ein neues Passwort für Ihr Property-Video-Konto fest',
  'delivery.mail.recovery.body':
    'Jemand hat ein neues Passwort für das Kundenportal-Konto dieser Adresse angefordert. Der Link unten ist 60 Minuten gültig und funktioniert nur einmal.',
  'delivery.mail.recovery.action': 'Neues Passwort festlegen',
  'delivery.mail.recovery.ignore':
    'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  'delivery.mail.passwordChanged.subject':
    'Das Passwort Ihres Property-Video-Kontos wurde geändert',
  'delivery.mail.passwordChanged.body':
    'Das Passwort Ihres Kundenportal-Kontos wurde soeben geändert, und alle anderen Sitzungen wurden abgemeldet.',
  'delivery.mail.passwordChanged.notYou':
    'Wenn Sie das nicht waren, legen Sie sofort auf der Anmeldeseite ein neues Passwort fest und schreiben Sie an {support}.',
  'delivery.notice.recoverySent':
    'Wenn ein Konto diese Adresse verwendet, haben wir ihm einen Link zum Festlegen eines neuen Passworts gesendet. Der Link ist 60 Minuten gültig.',
  'delivery.notice.passwordReset': 'Ihr Passwort wurde geändert. Melden Sie sich mit dem neuen an.',
  'delivery.mail.emailCode.subject': 'Ihr Code zur Bestätigung Ihrer neuen E-Mail-Adresse: {code}',
  'delivery.mail.emailCode.body':
    'Geben Sie diesen Code im Kundenportal ein, um diese Adresse zur Anmelde-E-Mail Ihres Property-Video-Kontos zu machen: {code}. Er läuft in 10 Minuten ab. Geben Sie ihn niemals weiter.',
  'delivery.mail.emailCode.ignore':
    'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
  'delivery.mail.emailChanged.subject':
    'Die E-Mail-Adresse Ihres Property-Video-Kontos wurde geändert',
  'delivery.mail.emailChanged.body':
    'Die Anmelde-E-Mail Ihres Kundenportal-Kontos wurde soeben von dieser Adresse auf {newEmail} geändert. Nachrichten zum Konto gehen jetzt an die neue Adresse.',
  'delivery.mail.emailChanged.notYou':
    'Wenn Sie das nicht waren, schreiben Sie sofort an {support}.',
  'delivery.notice.passwordChanged':
    'Ihr Passwort wurde geändert. Alle anderen Sitzungen wurden abgemeldet.',
  'delivery.sms.appLink':
    'Property Video: Ihr Unternehmen hat die App für Sie eingerichtet. Installieren Sie sie aus dem App Store ({appStore}) oder von Google Play ({googlePlay}) und melden Sie sich mit dieser Nummer an: {phone}.',
  'delivery.error.appDeactivated':
    'Ihr Zugang zur App ist beendet: Das Abonnement Ihres Unternehmens ist nicht mehr aktiv. Wenden Sie sich an Ihren Administrator.',
  'delivery.error.appProfileDeleted':
    'Ihr Profil wurde von Ihrem Unternehmen gelöscht: Diese App kann es nicht mehr verwenden. Wenden Sie sich an Ihren Administrator.',
  'delivery.error.appLinkTooSoon':
    'Der App-Link wurde gerade an diesen Benutzer gesendet. Warten Sie 10 Minuten, bevor Sie ihn erneut senden.',
  'delivery.error.appLinkTooMany':
    'Dieses Konto kann {allowance} App-Links pro Tag senden; derzeit sind noch {left} übrig. Es wurde nichts gesendet: Wählen Sie weniger Benutzer aus oder versuchen Sie es später erneut.',
  'delivery.error.selectionChanged':
    'Die Auswahl umfasst jetzt {found} Benutzer, nicht die {count}, die Sie bestätigt haben: Es wurde nichts geändert. Prüfen Sie die Liste und versuchen Sie es erneut.',
  'delivery.error.tooManyCodesFromAddress':
    'Von Ihrer Verbindung wurden zu viele Codes angefordert. Versuchen Sie es später erneut.',
  'delivery.error.tooManyTextsToNumber':
    'An diese Nummer wurden zu viele Nachrichten gesendet. Versuchen Sie es später erneut.',
  'delivery.error.tooManyTextsFromAccount':
    'Für dieses Konto wurden zu viele Textnachrichten gesendet. Versuchen Sie es später erneut.',
  'delivery.error.tooManyVatChecks':
    'Von Ihrer Verbindung wurden zu viele Umsatzsteuer-Identifikationsnummern geprüft. Versuchen Sie es später erneut.',
  'delivery.error.appChooseProfile':
    'Diese Nummer ist bei mehr als einem Unternehmen registriert. Wählen Sie das Unternehmen, bei dem Sie sich anmelden möchten.',
  'delivery.error.phoneAmbiguous':
    'Diese Nummer gehört zu mehreren Konten und kann Sie deshalb nicht anmelden. Melden Sie sich mit Ihrer E-Mail-Adresse an und bestätigen Sie die Nummer dann in den Einstellungen des Kontos, das sie öffnen soll.',
  'delivery.error.phoneProvenElsewhere':
    'Ein anderes Konto hat diese Nummer bereits bestätigt. Mit einer Nummer meldet man sich nur bei einem Konto an.',
  'delivery.error.recoveryLinkUsed':
    'Dieser Passwort-Link wurde bereits verwendet: Jeder Link funktioniert nur einmal. Fordern Sie einen neuen an, wenn Sie Ihr Passwort noch ändern möchten.',
  'delivery.error.recoveryLinkExpired':
    'Dieser Passwort-Link ist abgelaufen: Links gelten 60 Minuten. Fordern Sie einen neuen an.',
  'delivery.error.claimInvalid':
    'Dieser Link zu Ihrem Abonnement ist nicht mehr gültig: Er wurde bereits verwendet, ist abgelaufen oder unvollständig. Melden Sie sich an, wenn Sie das Abonnement schon übernommen haben, oder wenden Sie sich an den Support.',
  'delivery.error.uploadNotAllowed':
    'Zum Hochladen von Bildern brauchen Sie ein Abonnement mit Profilen. Wählen Sie einen Tarif und fügen Sie dann Ihr Logo und Ihr Foto hinzu.',
  'delivery.error.uploadQuota':
    'Sie haben bereits {maxFiles} Bilder (oder {maxMb} MB), die noch kein Profil verwendet. Verwenden Sie sie in einem Profil oder laden Sie morgen erneut hoch: Unbenutzte Bilder werden nach einem Tag gelöscht.',
  'delivery.error.bodyTooDeep': 'Der Inhalt der Anfrage ist zu tief verschachtelt.',
  // Importing agents from a spreadsheet (issue 36 §2): refusals and failed rows' reasons.
  'delivery.error.importTooLarge':
    'Die Datei ist größer als 5 MB. Teilen Sie sie in kleinere Dateien auf und importieren Sie jede einzeln.',
  'delivery.error.importTooManyRows':
    'Die Datei hat mehr als {max} Zeilen. Teilen Sie sie in kleinere Dateien auf und importieren Sie jede einzeln.',
  'delivery.error.importUnreadable':
    'Diese Datei konnte nicht gelesen werden: Laden Sie eine CSV- oder Excel-Datei (.xlsx) hoch, deren erste Zeile die Spaltenüberschriften enthält.',
  'delivery.error.importApplied':
    'Dieser Import wurde bereits ausgeführt und kann nicht mehr geändert werden.',
  'delivery.error.seatsExceeded':
    '{count} neue Benutzer passen nicht in die {free} freien Plätze Ihres Tarifs. Fügen Sie dem Tarif Benutzer hinzu oder entfernen Sie Zeilen und versuchen Sie es erneut.',
  'delivery.import.reason': 'Grund',
  'delivery.import.duplicate':
    'Gleiches Anmeldetelefon wie in Zeile {line}: Nur diese Zeile wird importiert.',
  'delivery.import.noSeat': 'Für diesen Benutzer war kein freier Platz mehr übrig.',
  ...billing,
  ...importImage,
  ...activity,
  ...sessions,
  ...billingDetails,
  ...invoiceCorrections,
  ...cancellation,
  ...dataExport,
  ...accountDeletion,
} satisfies Record<keyof typeof en, string>;
