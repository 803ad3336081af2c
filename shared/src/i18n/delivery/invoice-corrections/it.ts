import type en from './en-us';

export default {} satisfies Record<keyof typeof en, string>;
