/**
 * Just enough of a browser for the provider's pages: keeps cookies, follows redirects, submits
 * the login form, and stops where the provider hands the answer back to the portal.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  redirectPrefix: string,
  login: { email: string; verified?: boolean },
): Promise<{ method: 'GET' | 'POST'; url: string; form?: Record<string, string> }> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    return response;
  };

  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hops = 0; hops < 10; hops++) {
    if (url.startsWith(redirectPrefix)) return { method: 'GET', url };
    const response = await send(url, init);
    init = {};
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await response.text();
    if (html.includes('name="verified"')) {
      // The login page: fill it in and submit.
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          email: login.email,
          ...(login.verified === false ? {} : { verified: 'yes' }),
        }).toString(),
      };
      url = new URL(/action="([^"]+)"/.exec(html)![1]!, url).href;
      continue;
    }
    // form_post: an auto-submitting form aimed at the redirect URI.
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (action) {
      const form: Record<string, string> = {};
      for (const [, name, value] of html.matchAll(
        /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
      ))
        form[name!] = value!.replaceAll('&amp;', '&').replaceAll('&#x3D;', '=');
      return { method: 'POST', url: action, form };
    }
    throw new Error(`unexpected page at ${url}: ${response.status} ${html.slice(0, 300)}`);
  }
  throw new Error('too many redirects');
}
