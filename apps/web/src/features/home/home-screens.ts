// One chunk for the home feature's three screens: each dynamic import costs the login route's
// entry a few bytes of preload map, and these screens share nearly all their code (Joy, tRPC).
export { HomeLoadingPage } from './home-loading-page';
export { UpdatePluginPage } from './update-plugin-page';
export { WebAppsPage } from './web-apps-page';
