import { index, type RouteConfig } from '@react-router/dev/routes';

export default [index('routes/listing.tsx')] satisfies RouteConfig;
