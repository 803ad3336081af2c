/** What the API sends for data-export (issue 39): e-mails and answers. */
export default {
  'delivery.dataExport.mail.subject': 'A sua exportação de dados está pronta',
  'delivery.dataExport.mail.body':
    'A exportação dos dados da sua conta que pediu está pronta: um ficheiro ZIP com os seus perfis, as respetivas imagens, o kit de marca, as faturas, a equipa e o registo de atividade.',
  'delivery.dataExport.mail.action': 'Transferir os meus dados',
  'delivery.dataExport.mail.expires':
    'A ligação abre o portal, onde inicia sessão como proprietário da conta para transferir o ficheiro. Funciona até {date}.',
  'delivery.dataExport.mail.notYou':
    'Se não pediu esta exportação, altere a sua palavra-passe e escreva-nos.',
  'delivery.dataExport.members.email': 'E-mail',
  'delivery.dataExport.members.firstName': 'Nome próprio',
  'delivery.dataExport.members.lastName': 'Apelido',
  'delivery.dataExport.members.role': 'Função',
  'delivery.dataExport.members.lastSignIn': 'Último início de sessão',
  'delivery.dataExport.error.expired':
    'Esta ligação de transferência expirou. Peça uma nova exportação nas definições.',
  'delivery.dataExport.error.notReady': 'Esta exportação ainda está a ser preparada.',
} satisfies Record<string, string>;
