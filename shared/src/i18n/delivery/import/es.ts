import type en from './en-us';

export default {
  'import.image.invalidUrl':
    'El enlace de la imagen no es una dirección web que empiece por http:// o https:// (sin nombre de usuario ni contraseña).',
  'import.image.blockedAddress':
    'Esta dirección no se puede descargar: lleva a una red privada o local.',
  'import.image.timeout':
    'La descarga de la imagen tardó demasiado. Revise el enlace o suba la imagen usted mismo.',
  'import.image.tooLarge': 'La imagen supera los 5 MB.',
  'import.image.notAnImage': 'El enlace no lleva a una imagen PNG, JPEG o WebP.',
  'import.image.httpError': 'No se pudo descargar la imagen: su servidor respondió con un error.',
  'import.image.unreachable': 'No se pudo contactar con el servidor de la imagen.',
  'validation.import.empty': 'Pegue al menos una línea.',
  'validation.import.imageUrl': 'Indique la imagen con una dirección web que empiece por https://',
} satisfies Record<keyof typeof en, string>;
