import type en from './en-us';

export default {
  'auth.secondFactor.title': 'Confirme que é você',
  'auth.secondFactor.introTotp':
    'Introduza o código de 6 dígitos que a sua aplicação de autenticação mostra agora.',
  'auth.secondFactor.introRecovery':
    'Introduza um dos códigos de recuperação que guardou ao configurar o seu segundo fator. Cada código funciona uma vez.',
  'auth.secondFactor.introPasskey':
    'Confirme com a sua chave de acesso para concluir o início de sessão.',
  'auth.secondFactor.codeLabel': 'Código da aplicação de autenticação',
  'auth.secondFactor.recoveryLabel': 'Código de recuperação',
  'auth.secondFactor.recoveryHint': 'Dez letras e algarismos, por exemplo abcde-12345',
  'auth.secondFactor.submit': 'Continuar',
  'auth.secondFactor.submitting': 'A verificar…',
  'auth.secondFactor.attemptsLeft':
    '{count, plural, one {Resta # tentativa.} other {Restam # tentativas.}}',
  'auth.secondFactor.useRecovery': 'Usar antes um código de recuperação',
  'auth.secondFactor.useApp': 'Usar antes a aplicação de autenticação',
  'auth.secondFactor.lost': 'Perdeu o acesso ao seu segundo fator?',
  'auth.secondFactor.lostTitle': 'Consulte o seu e-mail',
  'auth.secondFactor.lostSent':
    'Enviámos uma ligação de recuperação para o endereço de e-mail com que inicia sessão.',
  'auth.secondFactor.lostNext':
    'Abra-a para confirmar: após um período de espera, durante o qual o proprietário da conta é avisado, o seu segundo fator é removido e pode iniciar sessão só com a palavra-passe e depois configurar um novo.',
  'auth.secondFactor.backToLogin': 'Voltar ao início de sessão',
} satisfies Record<keyof typeof en, string>;
