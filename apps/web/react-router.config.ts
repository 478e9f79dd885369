import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route manifest goes into the document (a few hundred bytes more: the app has nine routes, all but
  // two resource routes) instead of lazy discovery, which after hydration collected every link on the page and
  // fetched `/__manifest` for them: a request and a main-thread task on every first load, for nothing, since
  // `*` matches every page address anyway (issue 24).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
