/** The account remote's data-export texts (issue 39), part of its catalogue (../../i18n). */
export default {
  'account.dataExport.title': 'Exportar meus dados',
  'account.dataExport.intro':
    'Receba uma cópia dos dados da sua conta em um único arquivo ZIP: seus perfis (CSV e JSON) com as imagens deles, o kit de marca, suas faturas e notas de crédito em PDF, sua equipe e o registro de atividades. Preparamos tudo em segundo plano e enviamos por e-mail um link, válido por {days} dias, que só você pode usar depois de entrar.',
  'account.dataExport.start': 'Exportar meus dados',
  'account.dataExport.preparing': 'Preparando sua exportação…',
  'account.dataExport.progress': '{done, number} de {total, number} itens concluídos',
  'account.dataExport.ready':
    'Sua exportação de {date} está pronta. Enviamos por e-mail um link para baixá-la; ele funciona até {expires}.',
  'account.dataExport.expired':
    'O link da sua última exportação expirou. Exporte seus dados de novo para receber um novo link.',
  'account.dataExport.failed': 'Não foi possível preparar sua exportação. Tente novamente.',
  'account.dataExport.download': 'Baixar meus dados',
  'account.dataExport.downloading': 'Baixando…',
  'account.dataExport.downloaded': '{filename} baixado.',
} satisfies Record<string, string>;
