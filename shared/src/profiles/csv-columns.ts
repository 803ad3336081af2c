import type { Locale } from '../i18n/locales';

/**
 * The columns of a profiles spreadsheet (issue 36): the export writes them, the import template
 * lists them and the import matches a file's headers to them in any of the seven languages. Each
 * column is a field of the profile create request (shared/validation/profile.ts), so a row goes
 * through the same schema as the wizard. An exported file imported again changes nothing: the
 * pictures' columns stay empty in an export (empty: keep the profile's own, or the brand kit's).
 */
export const PROFILE_CSV_COLUMNS = [
  'loginPhoneNumber',
  'name',
  'outroFullName',
  'outroPhoneNumber',
  'outroEmail',
  'outroWebsite',
  'outroExtraInfo',
  'designFullName',
  'designPhoneNumber',
  'designLanguage',
  'groupConfiguration',
  'theme',
  'color_primary',
  'color_secondary',
  'logoUrl',
  'photoUrl',
] as const;
export type ProfileCsvColumn = (typeof PROFILE_CSV_COLUMNS)[number];

/** A file's header row in each language (a spreadsheet is content, not the page's interface). */
export const PROFILE_CSV_HEADERS: Record<Locale, Record<ProfileCsvColumn, string>> = {
  'en-us': {
    loginPhoneNumber: 'Login phone',
    name: 'Company',
    outroFullName: 'Name on the outro',
    outroPhoneNumber: 'Phone on the outro',
    outroEmail: 'E-mail',
    outroWebsite: 'Website',
    outroExtraInfo: 'Extra line',
    designFullName: 'Name on the video',
    designPhoneNumber: 'Phone on the video',
    designLanguage: 'Template language',
    groupConfiguration: 'Franchise',
    theme: 'Theme',
    color_primary: 'Primary color',
    color_secondary: 'Secondary color',
    logoUrl: 'Logo URL',
    photoUrl: 'Picture URL',
  },
  fr: {
    loginPhoneNumber: 'Téléphone de connexion',
    name: 'Société',
    outroFullName: 'Nom sur l’outro',
    outroPhoneNumber: 'Téléphone sur l’outro',
    outroEmail: 'E-mail',
    outroWebsite: 'Site web',
    outroExtraInfo: 'Ligne supplémentaire',
    designFullName: 'Nom sur la vidéo',
    designPhoneNumber: 'Téléphone sur la vidéo',
    designLanguage: 'Langue du modèle',
    groupConfiguration: 'Franchise',
    theme: 'Thème',
    color_primary: 'Couleur principale',
    color_secondary: 'Couleur secondaire',
    logoUrl: 'URL du logo',
    photoUrl: 'URL de la photo',
  },
  pt: {
    loginPhoneNumber: 'Telemóvel de acesso',
    name: 'Empresa',
    outroFullName: 'Nome no final',
    outroPhoneNumber: 'Telefone no final',
    outroEmail: 'E-mail',
    outroWebsite: 'Site',
    outroExtraInfo: 'Linha adicional',
    designFullName: 'Nome no vídeo',
    designPhoneNumber: 'Telefone no vídeo',
    designLanguage: 'Idioma do modelo',
    groupConfiguration: 'Franchising',
    theme: 'Tema',
    color_primary: 'Cor principal',
    color_secondary: 'Cor secundária',
    logoUrl: 'URL do logótipo',
    photoUrl: 'URL da fotografia',
  },
  es: {
    loginPhoneNumber: 'Teléfono de acceso',
    name: 'Empresa',
    outroFullName: 'Nombre en el cierre',
    outroPhoneNumber: 'Teléfono en el cierre',
    outroEmail: 'Correo electrónico',
    outroWebsite: 'Sitio web',
    outroExtraInfo: 'Línea adicional',
    designFullName: 'Nombre en el vídeo',
    designPhoneNumber: 'Teléfono en el vídeo',
    designLanguage: 'Idioma de la plantilla',
    groupConfiguration: 'Franquicia',
    theme: 'Tema',
    color_primary: 'Color principal',
    color_secondary: 'Color secundario',
    logoUrl: 'URL del logotipo',
    photoUrl: 'URL de la foto',
  },
  it: {
    loginPhoneNumber: 'Telefono di accesso',
    name: 'Azienda',
    outroFullName: 'Nome nella chiusura',
    outroPhoneNumber: 'Telefono nella chiusura',
    outroEmail: 'E-mail',
    outroWebsite: 'Sito web',
    outroExtraInfo: 'Riga aggiuntiva',
    designFullName: 'Nome nel video',
    designPhoneNumber: 'Telefono nel video',
    designLanguage: 'Lingua del modello',
    groupConfiguration: 'Franchising',
    theme: 'Tema',
    color_primary: 'Colore principale',
    color_secondary: 'Colore secondario',
    logoUrl: 'URL del logo',
    photoUrl: 'URL della foto',
  },
  de: {
    loginPhoneNumber: 'Anmeldetelefon',
    name: 'Firma',
    outroFullName: 'Name im Abspann',
    outroPhoneNumber: 'Telefon im Abspann',
    outroEmail: 'E-Mail',
    outroWebsite: 'Website',
    outroExtraInfo: 'Zusatzzeile',
    designFullName: 'Name im Video',
    designPhoneNumber: 'Telefon im Video',
    designLanguage: 'Vorlagensprache',
    groupConfiguration: 'Franchise',
    theme: 'Design',
    color_primary: 'Hauptfarbe',
    color_secondary: 'Zweitfarbe',
    logoUrl: 'Logo-URL',
    photoUrl: 'Foto-URL',
  },
  br: {
    loginPhoneNumber: 'Celular de acesso',
    name: 'Empresa',
    outroFullName: 'Nome no encerramento',
    outroPhoneNumber: 'Telefone no encerramento',
    outroEmail: 'E-mail',
    outroWebsite: 'Site',
    outroExtraInfo: 'Linha adicional',
    designFullName: 'Nome no vídeo',
    designPhoneNumber: 'Telefone no vídeo',
    designLanguage: 'Idioma do modelo',
    groupConfiguration: 'Franquia',
    theme: 'Tema',
    color_primary: 'Cor principal',
    color_secondary: 'Cor secundária',
    logoUrl: 'URL do logotipo',
    photoUrl: 'URL da foto',
  },
};

/**
 * A spreadsheet cell as written: one starting with = + - @ (or a tab or carriage return) would be
 * run as a formula by Excel or Sheets (CSV injection), so it is prefixed with a quote and read as
 * text. Phone numbers start with +: they get the quote too, which spreadsheets show as text.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A cell read back: the quote `safeCell` added is taken off, so an export imports unchanged. */
export function readCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
