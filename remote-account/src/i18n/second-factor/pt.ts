import type en from './en-us';

export default {
  'account.secondFactor.title': 'Segundo fator',
  'account.secondFactor.intro':
    'Depois da palavra-passe, um código de uma aplicação de autenticação no seu telemóvel confirma que é você: uma palavra-passe roubada já não basta para abrir a sua conta.',
  'account.secondFactor.required':
    'O proprietário da sua conta exige um segundo fator: configure um para continuar.',
  'account.secondFactor.on':
    'Ativado: a sua aplicação de autenticação confirma os seus inícios de sessão (desde {date}). {count, plural, =0 {Já não tem códigos de recuperação: crie novos.} one {Resta # código de recuperação.} other {Restam # códigos de recuperação.}}',
  'account.secondFactor.off': 'Desativado: inicia sessão só com a palavra-passe.',
  'account.secondFactor.offPasskeys':
    'As suas chaves de acesso confirmam os seus inícios de sessão. Uma aplicação de autenticação também funciona onde não se pode usar uma chave de acesso.',
  'account.secondFactor.setUp': 'Configurar uma aplicação de autenticação',
  'account.secondFactor.setupTitle': 'Configure a sua aplicação de autenticação',
  'account.secondFactor.scan':
    'Leia este código QR com a sua aplicação de autenticação (Google Authenticator, Microsoft Authenticator, 1Password…).',
  'account.secondFactor.qrAlt': 'Código QR para ler com a sua aplicação de autenticação',
  'account.secondFactor.secretIntro':
    'Não consegue lê-lo? Adicione uma conta na aplicação manualmente, com esta chave:',
  'account.secondFactor.copySecret': 'Copiar a chave',
  'account.secondFactor.codeLabel': 'Código da aplicação de autenticação',
  'account.secondFactor.turnOn': 'Ativar',
  'account.secondFactor.codesTitle': 'Os seus códigos de recuperação',
  'account.secondFactor.codesIntro':
    'Guarde-os num lugar seguro: cada um permite iniciar sessão uma vez se perder o telemóvel. Só são mostrados agora.',
  'account.secondFactor.codesFileTitle':
    'Códigos de recuperação Property Video (cada um funciona uma vez)',
  'account.secondFactor.download': 'Transferir',
  'account.secondFactor.saved': 'Já os guardei',
  'account.secondFactor.newCodes': 'Criar novos códigos de recuperação',
  'account.secondFactor.newCodesTitle': 'Criar novos códigos de recuperação?',
  'account.secondFactor.newCodesMessage':
    'Os seus códigos de recuperação atuais deixarão de funcionar. Os novos são mostrados uma única vez.',
  'account.secondFactor.turnOff': 'Desativar',
  'account.secondFactor.turnOffTitle': 'Desativar a aplicação de autenticação?',
  'account.secondFactor.turnOffMessage':
    'Introduza um código da aplicação para confirmar. Os seus códigos de recuperação deixam de funcionar com ela.',
  'account.secondFactor.policyTitle': 'Segundo fator para a sua equipa',
  'account.secondFactor.policyLegend': 'Quem tem de usar um segundo fator',
  'account.secondFactor.policyHint':
    'Um membro que tenha de o usar e não o tenha é levado a configurá-lo no próximo início de sessão, antes de tudo o resto no portal.',
  'account.secondFactor.policy.off': 'Ninguém é obrigado',
  'account.secondFactor.policy.billing':
    'Quem controla a faturação (você e os membros de Faturação)',
  'account.secondFactor.policy.everyone': 'Todos na conta',
  'account.secondFactor.policySave': 'Guardar',
  'account.secondFactor.policySaved': 'Regra do segundo fator guardada.',
  'account.secondFactor.setupPageTitle': 'Configure um segundo fator',
  'account.secondFactor.setupPageIntro':
    'O proprietário da sua conta exige um segundo fator para usar o portal. Configure uma aplicação de autenticação ou uma chave de acesso: o portal abre assim que estiver feito.',
} satisfies Record<keyof typeof en, string>;
