import type en from './en-us';

export default {
  'common.fileDrop.choose': 'Scegli un’immagine',
  'common.fileDrop.change': 'Scegli un’altra immagine',
  'common.fileDrop.drop': 'oppure trascinala qui',
  'common.fileDrop.current': 'Immagine attuale',
  'common.fileDrop.none': 'Ancora nessuna immagine',
  'common.stepNav.count': 'Passo {current} di {total}',
} satisfies Record<keyof typeof en, string>;
