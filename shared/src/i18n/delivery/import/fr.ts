import type en from './en-us';

export default {
  'import.image.invalidUrl':
    'Le lien de l’image n’est pas une adresse web commençant par http:// ou https:// (sans nom d’utilisateur ni mot de passe).',
  'import.image.blockedAddress':
    'Cette adresse ne peut pas être téléchargée : elle mène à un réseau privé ou local.',
  'import.image.timeout':
    'Le téléchargement de l’image a pris trop de temps. Vérifiez le lien, ou téléversez l’image vous-même.',
  'import.image.tooLarge': 'L’image dépasse 5 Mo.',
  'import.image.notAnImage': 'Le lien ne mène pas à une image PNG, JPEG ou WebP.',
  'import.image.httpError':
    'L’image n’a pas pu être téléchargée : son serveur a répondu par une erreur.',
  'import.image.unreachable': 'Le serveur de l’image est injoignable.',
  'validation.import.empty': 'Collez au moins une ligne.',
  'validation.import.imageUrl': 'Indiquez l’image par une adresse web commençant par https://',
} satisfies Record<keyof typeof en, string>;
