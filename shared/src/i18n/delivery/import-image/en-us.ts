/**
 * Why the import could not use a logo or photo URL of a row (`fetchRemoteImage` in
 * api/src/assets/remote-image.ts, one id per reason): shown in the import's summary and in the file
 * of failed rows. The size is the fetch's default limit.
 */
export default {
  'import.image.invalidUrl':
    'The image link is not a web address starting with http:// or https:// (without a user name or password).',
  'import.image.blockedAddress':
    'This address can’t be fetched: it leads to a private or local network.',
  'import.image.timeout':
    'The image took too long to download. Check the link, or upload the image yourself.',
  'import.image.tooLarge': 'The image is larger than 5 MB.',
  'import.image.notAnImage': 'The link does not lead to a PNG, JPEG or WebP image.',
  'import.image.httpError': 'The image could not be downloaded: its server answered with an error.',
  'import.image.unreachable': 'The image’s server could not be reached.',
};
