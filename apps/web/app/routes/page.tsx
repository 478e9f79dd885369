import type { Route } from './+types/page';

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Storefront' }];
}

export default function Page() {
  return (
    <main id="maincontent">
      <h1>Storefront</h1>
    </main>
  );
}
