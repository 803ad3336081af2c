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

/** Where a URL written in a spec ends: at its quote, a space or a closing bracket. */
const URL_END = /[\s'"`)\]]/;

/**
 * Whether the spec's text opens `location` somewhere: the location is a whole path there
 * (`#/user` is not `#/users`), and no other remote's location names the same URL more precisely
 * (`#/additional-info?tab=settings` opens the account's tab, not the users tab of the bare frame
 * URL `#/additional-info`).
 */
function opens(text, location, otherLocations) {
  for (let at = text.indexOf(location); at !== -1; at = text.indexOf(location, at + 1)) {
    let end = at;
    while (end < text.length && !URL_END.test(text[end])) end += 1;
    const url = text.slice(at, end);
    if (/^[\w-]/.test(url.slice(location.length))) continue;
    const moreExact = otherLocations.some(
      (other) => !location.includes(other) && url.includes(other),
    );
    if (!moreExact) return true;
  }
  return false;
}

/**
 * @param {string} name remote name
 * @param {{ dir: string }} remote its entry of the remote table
 * @param {string[]} locations remoteLocations(name, …)
 * @param {{ file: string, text: string }[]} specs every e2e spec and its source
 * @param {string[]} otherLocations the other remotes' locations, which take the URLs they name
 */
export function specsForRemote(name, remote, locations, specs, otherLocations = []) {
  const signals = [`t('${name}.`, `${remote.dir}/`, `/remotes/${name}/`];
  return specs
    .filter(
      ({ text }) =>
        signals.some((signal) => text.includes(signal)) ||
        locations.some((location) => opens(text, location, otherLocations)),
    )
    .map(({ file }) => file);
}

/**
 * The Playwright runs that test `files`: the projects with no dependencies first, then those with
 * some (the specs that change the server for everyone, run alone after the rest) with `--no-deps`,
 * since Playwright runs every test of a project's dependencies whatever the files asked for: one
 * server-wide spec of a remote would otherwise bring in the whole suite.
 * @param {{ name: string, dependencies?: string[] }[]} projects the e2e config's projects
 * @param {string[]} files the specs to run
 * @returns {string[][]} the arguments of each `playwright test` run, in order
 */
export function e2eRuns(projects, files) {
  const named = (list) => list.flatMap((project) => ['--project', project.name]);
  const first = projects.filter((project) => !project.dependencies?.length);
  const after = projects.filter((project) => project.dependencies?.length);
  // A run with none of the files in its projects finds no test: not a failure here.
  const runs = [[...named(first), '--pass-with-no-tests', ...files]];
  if (after.length > 0) runs.push(['--no-deps', ...named(after), '--pass-with-no-tests', ...files]);
  return runs;
}
