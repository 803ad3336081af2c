import type en from './en-us';

export default {
  'delivery.members.role.owner': 'Proprietario',
  'delivery.members.role.admin': 'Amministratore',
  'delivery.members.role.billing': 'Fatturazione',
  'delivery.members.role.viewer': 'Lettore',
  'delivery.members.forbidden.admin':
    'Un membro Amministratore non può farlo: la fatturazione e il team spettano al proprietario. Chiedi al proprietario dell’account.',
  'delivery.members.forbidden.billing':
    'Un membro Fatturazione non può farlo: è fuori dalla fatturazione. Chiedi al proprietario dell’account.',
  'delivery.members.forbidden.viewer':
    'Un membro Lettore può consultare ma non modificare nulla. Chiedi al proprietario dell’account.',
  'delivery.members.error.ownerFixed':
    'Il proprietario dell’account non può essere rimosso né cambiare ruolo.',
  'delivery.members.error.alreadyMember': 'Questa persona fa già parte del team.',
  'delivery.members.error.ownershipEmailTaken':
    'L’e-mail di questo membro è già l’accesso del proprietario di un altro account, quindi non può diventare quello di questo account. Chiedigli prima di cambiare l’e-mail di quell’account.',
  'delivery.members.error.invitationInvalid':
    'Questo link di invito non è valido. Chiedine uno nuovo al proprietario dell’account.',
  'delivery.members.error.invitationUsed':
    'Questo invito è già stato usato. Accedi con la tua e-mail e la tua password.',
  'delivery.members.error.invitationExpired':
    'Questo invito è scaduto. Chiedine uno nuovo al proprietario dell’account.',
  'delivery.members.error.invitationRevoked':
    'Questo invito è stato ritirato. Chiedi al proprietario dell’account se devi ancora unirti al team.',
  'delivery.members.error.identityTaken':
    'Questo accesso Google o Apple è già usato da un altro accesso al portale. Scegli un altro modo per unirti, oppure accedi con l’accesso a cui appartiene.',
  'delivery.members.error.phoneTaken':
    'Questo numero è già usato da un’altra persona per accedere al portale. Scegli un altro modo per unirti.',
  'delivery.members.error.ownershipNeedsPassword':
    'Questo membro accede senza password. Chiedigli di impostarne una («Password dimenticata?» nella pagina di accesso) prima che diventi il proprietario dell’account.',
  'delivery.mail.memberInvite.subject': '{inviter} ti invita nel team di {account}',
  'delivery.mail.memberInvite.body':
    '{inviter} ti invita a gestire {account} nel Client Portal di Property Video, con il ruolo {role}. Il link qui sotto è valido 7 giorni e funziona una sola volta.',
  'delivery.mail.memberInvite.action': 'Unisciti al team',
  'delivery.mail.memberInvite.ignore':
    'Se non te lo aspettavi, ignora questa e-mail: non succede nulla senza di te.',
} satisfies Record<keyof typeof en, string>;
