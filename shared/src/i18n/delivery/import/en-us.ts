/**
 * The import's texts that the server writes and the import page shows (issue 36 §2): why a logo or
 * photo URL of a row could not be used (`fetchRemoteImage` in api/src/assets/remote-image.ts, one id
 * per reason), in the summary and the file of failed rows; and the import's own field refusals,
 * which the preview shows at their cells. Not in the validation catalogue: that one loads with the
 * first screen, and these load with the import (the profiles remote's catalogue spreads them).
 * The size is the fetch's default limit.
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
  'validation.import.empty': 'Paste at least one line.',
  'validation.import.imageUrl': 'Give the image as a web address starting with https://',
};
