/**
 * The Joy kit's code (Joy, emotion and the customer's theme: layouts/joy-kit.tsx), fetched once,
 * when a screen or a part of one built with Joy first needs it (layouts/joy-scope.tsx). A module
 * of its own so the route table can name it without taking JoyScope into the login route.
 */
export const loadJoyKit = () => import('./joy-kit');
