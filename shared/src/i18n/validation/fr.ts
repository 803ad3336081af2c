import type en from './en-us';
export default {
  'validation.firstName.required': 'Le prénom est obligatoire.',
  'validation.firstName.max': 'Le prénom doit faire moins de 255 caractères.',
  'validation.lastName.required': 'Le nom est obligatoire.',
  'validation.lastName.max': 'Le nom doit faire moins de 255 caractères.',
  'validation.email.required': "L'e-mail est obligatoire.",
  'validation.email.format': "L'e-mail doit comporter du texte de part et d'autre du signe @.",
  'validation.email.max': "L'e-mail doit faire au plus 39 caractères.",
  'validation.password.required': 'Le mot de passe est obligatoire.',
  'validation.password.min': 'Le mot de passe doit faire au moins 8 caractères.',
  'validation.password.digit': 'Le mot de passe doit contenir au moins un chiffre.',
  'validation.confirmPassword.mismatch': 'Les mots de passe doivent être identiques.',
  'validation.phone.required': 'Le téléphone est obligatoire.',
  'validation.phone.max': 'Le téléphone doit faire au plus 18 caractères.',
  'validation.phone.plus': 'Le téléphone doit commencer par un signe plus (+).',
  'validation.phone.chars':
    'Le téléphone ne peut contenir que des chiffres, espaces, parenthèses, tirets et +.',
  'validation.origin.required': "Le secteur d'activité est obligatoire.",
  'validation.phone.invalid': 'Veuillez saisir un numéro de téléphone valide.',
  'validation.code.format': 'Saisissez le code à 6 chiffres.',
  'validation.company.required': 'Le nom de la société est obligatoire.',
  'validation.company.max': 'Le nom de la société doit faire au plus 26 caractères.',
  'validation.company.slash': 'Le nom de la société ne peut pas contenir de barre oblique (/).',
  'validation.profileName.max': 'Le nom doit faire au plus 26 caractères.',
  'validation.profileName.slash': 'Le nom ne peut pas contenir de barre oblique (/).',
  'validation.fullName.required': 'Le nom complet est obligatoire.',
  'validation.fullName.max': 'Le nom complet doit faire au plus 26 caractères.',
  'validation.website.format': 'Saisissez une adresse web comme www.exemple.fr.',
  'validation.website.max': 'Le site web doit faire au plus 39 caractères.',
  'validation.extraLine.max': 'La ligne supplémentaire doit faire au plus 64 caractères.',
  'validation.description.max': 'La demande doit faire au plus 2000 caractères.',
  'validation.language.required': 'Choisissez la langue des vidéos.',
  'validation.franchise.invalid': 'Choisissez un thème de franchise dans la liste.',
  'validation.color.format': 'Saisissez une couleur : # suivi de 6 chiffres hexadécimaux.',
  'validation.theme.invalid': 'Choisissez le thème Noir ou Blanc.',
  'validation.brandKit.locked':
    'Le kit de marque de votre entreprise fixe ce champ ; demandez à un administrateur de le modifier.',
  'validation.brandKit.lockUnset':
    'Donnez une valeur à ce champ dans le kit de marque avant de le verrouiller.',
  'validation.logo.required': 'Ajoutez un logo ou choisissez « Pas de logo ».',
  'validation.photo.required':
    'Ajoutez une photo de profil ou choisissez « Pas de photo de profil ».',
  'validation.image.type': "Type d'image non accepté : utilisez une image PNG, JPEG ou WebP.",
  'validation.image.tooLarge': "L'image dépasse 10 Mo.",
  'validation.image.tooManyPixels': "L'image est trop grande : 8000 × 8000 pixels au maximum.",
  'validation.image.unreadable':
    "L'image n'a pas pu être lue : le fichier est peut-être endommagé.",
  'validation.image.logoTooSmall':
    "Qualité d'image trop faible : un logo doit faire au moins 200 × 200 pixels.",
  'validation.image.photoTooSmall':
    "Qualité d'image trop faible : une photo de profil doit faire au moins 300 × 300 pixels.",
  'validation.image.hashMismatch': "L'image est arrivée endommagée : ajoutez-la à nouveau.",
  'validation.invitation.expires': "Choisissez une date d'expiration.",
  'validation.invitation.expiresPast': "La date d'expiration doit être dans le futur.",
  'validation.invitation.expiresMax': 'Un lien est valable un an au maximum.',
  'validation.newEmail.same': 'La nouvelle adresse e-mail est celle que vous utilisez déjà.',
  'validation.newPassword.same': 'Le nouveau mot de passe doit être différent de l’actuel.',
  'validation.totpCode':
    'Saisissez les 6 chiffres affichés par votre application d’authentification.',
  'validation.recoveryCode':
    'Saisissez un code de secours de 10 lettres et chiffres, comme abcde-12345.',
} satisfies Record<keyof typeof en, string>;
