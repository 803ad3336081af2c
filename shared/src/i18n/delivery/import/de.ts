import type en from './en-us';

export default {
  'import.image.invalidUrl':
    'Der Bildlink ist keine Webadresse, die mit http:// oder https:// beginnt (ohne Benutzername und Passwort).',
  'import.image.blockedAddress':
    'Diese Adresse kann nicht abgerufen werden: Sie führt in ein privates oder lokales Netzwerk.',
  'import.image.timeout':
    'Das Herunterladen des Bildes hat zu lange gedauert. Prüfen Sie den Link oder laden Sie das Bild selbst hoch.',
  'import.image.tooLarge': 'Das Bild ist größer als 5 MB.',
  'import.image.notAnImage': 'Der Link führt nicht zu einem PNG-, JPEG- oder WebP-Bild.',
  'import.image.httpError':
    'Das Bild konnte nicht heruntergeladen werden: Sein Server hat mit einem Fehler geantwortet.',
  'import.image.unreachable': 'Der Server des Bildes ist nicht erreichbar.',
  'validation.import.empty': 'Fügen Sie mindestens eine Zeile ein.',
  'validation.import.imageUrl': 'Geben Sie das Bild als Webadresse an, die mit https:// beginnt.',
} satisfies Record<keyof typeof en, string>;
