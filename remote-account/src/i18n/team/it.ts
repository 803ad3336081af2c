import type en from './en-us';

export default {
  'account.team.title': 'Il tuo team',
  'account.team.intro':
    'Le persone che gestiscono questo account con te, ognuna con il proprio accesso. Non occupano posti del tuo piano: contano solo gli agenti.',
  'account.team.name': 'Nome',
  'account.team.role': 'Ruolo',
  'account.team.lastSignIn': 'Ultimo accesso',
  'account.team.actions': 'Azioni',
  'account.team.you': '(tu)',
  'account.team.never': 'Mai effettuato l’accesso',
  'account.team.roleOf': 'Ruolo di {name}',
  'account.team.role.owner': 'Proprietario',
  'account.team.role.admin': 'Amministratore',
  'account.team.role.billing': 'Fatturazione',
  'account.team.role.viewer': 'Lettore',
  'account.team.roleHint.admin':
    'Utenti, kit del marchio, inviti e importazioni, e il registro attività; non la fatturazione, non il team.',
  'account.team.roleHint.billing':
    'La scheda fatturazione, le fatture, i dati di pagamento e le e-mail delle fatture; non gli utenti.',
  'account.team.roleHint.viewer':
    'Consulta la scheda utenti e il riepilogo della fatturazione; non modifica nulla.',
  'account.team.remove': 'Rimuovi',
  'account.team.removeNamed': 'Rimuovi {name}',
  'account.team.removeTitle': 'Rimuovere {name} dal team?',
  'account.team.removeText':
    '{name} ({email}) non potrà più accedere a questo account e le sue sessioni aperte terminano subito.',
  'account.team.removeConfirm': 'Rimuovi dal team',
  'account.team.removed': '{name} è stato rimosso dal team.',
  'account.team.changeTitle': 'Cambiare il ruolo di {name}?',
  'account.team.changeText': '{name} diventa {role}: {rights}',
  'account.team.changeConfirm': 'Cambia il ruolo',
  'account.team.changed': '{name} ora è {role}.',
  'account.team.invite.title': 'Invita un membro',
  'account.team.invite.email': 'La sua e-mail',
  'account.team.invite.role': 'Ruolo',
  'account.team.invite.submit': 'Invia l’invito',
  'account.team.invite.submitting': 'Invio…',
  'account.team.invite.sent': 'Invito inviato a {email}. Il link funziona una volta, per 7 giorni.',
  'account.team.pending.title': 'Inviti in attesa',
  'account.team.pending.empty': 'Nessun invito in attesa di risposta.',
  'account.team.pending.expires': 'valido fino al {date}',
  'account.team.pending.revoke': 'Revoca',
  'account.team.pending.revokeNamed': 'Revoca l’invito di {email}',
  'account.team.pending.revoked': 'L’invito di {email} è stato revocato: il link non funziona più.',
  'account.team.transfer': 'Rendi proprietario',
  'account.team.transferNamed': 'Rendi {name} proprietario',
  'account.team.transferTitle': 'Rendere {name} proprietario?',
  'account.team.transferText':
    '{name} ({email}) diventa il proprietario: l’accesso dell’account, la fatturazione e il team passano a questa persona. Tu resti nel team come amministratore, con la tua e-mail e la tua password. Entrambi venite disconnessi e accedete di nuovo.',
  'account.team.transferPassword': 'La tua password',
  'account.team.transferConfirm': 'Trasferisci la proprietà',
  'account.team.transferring': 'Trasferimento…',
  'account.team.transferredTitle': 'Proprietà trasferita',
  'account.team.transferred':
    '{name} ora è il proprietario di questo account. Accedi di nuovo con la tua e-mail e la tua password: sei amministratore del team.',
  'account.team.signInAgain': 'Accedi di nuovo',
} satisfies Record<keyof typeof en, string>;
