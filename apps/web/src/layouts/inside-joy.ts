import { createContext } from 'react';

/** True under the Joy kit (joy-kit.tsx): a JoyScope there renders its children as they are. */
export const InsideJoyContext = createContext(false);
