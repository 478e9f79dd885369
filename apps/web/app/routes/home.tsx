import { redirect } from 'react-router';
import { readCookie } from '../server/cookies.server';
import { cookieStorage, homeLanguage, LANGUAGE_COOKIE } from '../shell/preferences';
import type { Route } from './+types/home';

/**
 * `/` goes to the language home (spec §2). The server has no session storage, so it reads the session
 * cookie that mirrors it, else 'en'.
 */
export function loader({ request }: Route.LoaderArgs) {
  const stored = readCookie(request.headers.get('cookie'), LANGUAGE_COOKIE);
  return redirect(`/${homeLanguage(cookieStorage(stored))}`);
}

/** In the browser, `/` reads session storage itself (spec §2: session storage, else path, else 'en'). */
export function clientLoader() {
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  return redirect(`/${homeLanguage(storage)}`);
}

export default function Home() {
  return null;
}
