/**
 * The platform's semver (shell/package.json; a test keeps them equal). What counts as a breaking
 * change, and so a new major, is written in the README ("A versioned platform").
 */
export const PLATFORM_VERSION = '1.9.0';
