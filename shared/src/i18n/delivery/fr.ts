import billing from './billing/fr';
import activity from './activity/fr';
import importImage from './import/fr';
import type en from './en-us';
import sessions from './sessions/fr';
import billingDetails from './billing-details/fr';
import invoiceCorrections from './invoice-corrections/fr';
import cancellation from './cancellation/fr';
import dataExport from './data-export/fr';
import accountDeletion from './account-deletion/fr';
export default {
  'delivery.sms.loginCode':
    'Votre code Property Video est {code}. Il expire dans 10 minutes. Ne le partagez jamais.',
  'delivery.sms.phoneProofCode':
    'Property Video : {code} est votre code pour vérifier ce numéro et vous connecter à votre compte avec lui. Il expire dans 10 minutes. Ne le partagez jamais.',
  'delivery.mail.greeting': 'Bonjour {name},',
  'delivery.mail.signature': 'L’équipe Property Video',
  'delivery.mail.recovery.subject':
    'Définissez un nouveau mot de passe pour votre compte Property Video',
  'delivery.mail.recovery.body':
    'Quelqu’un a demandé à définir un nouveau mot de passe pour le compte du Portail Client associé à cette adresse. Le lien ci-dessous est valable 60 minutes et ne fonctionne qu’une fois.',
  'delivery.mail.recovery.action': 'Définir un nouveau mot de passe',
  'delivery.mail.recovery.ignore':
    'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
  'delivery.mail.passwordChanged.subject':
    'Le mot de passe de votre compte Property Video a été modifié',
  'delivery.mail.passwordChanged.body':
    'Le mot de passe de votre compte du Portail Client vient d’être modifié, et toutes les autres sessions ont été déconnectées.',
  'delivery.mail.passwordChanged.notYou':
    'Si ce n’était pas vous, définissez immédiatement un nouveau mot de passe depuis la page de connexion et écrivez à {support}.',
  'delivery.notice.recoverySent':
    'Si un compte utilise cette adresse, nous lui avons envoyé un lien pour définir un nouveau mot de passe. Le lien est valable 60 minutes.',
  'delivery.notice.passwordReset':
    'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
  'delivery.mail.emailCode.subject':
    'Votre code pour confirmer votre nouvelle adresse e-mail : {code}',
  'delivery.mail.emailCode.body':
    'Saisissez ce code dans le Portail Client pour faire de cette adresse l’e-mail de connexion de votre compte Property Video : {code}. Il expire dans 10 minutes. Ne le partagez jamais.',
  'delivery.mail.emailCode.ignore':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change.',
  'delivery.mail.emailChanged.subject':
    'L’adresse e-mail de votre compte Property Video a été modifiée',
  'delivery.mail.emailChanged.body':
    'L’e-mail de connexion de votre compte du Portail Client vient de passer de cette adresse à {newEmail}. Les messages concernant le compte sont désormais envoyés à la nouvelle adresse.',
  'delivery.mail.emailChanged.notYou': 'Si ce n’était pas vous, écrivez immédiatement à {support}.',
  'delivery.notice.passwordChanged':
    'Votre mot de passe a été modifié. Toutes les autres sessions ont été déconnectées.',
  'delivery.sms.appLink':
    'Property Video : votre société a configuré l’application pour vous. Installez-la depuis l’App Store ({appStore}) ou Google Play ({googlePlay}), puis connectez-vous avec ce numéro : {phone}.',
  'delivery.error.appDeactivated':
    'Votre accès à l’application a pris fin : l’abonnement de votre société n’est plus actif. Contactez votre administrateur.',
  'delivery.error.appProfileDeleted':
    'Votre profil a été supprimé par votre société : cette application ne peut plus l’utiliser. Contactez votre administrateur.',
  'delivery.error.appLinkTooSoon':
    'Le lien de l’application vient d’être envoyé à cet utilisateur. Attendez 10 minutes avant de le renvoyer.',
  'delivery.error.appLinkTooMany':
    'Ce compte peut envoyer {allowance} liens vers l’application par jour ; il en reste {left} pour l’instant. Rien n’a été envoyé : sélectionnez moins d’utilisateurs ou réessayez plus tard.',
  'delivery.error.selectionChanged':
    'La sélection compte maintenant {found} utilisateurs, et non les {count} que vous avez confirmés : rien n’a été fait. Vérifiez la liste et réessayez.',
  'delivery.error.tooManyCodesFromAddress':
    'Trop de codes ont été demandés depuis votre connexion. Réessayez plus tard.',
  'delivery.error.tooManyTextsToNumber':
    'Trop de messages ont été envoyés à ce numéro. Réessayez plus tard.',
  'delivery.error.tooManyTextsFromAccount':
    'Trop de SMS ont été envoyés pour ce compte. Réessayez plus tard.',
  'delivery.error.tooManyVatChecks':
    'Trop de numéros de TVA ont été vérifiés depuis votre connexion. Réessayez plus tard.',
  'delivery.error.appChooseProfile':
    'Ce numéro est enregistré auprès de plusieurs sociétés. Choisissez la société avec laquelle vous connecter.',
  'delivery.error.phoneAmbiguous':
    'Ce numéro figure sur plusieurs comptes : il ne peut donc pas vous connecter. Connectez-vous avec votre e-mail, puis vérifiez le numéro dans les Paramètres du compte qu’il doit ouvrir.',
  'delivery.error.phoneProvenElsewhere':
    'Un autre compte a déjà vérifié ce numéro. Un numéro ne permet de se connecter qu’à un seul compte.',
  'delivery.error.recoveryLinkUsed':
    'Ce lien de mot de passe a déjà été utilisé : chaque lien ne fonctionne qu’une fois. Demandez-en un nouveau si vous devez encore changer votre mot de passe.',
  'delivery.error.recoveryLinkExpired':
    'Ce lien de mot de passe a expiré : les liens sont valables 60 minutes. Demandez-en un nouveau.',
  'delivery.error.claimInvalid':
    'Ce lien vers votre abonnement n’est plus valable : il a déjà servi, il a expiré ou il est incomplet. Connectez-vous si vous avez déjà repris l’abonnement, ou contactez le support.',
  'delivery.error.uploadNotAllowed':
    'L’envoi d’images nécessite un abonnement avec des profils. Choisissez une formule, puis ajoutez votre logo et votre photo.',
  'delivery.error.uploadQuota':
    'Vous avez déjà {maxFiles} images (ou {maxMb} Mo) qu’aucun profil n’utilise encore. Utilisez-les dans un profil, ou réessayez demain : les images inutilisées sont supprimées après un jour.',
  'delivery.error.bodyTooDeep': 'Le corps de la requête est imbriqué trop profondément.',
  // Importing agents from a spreadsheet (issue 36 §2): refusals and failed rows' reasons.
  'delivery.error.importTooLarge':
    'Le fichier dépasse 5 Mo. Divisez-le en fichiers plus petits et importez-les un par un.',
  'delivery.error.importTooManyRows':
    'Le fichier compte plus de {max} lignes. Divisez-le en fichiers plus petits et importez-les un par un.',
  'delivery.error.importUnreadable':
    'Impossible de lire ce fichier : envoyez un fichier CSV ou Excel (.xlsx) dont la première ligne contient les en-têtes des colonnes.',
  'delivery.error.importApplied':
    'Cette importation a déjà été appliquée : elle ne peut plus être modifiée.',
  'delivery.error.seatsExceeded':
    '{count} nouveaux utilisateurs ne tiennent pas dans les {free} places libres de votre abonnement. Ajoutez des utilisateurs à l’abonnement ou retirez des lignes, puis réessayez.',
  'delivery.import.reason': 'Motif',
  'delivery.import.duplicate':
    'Même téléphone de connexion qu’à la ligne {line} : seule cette ligne est importée.',
  'delivery.import.noSeat': 'Il ne restait aucune place libre pour cet utilisateur.',
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
