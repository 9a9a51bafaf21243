/**
 * Built as an entry point of its own only so that esbuild's splitting gives React a chunk of its
 * own (shared by every React island, and cached while island code changes). Never loaded directly.
 */
import 'react';
import 'react/jsx-runtime';
import 'react-dom/client';
