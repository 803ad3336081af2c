import type en from './en-us';

export default {
  'delivery.activity.csv.at': 'Zeitpunkt',
  'delivery.activity.csv.person': 'Ausgeführt von',
  'delivery.activity.csv.email': 'E-Mail-Adresse',
  'delivery.activity.csv.role': 'Rolle',
  'delivery.activity.csv.action': 'Aktion',
  'delivery.activity.csv.actionId': 'Aktionskennung',
  'delivery.activity.action.auth.signedIn': 'Hat sich angemeldet',
  'delivery.activity.action.auth.signInFailed': 'Anmeldung fehlgeschlagen',
  'delivery.activity.action.auth.signedOut': 'Hat sich abgemeldet',
  'delivery.activity.action.auth.handoffCreated': 'Hat das Portal aus der App geöffnet',
  'delivery.activity.action.profile.created': 'Hat ein Benutzerprofil erstellt',
  'delivery.activity.action.profile.updated': 'Hat ein Benutzerprofil bearbeitet',
  'delivery.activity.action.profile.deleted': 'Hat ein Benutzerprofil gelöscht',
  'delivery.activity.action.profiles.bulkDeleted': 'Hat mehrere Benutzerprofile gelöscht',
  'delivery.activity.action.profiles.appLinkTexted': 'Hat den App-Link per SMS gesendet',
  'delivery.activity.action.profiles.exported': 'Hat Benutzerprofile exportiert',
  'delivery.activity.action.profiles.brandKitApplied': 'Hat das Markenpaket auf Profile angewendet',
  'delivery.activity.action.invitationLink.created': 'Hat einen Einladungslink erstellt',
  'delivery.activity.action.invitationLink.deleted': 'Hat einen Einladungslink gelöscht',
  'delivery.activity.action.brandKit.updated': 'Hat das Markenpaket geändert',
  'delivery.activity.action.import.previewed': 'Hat eine Importdatei geprüft',
  'delivery.activity.action.import.applied': 'Hat Benutzerprofile importiert',
  'delivery.activity.action.member.invited': 'Hat ein Teammitglied eingeladen',
  'delivery.activity.action.member.invitationRevoked': 'Hat eine Teameinladung widerrufen',
  'delivery.activity.action.member.joined': 'Ist dem Team beigetreten',
  'delivery.activity.action.member.roleChanged': 'Hat die Rolle eines Teammitglieds geändert',
  'delivery.activity.action.member.removed': 'Hat ein Teammitglied entfernt',
  'delivery.activity.action.member.ownershipTransferred':
    'Hat die Inhaberschaft des Kontos übertragen',
  'delivery.activity.action.billing.planChanged': 'Hat den Tarif geändert',
  'delivery.activity.action.billing.paymentMethodChanged': 'Hat die Zahlungsdaten geändert',
  'delivery.activity.action.billing.renewed': 'Hat das Abonnement verlängert',
  'delivery.activity.action.billing.invoiceEmailsChanged':
    'Hat den Rechnungsversand per E-Mail geändert',
  'delivery.activity.action.billing.contactsChanged': 'Hat die Rechnungskontakte geändert',
  'delivery.activity.action.billing.detailsChanged': 'Hat die Rechnungsdaten geändert',
  'delivery.activity.action.billing.invoiceCorrected':
    'Hat eine Rechnung korrigiert (Gutschrift und korrigierte Rechnung)',
  'delivery.activity.action.billing.portalOpened': 'Hat das Abrechnungsfenster geöffnet',
  'delivery.activity.action.billing.subscriptionCanceled':
    'Hat die Verlängerung des Abonnements beendet',
  'delivery.activity.action.billing.subscriptionResumed':
    'Hat die Verlängerung des Abonnements wieder eingeschaltet',
  'delivery.activity.action.billing.duePaid': 'Hat den fälligen Betrag bezahlt',
  'delivery.activity.action.billing.retentionOfferAccepted':
    'Hat das Angebot zum Bleiben angenommen, statt zu kündigen',
  'delivery.activity.action.billing.taxReviewed':
    'Hat die USt-IdNr. und die berechnete Steuer geprüft',
  'delivery.activity.action.settings.emailChangeRequested':
    'Hat eine Änderung der Anmelde-E-Mail angefordert',
  'delivery.activity.action.settings.emailChanged': 'Hat die Anmelde-E-Mail geändert',
  'delivery.activity.action.settings.passwordChanged': 'Hat das Passwort geändert',
  'delivery.activity.action.settings.phoneChanged': 'Hat die Telefonnummer geändert',
  'delivery.activity.action.settings.phoneVerificationRequested':
    'Hat einen Code zur Bestätigung der Telefonnummer angefordert',
  'delivery.activity.action.settings.phoneVerified': 'Hat die Telefonnummer bestätigt',
  'delivery.activity.action.settings.updated': 'Hat die Einstellungen geändert',
  'delivery.activity.action.account.dataExportRequested':
    'Hat einen Export der Kontodaten angefordert',
  'delivery.activity.action.account.deletionRequested': 'Hat die Löschung des Kontos beantragt',
  'delivery.activity.action.account.deletionUndone':
    'Hat das Konto vor seiner Löschung wiederhergestellt',
  'delivery.activity.action.asset.uploaded': 'Hat eine Datei hochgeladen',
  'delivery.activity.action.security.passkeyAdded': 'Hat einen Passkey hinzugefügt',
  'delivery.activity.action.security.passkeyRenamed': 'Hat einen Passkey umbenannt',
  'delivery.activity.action.security.passkeyRemoved': 'Hat einen Passkey entfernt',
  'delivery.activity.action.security.passkeySetupStarted':
    'Hat begonnen, einen Passkey hinzuzufügen',
  'delivery.activity.action.security.totpSetupStarted':
    'Hat begonnen, eine Authenticator-App einzurichten',
  'delivery.activity.action.security.totpEnabled': 'Hat eine Authenticator-App eingerichtet',
  'delivery.activity.action.security.totpDisabled': 'Hat die Authenticator-App entfernt',
  'delivery.activity.action.security.recoveryCodesRegenerated':
    'Hat neue Wiederherstellungscodes erstellt',
  'delivery.activity.action.security.secondFactorPolicyChanged':
    'Hat geändert, wer einen zweiten Faktor nutzen muss',
  'delivery.activity.action.security.recoveryRequested':
    'Hat die Wiederherstellung eines verlorenen zweiten Faktors angefordert',
  'delivery.activity.action.security.sessionSignedOut': 'Hat eine Sitzung abgemeldet',
  'delivery.activity.action.security.otherSessionsSignedOut': 'Hat sich überall sonst abgemeldet',
  'delivery.activity.action.profile.appSignedOut': 'Hat einen Benutzer aus der App abgemeldet',
  'delivery.activity.action.other': 'Sonstige Änderung',
  'delivery.activity.csv.target': 'Ziel',
  'delivery.activity.csv.changes': 'Änderungen',
  'delivery.activity.csv.ip': 'IP-Adresse',
  'delivery.activity.csv.device': 'Gerät',
} satisfies Record<keyof typeof en, string>;
