import type en from './en-us';

export default {
  'common.fileDrop.choose': 'Bild auswählen',
  'common.fileDrop.change': 'Anderes Bild auswählen',
  'common.fileDrop.drop': 'oder hierher ziehen',
  'common.fileDrop.current': 'Aktuelles Bild',
  'common.fileDrop.none': 'Noch kein Bild',
  'common.stepNav.count': 'Schritt {current} von {total}',
} satisfies Record<keyof typeof en, string>;
