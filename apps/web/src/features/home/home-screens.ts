// One chunk for the home feature's three screens: each dynamic import costs the login route's
// entry a few bytes of preload map, and these screens share nearly all their code (Joy, tRPC).
// Built with Joy, so each comes inside its kit (layouts/joy-kit.tsx).
import { withJoyKit } from '../../layouts/joy-kit';
import { HomeLoadingPage as HomeLoading } from './home-loading-page';
import { UpdatePluginPage as UpdatePlugin } from './update-plugin-page';
import { WebAppsPage as WebApps } from './web-apps-page';

export const HomeLoadingPage = withJoyKit(HomeLoading);
export const UpdatePluginPage = withJoyKit(UpdatePlugin);
export const WebAppsPage = withJoyKit(WebApps);
