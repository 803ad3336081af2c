import type en from './en-us';

export default {
  'account.passkeys.title': 'Chaves de acesso',
  'account.passkeys.intro':
    'Entre com sua digital, rosto ou bloqueio de tela em vez de uma senha. Uma chave de acesso também conta como segundo fator.',
  'account.passkeys.list': 'Suas chaves de acesso',
  'account.passkeys.empty': 'Você ainda não tem chaves de acesso.',
  'account.passkeys.added': 'Adicionada em {date}.',
  'account.passkeys.lastUsed': 'Usada pela última vez em {date}.',
  'account.passkeys.neverUsed': 'Ainda não usada.',
  'account.passkeys.synced': 'Sincronizada entre seus dispositivos.',
  'account.passkeys.notSynced': 'Guardada em um só dispositivo.',
  'account.passkeys.name': 'Nome da chave de acesso',
  'account.passkeys.nameHint': 'Para diferenciar suas chaves, por exemplo “Notebook do trabalho”.',
  'account.passkeys.add': 'Adicionar uma chave de acesso',
  'account.passkeys.adding': 'Aguardando seu dispositivo…',
  'account.passkeys.addedNotice': 'Chave de acesso “{name}” adicionada.',
  'account.passkeys.cancelled':
    'Nenhuma chave de acesso foi criada: a solicitação foi cancelada ou expirou. Tente de novo quando estiver pronto.',
  'account.passkeys.alreadyOnDevice': 'Este dispositivo já guarda uma das suas chaves de acesso.',
  'account.passkeys.failed':
    'Seu dispositivo não conseguiu criar uma chave de acesso. Tente de novo ou use outro dispositivo.',
  'account.passkeys.unsupported':
    'Este navegador não consegue criar chaves de acesso. Adicione uma em outro navegador ou dispositivo.',
  'account.passkeys.rename': 'Renomear',
  'account.passkeys.renameNamed': 'Renomear {name}',
  'account.passkeys.renameTitle': 'Renomear a chave de acesso',
  'account.passkeys.save': 'Salvar',
  'account.passkeys.saving': 'Salvando…',
  'account.passkeys.renamed': 'Chave de acesso renomeada para “{name}”.',
  'account.passkeys.remove': 'Remover',
  'account.passkeys.removeNamed': 'Remover {name}',
  'account.passkeys.removeTitle': 'Remover esta chave de acesso?',
  'account.passkeys.removeText':
    '“{name}” não vai mais fazer você entrar. Seu dispositivo a mantém até você apagá-la nele.',
  'account.passkeys.removeConfirm': 'Remover chave de acesso',
  'account.passkeys.removed': 'Chave de acesso “{name}” removida.',
} satisfies Record<keyof typeof en, string>;
