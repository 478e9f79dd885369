import { redirect } from 'react-router';

/** `/` goes to the language home; the server has no session storage, so it picks the default 'en'. */
export function loader() {
  return redirect('/en');
}

export default function Home() {
  return null;
}
