/** See remote-specs.mjs. */
export function remoteLocations(
  name: string,
  tables: {
    routes: ReadonlyArray<{ path: string; page: 'frame' | { remote: string } }>;
    tabs: ReadonlyArray<{ id: string; remote: string }>;
    framePath: string;
    searchForTab: (id: never) => string;
  },
): string[];
export function specsForRemote(
  name: string,
  remote: { dir: string },
  locations: string[],
  specs: Array<{ file: string; text: string }>,
  otherLocations?: string[],
): string[];
export function e2eRuns(
  projects: ReadonlyArray<{ name: string; dependencies?: readonly string[] }>,
  files: string[],
): string[][];
