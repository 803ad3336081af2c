import type en from './en-us';

export default {
  'delivery.activity.csv.at': 'Data e ora',
  'delivery.activity.csv.person': 'Persona',
  'delivery.activity.csv.email': 'Indirizzo e-mail',
  'delivery.activity.csv.role': 'Ruolo',
  'delivery.activity.csv.action': 'Azione',
  'delivery.activity.csv.actionId': 'Codice dell’azione',
  'delivery.activity.action.auth.signedIn': 'Ha effettuato l’accesso',
  'delivery.activity.action.auth.signInFailed': 'Accesso non riuscito',
  'delivery.activity.action.auth.signedOut': 'Ha effettuato l’uscita',
  'delivery.activity.action.auth.handoffCreated': 'Ha aperto il portale dall’app',
  'delivery.activity.action.profile.created': 'Ha creato un profilo utente',
  'delivery.activity.action.profile.updated': 'Ha modificato un profilo utente',
  'delivery.activity.action.profile.deleted': 'Ha eliminato un profilo utente',
  'delivery.activity.action.profiles.bulkDeleted': 'Ha eliminato più profili utente',
  'delivery.activity.action.profiles.appLinkTexted': 'Ha inviato il link dell’app via SMS',
  'delivery.activity.action.profiles.exported': 'Ha esportato profili utente',
  'delivery.activity.action.profiles.brandKitApplied': 'Ha applicato il brand kit ai profili',
  'delivery.activity.action.invitationLink.created': 'Ha creato un link di invito',
  'delivery.activity.action.invitationLink.deleted': 'Ha eliminato un link di invito',
  'delivery.activity.action.brandKit.updated': 'Ha modificato il brand kit',
  'delivery.activity.action.import.previewed': 'Ha controllato un file da importare',
  'delivery.activity.action.import.applied': 'Ha importato profili utente',
  'delivery.activity.action.member.invited': 'Ha invitato un membro del team',
  'delivery.activity.action.member.invitationRevoked': 'Ha revocato un invito al team',
  'delivery.activity.action.member.joined': 'È entrato nel team',
  'delivery.activity.action.member.roleChanged': 'Ha cambiato il ruolo di un membro del team',
  'delivery.activity.action.member.removed': 'Ha rimosso un membro del team',
  'delivery.activity.action.member.ownershipTransferred': 'Ha trasferito la proprietà dell’account',
  'delivery.activity.action.billing.planChanged': 'Ha cambiato piano',
  'delivery.activity.action.billing.paymentMethodChanged': 'Ha modificato i dati di pagamento',
  'delivery.activity.action.billing.renewed': 'Ha rinnovato l’abbonamento',
  'delivery.activity.action.billing.invoiceEmailsChanged':
    'Ha modificato l’invio delle fatture via e-mail',
  'delivery.activity.action.billing.contactsChanged': 'Ha modificato i contatti di fatturazione',
  'delivery.activity.action.billing.detailsChanged': 'Ha modificato i dati di fatturazione',
  'delivery.activity.action.billing.invoiceCorrected':
    'Ha corretto una fattura (nota di credito e fattura rettificata)',
  'delivery.activity.action.billing.portalOpened': 'Ha aperto la finestra di fatturazione',
  'delivery.activity.action.billing.subscriptionCanceled':
    'Ha disattivato il rinnovo dell’abbonamento',
  'delivery.activity.action.billing.subscriptionResumed':
    'Ha riattivato il rinnovo dell’abbonamento',
  'delivery.activity.action.billing.duePaid': 'Ha pagato l’importo dovuto',
  'delivery.activity.action.billing.retentionOfferAccepted':
    'Ha accettato l’offerta per restare invece di disdire',
  'delivery.activity.action.billing.taxReviewed':
    'Ha verificato la partita IVA e l’imposta addebitata',
  'delivery.activity.action.settings.emailChangeRequested':
    'Ha chiesto di cambiare l’e-mail di accesso',
  'delivery.activity.action.settings.emailChanged': 'Ha cambiato l’e-mail di accesso',
  'delivery.activity.action.settings.passwordChanged': 'Ha cambiato la password',
  'delivery.activity.action.settings.phoneChanged': 'Ha cambiato il numero di telefono',
  'delivery.activity.action.settings.phoneVerificationRequested':
    'Ha chiesto un codice per verificare il numero di telefono',
  'delivery.activity.action.settings.phoneVerified': 'Ha verificato il numero di telefono',
  'delivery.activity.action.settings.updated': 'Ha modificato le impostazioni',
  'delivery.activity.action.account.dataExportRequested':
    'Ha richiesto un’esportazione dei dati dell’account',
  'delivery.activity.action.account.deletionRequested': 'Ha chiesto l’eliminazione dell’account',
  'delivery.activity.action.account.deletionUndone':
    'Ha ripristinato l’account prima dell’eliminazione',
  'delivery.activity.action.asset.uploaded': 'Ha caricato un file',
  'delivery.activity.action.security.passkeyAdded': 'Ha aggiunto una passkey',
  'delivery.activity.action.security.passkeyRenamed': 'Ha rinominato una passkey',
  'delivery.activity.action.security.passkeyRemoved': 'Ha rimosso una passkey',
  'delivery.activity.action.security.passkeySetupStarted': 'Ha iniziato ad aggiungere una passkey',
  'delivery.activity.action.security.totpSetupStarted':
    'Ha iniziato a configurare un’app di autenticazione',
  'delivery.activity.action.security.totpEnabled': 'Ha attivato un’app di autenticazione',
  'delivery.activity.action.security.totpDisabled': 'Ha disattivato l’app di autenticazione',
  'delivery.activity.action.security.recoveryCodesRegenerated':
    'Ha generato nuovi codici di recupero',
  'delivery.activity.action.security.secondFactorPolicyChanged':
    'Ha cambiato chi deve usare un secondo fattore',
  'delivery.activity.action.security.recoveryRequested':
    'Ha chiesto di recuperare un secondo fattore perso',
  'delivery.activity.action.security.sessionSignedOut': 'Ha chiuso una sessione',
  'delivery.activity.action.security.otherSessionsSignedOut':
    'Ha chiuso la sessione su tutti gli altri dispositivi',
  'delivery.activity.action.profile.appSignedOut': 'Ha disconnesso un utente dall’app',
  'delivery.activity.action.other': 'Altra modifica',
  'delivery.activity.csv.target': 'Oggetto',
  'delivery.activity.csv.changes': 'Modifiche',
  'delivery.activity.csv.ip': 'Indirizzo IP',
  'delivery.activity.csv.device': 'Dispositivo',
} satisfies Record<keyof typeof en, string>;
