// Which e2e specs test one remote, derived from the remote table (shared/src/remotes.ts), the route
// table (shell/src/app/routes.ts) and the frame's tabs: a spec belongs to a remote when it opens
// one of the remote's routes or tabs, reads the remote's texts (`t('profiles.…')`) or names the
// remote's folder. A new route or tab of a remote brings its specs into that remote's own run.

/** The URL fragments that open a remote's pages: `#/video`, `#/additional-info?tab=billing`… */
export function remoteLocations(name, { routes, tabs, framePath, searchForTab }) {
  const locations = routes
    .filter((route) => route.page !== 'frame' && route.page.remote === name)
    .map((route) => `#${route.path.split('/:')[0]}`);
  for (const tab of tabs.filter((tab) => tab.remote === name)) {
    locations.push(`#${framePath}${searchForTab(tab.id)}`);
    // spec §2's billing link.
    if (tab.id === 'billing') locations.push('billing=true');
  }
  return locations;
}

/**
 * @param {string} name remote name
 * @param {{ dir: string }} remote its entry of the remote table
 * @param {string[]} locations remoteLocations(name, …)
 * @param {{ file: string, text: string }[]} specs every e2e spec and its source
 */
export function specsForRemote(name, remote, locations, specs) {
  const signals = [`t('${name}.`, `${remote.dir}/`, `/remotes/${name}/`, ...locations];
  return specs
    .filter(({ text }) => signals.some((signal) => text.includes(signal)))
    .map(({ file }) => file);
}
