import type en from './en-us';
export default {
  'errors.unknown': 'Erro desconhecido',
  'errors.identifiersNotRecognized': 'Identificadores não reconhecidos',
  'errors.notAllowed': 'Não tem permissão para entrar no Portal do Cliente',
  'errors.formInvalid': 'Erro(s) detetado(s), verifique os campos do formulário.',
  'errors.emailTaken': 'Já existe uma conta com este e-mail. Inicie sessão.',
  'errors.tooManyAttempts':
    'Demasiadas tentativas falhadas. Tente novamente dentro de alguns minutos.',
  'errors.sessionExpired': 'A sua sessão expirou. Inicie sessão novamente.',
  'errors.membershipEnded':
    'Já não faz parte da equipa desta conta. Peça ao proprietário que o convide novamente.',
  'errors.notFound': 'Não encontrado.',
  'errors.bodyTooLarge': 'O pedido é demasiado grande.',
  'errors.malformedJson': 'O corpo do pedido não é JSON válido.',
  'errors.server': 'Ocorreu um erro do nosso lado. Tente novamente.',
  'errors.tooManyRequests': 'Demasiados pedidos. Aguarde um momento e tente novamente.',
  'errors.phoneNotFound': 'Número de telefone não encontrado',
  'errors.codeInvalid': 'Este código não está correto.',
  'errors.codeExpired': 'Este código expirou ou foi tentado demasiadas vezes. Peça um novo código.',
  'errors.resendTooSoon':
    'Acabou de ser enviado um código. Aguarde alguns segundos antes de pedir outro.',
  'errors.tooManyCodeRequests':
    'Foram pedidos demasiados códigos para este número. Tente novamente daqui a uma hora.',
  'errors.tooManyRecoveryRequests':
    'Demasiados pedidos de recuperação. Tente novamente mais tarde.',
  'errors.recoveryLinkInvalid':
    'Esta ligação de recuperação é inválida, expirou ou já foi usada. Peça uma nova.',
  'errors.socialStateInvalid':
    'Esta tentativa de início de sessão expirou ou já foi usada. Comece de novo.',
  'errors.socialRejected':
    'Não foi possível verificar a resposta do fornecedor de início de sessão. Tente novamente.',
  'errors.socialNotLinked':
    'Nenhuma conta corresponde a este início de sessão. Inicie sessão com o seu e-mail e palavra-passe, ou crie uma conta.',
  'errors.methodUnavailable': 'Este método de início de sessão não está disponível.',
  'errors.deliveryFailed':
    'Não foi possível enviar a mensagem. Tente novamente dentro de momentos.',
  'errors.maxUsers': 'Número máximo de utilizadores atingido: contacte o administrador.',
  'errors.invitationInvalid': 'Link de convite inválido: contacte o seu administrador.',
  'errors.phoneTaken': 'Este número de telemóvel já tem um perfil.',
  'errors.imageRejected': 'A imagem foi recusada.',
  'errors.fieldTooLong': 'Este valor é demasiado longo.',
  'errors.invalidCharacters': 'Este valor contém um carácter não permitido.',
  'errors.passwordWrong': 'A palavra-passe não está correta.',
  'errors.currentEmailWrong': 'Este não é o e-mail da sua conta.',
  'errors.newEmailTaken': 'Outra conta já utiliza este e-mail.',
  'errors.codeTooManyTries':
    'Demasiados códigos errados: este código já não funciona. Peça um novo código.',
  'errors.tooManyEmailCodes':
    'Foram pedidos demasiados códigos para este endereço. Tente novamente daqui a uma hora.',
  'errors.handoffInvalid':
    'Esta ligação da aplicação expirou ou já foi usada. Abra novamente a página a partir da aplicação.',
} satisfies Record<keyof typeof en, string>;
