/**
 * Injected into every island chunk by build.mjs, so that esbuild's splitting puts all of React in one
 * vendor chunk shared by every island (and cached while island code changes). Imports only React.
 */
import 'react';
import 'react/jsx-runtime';
import 'react-dom/client';
