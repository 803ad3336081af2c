import type en from './en-us';
export default {
  'errors.unknown': 'Erro desconhecido',
  'errors.identifiersNotRecognized': 'Identificadores não reconhecidos',
  'errors.notAllowed': 'Você não tem permissão para entrar no Portal do Cliente',
  'errors.formInvalid': 'Erro(s) detectado(s), verifique os campos do formulário.',
  'errors.emailTaken': 'Já existe uma conta com este e-mail. Faça login.',
  'errors.tooManyAttempts': 'Muitas tentativas sem sucesso. Tente novamente em alguns minutos.',
  'errors.sessionExpired': 'Sua sessão expirou. Faça login novamente.',
  'errors.membershipEnded':
    'Você não faz mais parte da equipe desta conta. Peça ao proprietário que convide você novamente.',
  'errors.notFound': 'Não encontrado.',
  'errors.bodyTooLarge': 'A solicitação é grande demais.',
  'errors.malformedJson': 'O corpo da solicitação não é um JSON válido.',
  'errors.server': 'Algo deu errado do nosso lado. Tente novamente.',
  'errors.tooManyRequests': 'Muitas solicitações. Aguarde um momento e tente novamente.',
  'errors.phoneNotFound': 'Número de telefone não encontrado',
  'errors.codeInvalid': 'Este código não está correto.',
  'errors.codeExpired': 'Este código expirou ou foi testado vezes demais. Peça um novo código.',
  'errors.resendTooSoon':
    'Um código acabou de ser enviado. Aguarde alguns segundos antes de pedir outro.',
  'errors.tooManyCodeRequests':
    'Foram pedidos códigos demais para este número. Tente de novo daqui a uma hora.',
  'errors.tooManyRecoveryRequests': 'Pedidos de recuperação demais. Tente de novo mais tarde.',
  'errors.recoveryLinkInvalid':
    'Este link de recuperação é inválido, expirou ou já foi usado. Peça um novo.',
  'errors.socialStateInvalid': 'Esta tentativa de login expirou ou já foi usada. Comece de novo.',
  'errors.socialRejected':
    'Não foi possível verificar a resposta do provedor de login. Tente de novo.',
  'errors.socialNotLinked':
    'Nenhuma conta corresponde a este login. Entre com seu e-mail e senha, ou crie uma conta.',
  'errors.methodUnavailable': 'Este método de login não está disponível.',
  'errors.deliveryFailed': 'Não foi possível enviar a mensagem. Tente de novo em instantes.',
  'errors.maxUsers': 'Número máximo de usuários atingido: entre em contato com o administrador.',
  'errors.invitationInvalid': 'Link de convite inválido: entre em contato com seu administrador.',
  'errors.phoneTaken': 'Este número de celular já tem um perfil.',
  'errors.imageRejected': 'A imagem foi recusada.',
  'errors.fieldTooLong': 'Este valor é longo demais.',
  'errors.invalidCharacters': 'Este valor contém um caractere não permitido.',
  'errors.passwordWrong': 'A senha não está correta.',
  'errors.currentEmailWrong': 'Este não é o e-mail da sua conta.',
  'errors.newEmailTaken': 'Outra conta já usa este e-mail.',
  'errors.codeTooManyTries':
    'Códigos errados demais: este código não funciona mais. Peça um novo código.',
  'errors.tooManyEmailCodes':
    'Foram pedidos códigos demais para este endereço. Tente de novo daqui a uma hora.',
  'errors.handoffInvalid':
    'Este link do aplicativo expirou ou já foi usado. Abra a página de novo pelo aplicativo.',
} satisfies Record<keyof typeof en, string>;
