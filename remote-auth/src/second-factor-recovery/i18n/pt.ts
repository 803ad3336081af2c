import type en from './en-us';

export default {
  'auth.secondFactorRecovery.title': 'Segundo fator perdido',
  'auth.secondFactorRecovery.noToken':
    'Esta página abre-se a partir da ligação de recuperação no seu e-mail. Para obter uma, inicie sessão e escolha «Perdeu o acesso ao seu segundo fator?».',
  'auth.secondFactorRecovery.intro':
    'Confirme para remover o seu segundo fator após um período de espera. Para sua segurança, o proprietário da conta é avisado, e só poderá iniciar sessão apenas com a palavra-passe quando o período terminar.',
  'auth.secondFactorRecovery.confirm': 'Remover o meu segundo fator após o período de espera',
  'auth.secondFactorRecovery.doneTitle': 'Recuperação iniciada',
  'auth.secondFactorRecovery.doneWhen':
    'O seu segundo fator será removido em {date}. A partir daí, inicie sessão com a palavra-passe e configure um novo.',
  'auth.secondFactorRecovery.ownerTold':
    'O proprietário da conta foi avisado, e você também, por e-mail.',
  'auth.secondFactorRecovery.cancel':
    'Encontrou o telemóvel ou os códigos de recuperação? Inicie sessão com eles: isso cancela a recuperação.',
} satisfies Record<keyof typeof en, string>;
