export { API_CLIENT_VERSION } from './version';
