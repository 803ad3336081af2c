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
  'errors.notFound': 'Não encontrado.',
  'errors.bodyTooLarge': 'O pedido é demasiado grande.',
  'errors.malformedJson': 'O corpo do pedido não é JSON válido.',
  'errors.server': 'Ocorreu um erro do nosso lado. Tente novamente.',
  'errors.tooManyRequests': 'Demasiados pedidos. Aguarde um momento e tente novamente.',
  'errors.fieldTooLong': 'Este valor é demasiado longo.',
  'errors.invalidCharacters': 'Este valor contém um carácter não permitido.',
} satisfies Record<keyof typeof en, string>;
