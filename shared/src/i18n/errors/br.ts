import type en from './en-us';
export default {
  'errors.unknown': 'Erro desconhecido',
  'errors.identifiersNotRecognized': 'Identificadores não reconhecidos',
  'errors.notAllowed': 'Você não tem permissão para entrar no Portal do Cliente',
  'errors.formInvalid': 'Erro(s) detectado(s), verifique os campos do formulário.',
  'errors.emailTaken': 'Já existe uma conta com este e-mail. Faça login.',
  'errors.tooManyAttempts': 'Muitas tentativas sem sucesso. Tente novamente em alguns minutos.',
  'errors.sessionExpired': 'Sua sessão expirou. Faça login novamente.',
  'errors.notFound': 'Não encontrado.',
  'errors.bodyTooLarge': 'A solicitação é grande demais.',
  'errors.malformedJson': 'O corpo da solicitação não é um JSON válido.',
  'errors.server': 'Algo deu errado do nosso lado. Tente novamente.',
  'errors.tooManyRequests': 'Muitas solicitações. Aguarde um momento e tente novamente.',
  'errors.fieldTooLong': 'Este valor é longo demais.',
  'errors.invalidCharacters': 'Este valor contém um caractere não permitido.',
} satisfies Record<keyof typeof en, string>;
